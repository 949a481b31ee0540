import type { OrderLineView } from '../../../domain/order-views';
import { countNoun } from '../../../domain/plural';
import {
  addPackage,
  addProduct,
  type CartItem,
  type CartResult,
  type PackageForCart,
  type ProductForCart,
} from '../cart/cart-lines';

export interface ReorderOutcome {
  /** The cart with the order's available lines added. */
  items: CartItem[];
  /** Units added (a package counts once). */
  added: number;
  /** Lines of which nothing could be added (no longer sold or out of stock). */
  unavailable: string[];
  /** Lines added with fewer units than ordered because of today's stock. */
  limited: string[];
}

/**
 * Adds a past order's lines to the cart one unit at a time through the store's own cart rules, so
 * today's catalogue sets the prices and today's stock (with what the cart already holds) and the
 * per-line limit bound the quantities exactly as when shopping.
 */
export function reorderIntoCart(
  cart: readonly CartItem[],
  lines: readonly OrderLineView[],
  products: readonly ProductForCart[],
  packages: readonly PackageForCart[],
): ReorderOutcome {
  let items: CartItem[] = [...cart];
  let added = 0;
  const unavailable: string[] = [];
  const limited: string[] = [];
  for (const line of lines) {
    const addOne = lineAdder(line, products, packages);
    let units = 0;
    while (addOne && units < line.cantidad) {
      const result = addOne(items);
      if (!result.ok) break;
      items = result.value;
      units++;
    }
    added += units;
    if (units === 0) unavailable.push(line.nombre);
    else if (units < line.cantidad) limited.push(line.nombre);
  }
  return { items, added, unavailable, limited };
}

function lineAdder(
  line: OrderLineView,
  products: readonly ProductForCart[],
  packages: readonly PackageForCart[],
): ((items: readonly CartItem[]) => CartResult) | null {
  if (line.tipo === 'paquete') {
    const pkg = packages.find((k) => k.id === line.paquete_id);
    return pkg ? (items) => addPackage(items, pkg) : null;
  }
  const product = products.find((p) => p.id === line.producto_id);
  return product ? (items) => addProduct(items, product) : null;
}

export interface ReorderMessage {
  variant: 'success' | 'info' | 'error';
  text: string;
}

/** What the toast says after 'Volver a pedir'. */
export function reorderMessage(outcome: ReorderOutcome): ReorderMessage {
  if (outcome.added === 0)
    return { variant: 'error', text: 'Ningún producto de este pedido está disponible hoy' };
  const parts = [`Agregamos ${countNoun(outcome.added, 'producto')} al carrito.`];
  if (outcome.limited.length > 0)
    parts.push(`Con menos unidades por el stock de hoy: ${outcome.limited.join(', ')}.`);
  if (outcome.unavailable.length > 0)
    parts.push(`No disponibles: ${outcome.unavailable.join(', ')}.`);
  return { variant: parts.length === 1 ? 'success' : 'info', text: parts.join(' ') };
}
