import type { LineReplacementChoice } from '../../../domain/missing-items/preference';
import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import type { CurrentPrices } from '../../../domain/order-views';
import { mergeOrderLines } from '../../../domain/orders';
import { isPackageActiveAt, stockDemand } from '../../../domain/packages';
import { priceCart, type CartBreakdown } from '../../../domain/pricing';
import type { PaymentKind } from '../../../domain/shipping';
import type { DbOrTx } from '../../db/client';
import { packageItems, packages, products, type PackageComponentSnapshot } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { CommerceRules } from '../../../domain/settings';

/** A cart as the order service receives it: ids and quantities; prices only to compare. */
export interface CartRequest {
  productos: readonly {
    id: number;
    cantidad: number;
    precio?: number | null;
    /** The resident's own choice if this product is missing (issue 44). */
    reemplazo?: LineReplacementChoice;
  }[];
  paquetes: readonly { id: number; cantidad: number; precio?: number | null }[];
}

/** What an order line stores (a snapshot of the catalogue at order time). */
export interface LineSnapshot {
  tipo: 'producto' | 'paquete';
  product_id: number | null;
  package_id: number | null;
  codigo: string;
  nombre: string;
  cantidad: number;
  precio_unitario: number;
  precio_original: number;
  costo_unitario: number | null;
  componentes: PackageComponentSnapshot[] | null;
}

export interface PricedCart {
  breakdown: CartBreakdown;
  lines: LineSnapshot[];
  /** Units each product must supply (packages expanded), for the stock decrement. */
  demand: Map<number, number>;
  /** Product names by id, for stock messages. */
  names: Map<number, string>;
  /** Units of each product inside the packages (part of `demand`), for stock messages. */
  fromPackages: Map<number, number>;
}

export interface PriceOptions {
  method: PaymentKind;
  promoPercent?: number | null;
  pointsValue?: number | null;
  now: Date;
  /** The shop's current shipping figures (issue 26); today's by default. */
  rules?: CommerceRules;
}

/**
 * Prices a cart from the database with the domain rules, never from the browser's figures.
 * Repeated lines merge; a retired or unknown product, or a package that is inactive, out of its
 * dates or holds a retired product, is refused.
 */
export async function priceOrderCart(
  db: DbOrTx,
  cart: CartRequest,
  options: PriceOptions,
): Promise<PricedCart> {
  return priceLoadedCart(await loadOrderCart(db, cart, options.now), options);
}

/** A cart's catalogue rows, read once and checked sellable; priced (again) by priceLoadedCart. */
export type LoadedCart = Awaited<ReturnType<typeof loadOrderCart>>;

/**
 * Reads and checks a cart's products and packages. Apart so a checkout can refuse a bad cart
 * before it looks at a promo code, and price it with the code's percent after (issue 46).
 */
export async function loadOrderCart(db: DbOrTx, cart: CartRequest, now: Date) {
  const wantedProducts = mergeOrderLines(
    cart.productos.map((l) => ({ id: l.id, cantidad: l.cantidad })),
  );
  const wantedPackages = mergeOrderLines(
    cart.paquetes.map((l) => ({ id: l.id, cantidad: l.cantidad })),
  );

  const productRows = wantedProducts.length
    ? await db
        .select()
        .from(products)
        .where(
          and(
            inArray(
              products.id,
              wantedProducts.map((l) => l.id),
            ),
            eq(products.activo, true),
          ),
        )
    : [];
  const productById = new Map(productRows.map((p) => [p.id, p]));
  if (wantedProducts.some((l) => !productById.has(l.id))) {
    throw new AppError('PRODUCT_NOT_FOUND', 422, MESSAGES.stock.productNotFound);
  }

  const packageRows = wantedPackages.length
    ? await db
        .select()
        .from(packages)
        .where(
          inArray(
            packages.id,
            wantedPackages.map((l) => l.id),
          ),
        )
    : [];
  const packageById = new Map(packageRows.map((k) => [k.id, k]));
  const components = wantedPackages.length
    ? await db
        .select({
          package_id: packageItems.package_id,
          producto_id: products.id,
          nombre: products.nombre,
          cantidad: packageItems.cantidad,
          costo: products.costo_compra,
          vendible: products.activo,
        })
        .from(packageItems)
        .innerJoin(products, eq(products.id, packageItems.product_id))
        .where(
          inArray(
            packageItems.package_id,
            wantedPackages.map((l) => l.id),
          ),
        )
    : [];
  for (const line of wantedPackages) {
    const row = packageById.get(line.id);
    const items = components.filter((c) => c.package_id === line.id);
    const sellable =
      row?.activo &&
      isPackageActiveAt(row, now) &&
      items.length > 0 &&
      items.every((i) => i.vendible);
    if (!sellable) throw new AppError('PACKAGE_NOT_FOUND', 422, MESSAGES.stock.packageNotFound);
  }
  return { wantedProducts, wantedPackages, productRows, productById, packageById, components };
}

