import { checkOrderCeilings, type OrderSize } from '../../../domain/order-limits';
import type { Result } from '../../../domain/result';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import type { CartItem } from './cart-lines';

/** Units per product the cart asks for, packages expanded into their products, as the server counts them. */
export function cartOrderSize(items: readonly CartItem[], subtotal: number): OrderSize {
  const units = new Map<number | string, { nombre: string; unidades: number }>();
  const add = (id: number | string, nombre: string, n: number) => {
    const line = units.get(id) ?? { nombre, unidades: 0 };
    line.unidades += n;
    units.set(id, line);
  };
  for (const item of items) {
    if (item.tipo === 'paquete') {
      for (const inc of item.productos_incluidos ?? []) add(inc.producto_id, inc.nombre, inc.cantidad * item.cantidad);
    } else {
      add(item.id, item.nombre, item.cantidad);
    }
  }
  return { lines: [...units.values()], subtotal };
}

/**
 * The per-order ceilings of "Ajustes" (issue 46) as a preview; the server decides. A page cached
 * before the ceilings existed may hold settings without them: today's defaults then.
 */
export function previewOrderCeilings(
  items: readonly CartItem[],
  subtotal: number,
  settings: Partial<ShopSettings>,
): Result<null, 'ORDER_LIMIT'> {
  return checkOrderCeilings(cartOrderSize(items, subtotal), settings.limites ?? DEFAULT_SETTINGS.limites);
}
