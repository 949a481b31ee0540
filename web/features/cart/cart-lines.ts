import { stockMessageWithPackages } from '../../../domain/cart-stock';
import { MESSAGES } from '../../../domain/messages';
import { checkPackageAdd, packageLineId, parsePackageLineId } from '../../../domain/packages';
import { effectiveUnitPrice, isDiscounted } from '../../../domain/pricing';
import { checkProductStock } from '../../../domain/products';
import { err, ok, type Result } from '../../../domain/result';

/** Most units of one line an order takes (the order schema's limit). */
export const MAX_LINE_QUANTITY = 99;

export interface IncludedItem {
  producto_id: number;
  nombre: string;
  imagen: string | null;
  cantidad: number;
}

/** A cart line as kept under `carrito` (customer spec §3 "Cart item"). */
// A type alias (not an interface) so it fits storage.ts's index-signature StoredCartItem.
export type CartItem = {
  id: number | string;
  nombre: string;
  /** Unit price already discounted. */
  precio: number;
  precio_original: number;
  descuento_activo: boolean;
  descuento_porcentaje: number;
  cantidad: number;
  imagen: string | null;
  tipo?: 'paquete';
  paquete_id?: number;
  descripcion?: string;
  ahorro_monto?: number;
  ahorro_porcentaje?: number;
  productos_incluidos?: IncludedItem[];
  categoria?: string;
};

/** What the cart needs of a catalogue product. */
export interface ProductForCart {
  id: number;
  nombre: string;
  precio: number;
  stock: number;
  imagen: string | null;
  descuento_activo: boolean;
  descuento_porcentaje: number;
}

/** What the cart needs of a catalogue package. */
export interface PackageForCart {
  id: number;
  nombre: string;
  descripcion: string;
  precio_paquete: number;
  ahorro_monto: number;
  ahorro_porcentaje: number;
  stock_paquetes_disponibles: number;
  categoria: string;
  imagen: string | null;
  productos_incluidos: IncludedItem[];
}

export type CartResult = Result<CartItem[], 'INSUFFICIENT_STOCK' | 'PACKAGE_UNAVAILABLE'>;

export function isPackageItem(item: CartItem): boolean {
  return item.tipo === 'paquete';
}

/** Sum of quantities (the header badge). */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + i.cantidad, 0);
}

export function productLine(p: ProductForCart, cantidad: number): CartItem {
  return {
    id: p.id,
    nombre: p.nombre,
    precio: effectiveUnitPrice(p),
    precio_original: p.precio,
    descuento_activo: isDiscounted(p),
    descuento_porcentaje: isDiscounted(p) ? p.descuento_porcentaje : 0,
    cantidad,
    imagen: p.imagen,
  };
}

export function packageLine(k: PackageForCart, cantidad: number): CartItem {
  return {
    id: packageLineId(k.id),
    nombre: k.nombre,
    precio: k.precio_paquete,
    precio_original: k.precio_paquete,
    descuento_activo: false,
    descuento_porcentaje: 0,
    cantidad,
    imagen: k.imagen,
    tipo: 'paquete',
    paquete_id: k.id,
    descripcion: k.descripcion,
    ahorro_monto: k.ahorro_monto,
    ahorro_porcentaje: k.ahorro_porcentaje,
    productos_incluidos: k.productos_incluidos,
    categoria: k.categoria,
  };
}

function quantityOf(items: readonly CartItem[], id: number | string): number {
  return items.find((i) => i.id === id)?.cantidad ?? 0;
}

function upsert(items: readonly CartItem[], line: CartItem): CartItem[] {
  return items.some((i) => i.id === line.id)
    ? items.map((i) => (i.id === line.id ? line : i))
    : [...items, line];
}

function checkLimit(cantidad: number): Result<null, 'INSUFFICIENT_STOCK'> {
  return cantidad > MAX_LINE_QUANTITY
    ? err('INSUFFICIENT_STOCK', MESSAGES.cashOrder.quantityInvalid)
    : ok(null);
}

/**
 * One more unit of a product, refused beyond its stock with the spec's stock message; the units of
 * it inside the cart's packages come out of the same stock (issue 40).
 */
