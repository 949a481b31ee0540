import { cartStockShortages, stockMessageWithPackages } from '../../../domain/cart-stock';
import { isPackageItem, type CartItem } from './cart-lines';

/** Units of a product the cart's package lines take (package quantity × units per package). */
export function unitsInPackages(items: readonly CartItem[], productId: number): number {
  let units = 0;
  for (const item of items) {
    if (!isPackageItem(item)) continue;
    for (const included of item.productos_incluidos ?? []) {
      if (included.producto_id === productId) units += item.cantidad * included.cantidad;
    }
  }
  return units;
}

/**
 * Issue 40: the cart's lines whose product, counted with its units inside packages, is short of
 * stock, each with the message the server would answer. `productStock` is the catalogue's stock.
 */
export function cartStockWarnings(
  items: readonly CartItem[],
  productStock: (productId: number) => number | undefined,
): Map<number | string, string> {
  const products = items
    .filter((i) => !isPackageItem(i))
    .map((i) => ({ lineId: i.id, id: Number(i.id), nombre: i.nombre, cantidad: i.cantidad }));
  const packages = items.filter(isPackageItem).map((i) => ({
    lineId: i.id,
    nombre: i.nombre,
    cantidad: i.cantidad,
    items: i.productos_incluidos ?? [],
  }));
  const warnings = new Map<number | string, string>();
  for (const s of cartStockShortages(products, packages, productStock)) {
    const message = stockMessageWithPackages(s.nombre, s.available, s.demand, s.inPackages);
    for (const lineId of s.lineIds) if (!warnings.has(lineId)) warnings.set(lineId, message);
  }
  return warnings;
}