/** The priced cart: the domain's breakdown, the line snapshots, the stock demand. Pure. */
export function priceLoadedCart(loaded: LoadedCart, options: PriceOptions): PricedCart {
  const { wantedProducts, wantedPackages, productRows, productById, packageById, components } = loaded;
  const breakdown = priceCart({
    products: wantedProducts.map((l) => {
      const p = productById.get(l.id)!;
      return {
        id: p.id,
        precio: p.precio,
        descuento_activo: p.descuento_activo,
        descuento_porcentaje: p.descuento_porcentaje,
        cantidad: l.cantidad,
      };
    }),
    packages: wantedPackages.map((l) => ({
      id: l.id,
      precio_paquete: packageById.get(l.id)!.precio_paquete,
      cantidad: l.cantidad,
    })),
    promoPercent: options.promoPercent,
    pointsValue: options.pointsValue,
    method: options.method,
    rules: options.rules,
  });

  const lines: LineSnapshot[] = breakdown.lines.map((priced) => {
    if (priced.kind === 'producto') {
      const p = productById.get(priced.id)!;
      return {
        tipo: 'producto',
        product_id: p.id,
        package_id: null,
        codigo: p.codigo,
        nombre: p.nombre,
        cantidad: priced.cantidad,
        precio_unitario: priced.unitPrice,
        precio_original: priced.originalUnitPrice,
        costo_unitario: p.costo_compra,
        componentes: null,
      };
    }
    const k = packageById.get(priced.id)!;
    const componentes = components
      .filter((c) => c.package_id === k.id)
      .map((c) => ({
        product_id: c.producto_id,
        cantidad: c.cantidad,
        costo_unitario: c.costo,
        nombre: c.nombre,
      }));
    return {
      tipo: 'paquete',
      product_id: null,
      package_id: k.id,
      codigo: `PAQ-${k.id}`,
      nombre: k.nombre,
      cantidad: priced.cantidad,
      precio_unitario: priced.unitPrice,
      precio_original: priced.originalUnitPrice,
      costo_unitario: null,
      componentes,
    };
  });

  const packageDemand = wantedPackages.map((l) => ({
    cantidad: l.cantidad,
    items: components
      .filter((c) => c.package_id === l.id)
      .map((c) => ({ producto_id: c.producto_id, cantidad: c.cantidad })),
  }));
  const demand = stockDemand(wantedProducts, packageDemand);
  const fromPackages = stockDemand([], packageDemand);
  const names = new Map<number, string>([
    ...productRows.map((p) => [p.id, p.nombre] as const),
    ...components.map((c) => [c.producto_id, c.nombre] as const),
  ]);
  return { breakdown, lines, demand, names, fromPackages };
}

/** The server's prices in the shape the browser shows when it must confirm them. */
export function currentPrices(priced: PricedCart): CurrentPrices {
  const { breakdown } = priced;
  return {
    lineas: priced.lines.map((l) => ({
      tipo: l.tipo,
      id: (l.tipo === 'producto' ? l.product_id : l.package_id) as number,
      nombre: l.nombre,
      precio: l.precio_unitario,
    })),
    subtotal: breakdown.subtotal,
    descuento_cupon: breakdown.promoDiscount,
    descuento_canje: breakdown.pointsDiscount,
    costo_envio: breakdown.shipping,
    total: breakdown.total,
  };
}