export function addProduct(items: readonly CartItem[], p: ProductForCart): CartResult {
  const next = quantityOf(items, p.id) + 1;
  const inPackages = items
    .filter(isPackageItem)
    .flatMap((k) =>
      (k.productos_incluidos ?? [])
        .filter((i) => i.producto_id === p.id)
        .map((i) => k.cantidad * i.cantidad),
    )
    .reduce((a, b) => a + b, 0);
  if (inPackages > 0 && next + inPackages > p.stock) {
    const message = stockMessageWithPackages(p.nombre, p.stock, next + inPackages, inPackages);
    return err('INSUFFICIENT_STOCK', message);
  }
  const stock = checkProductStock(p.nombre, p.stock, next);
  if (!stock.ok) return stock;
  const limit = checkLimit(next);
  return limit.ok ? ok(upsert(items, productLine(p, next))) : limit;
}

/** One more package, refused with 'Este paquete no está disponible…' or 'Solo hay N paquetes…'. */
export function addPackage(items: readonly CartItem[], k: PackageForCart): CartResult {
  const next = quantityOf(items, packageLineId(k.id)) + 1;
  const stock = checkPackageAdd(k.stock_paquetes_disponibles, next);
  if (!stock.ok) return stock;
  const limit = checkLimit(next);
  return limit.ok ? ok(upsert(items, packageLine(k, next))) : limit;
}

/**
 * Sets a line's quantity (0 removes it); `available` is the current stock when known. Lowering a
 * quantity is always allowed, so a line left above a shrunken stock can be brought down.
 */
export function setLineQuantity(
  items: readonly CartItem[],
  id: number | string,
  cantidad: number,
  available: number | undefined,
): CartResult {
  const line = items.find((i) => i.id === id);
  if (!line) return ok([...items]);
  if (cantidad <= 0) return ok(removeLine(items, id));
  if (cantidad > line.cantidad) {
    if (available !== undefined) {
      const stock = isPackageItem(line)
        ? checkPackageAdd(available, cantidad)
        : checkProductStock(line.nombre, available, cantidad);
      if (!stock.ok) return stock;
    }
    const limit = checkLimit(cantidad);
    if (!limit.ok) return limit;
  }
  return ok(items.map((i) => (i.id === id ? { ...i, cantidad } : i)));
}

export function removeLine(items: readonly CartItem[], id: number | string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/**
 * Brings stored lines up to today's catalogue (prices, offers, package contents), so the cart
 * previews what the server will charge; lines no longer sold are left for the server to refuse.
 */
export function refreshLines(
  items: readonly CartItem[],
  products: readonly ProductForCart[],
  packages: readonly PackageForCart[],
): CartItem[] {
  return items.map((item) => {
    if (isPackageItem(item)) {
      const k = packages.find((p) => p.id === item.paquete_id);
      return k ? packageLine(k, item.cantidad) : item;
    }
    const p = products.find((x) => x.id === item.id);
    return p ? productLine(p, item.cantidad) : item;
  });
}

/** A stored line read back, or null when it is not a usable cart item. */
export function toCartItem(value: {
  id: number | string;
  cantidad: number;
  [k: string]: unknown;
}): CartItem | null {
  const v = value as Partial<CartItem>;
  if (typeof v.nombre !== 'string' || typeof v.precio !== 'number' || !Number.isFinite(v.precio))
    return null;
  const pkgId =
    v.tipo !== 'paquete'
      ? undefined
      : typeof v.paquete_id === 'number'
        ? v.paquete_id
        : (parsePackageLineId(String(value.id)) ?? undefined);
  return {
    ...(v as CartItem),
    cantidad: Math.floor(value.cantidad),
    precio_original: typeof v.precio_original === 'number' ? v.precio_original : v.precio,
    descuento_activo: v.descuento_activo === true,
    descuento_porcentaje: typeof v.descuento_porcentaje === 'number' ? v.descuento_porcentaje : 0,
    imagen: typeof v.imagen === 'string' ? v.imagen : null,
    ...(pkgId !== undefined ? { tipo: 'paquete' as const, paquete_id: pkgId } : {}),
  };
}
