import { MESSAGES } from './messages';
import { formatCOP } from './money';
import { err, ok, type Result } from './result';
import type { OrderLimits } from './settings';

/**
 * The ceilings that keep one resident from emptying the shop with unpaid orders (issue 46): one
 * unpaid cash order once took all 1,105 units. The server checks them in the order's transaction
 * before any stock is taken; the figures are the owner's, in "Ajustes".
 */
export interface OrderSize {
  /** Units per product, packages expanded, with the name the message shows. */
  lines: readonly { nombre: string; unidades: number }[];
  subtotal: number;
}

/** One order, cash or digital: units of each product and its value. */
export function checkOrderCeilings(order: OrderSize, limits: OrderLimits): Result<null, 'ORDER_LIMIT'> {
  const tooMany = order.lines.find((l) => l.unidades > limits.unidades_por_producto);
  if (tooMany) return err('ORDER_LIMIT', MESSAGES.orderLimits.units(limits.unidades_por_producto, tooMany.nombre));
  if (order.subtotal > limits.valor_maximo_pedido) {
    return err('ORDER_LIMIT', MESSAGES.orderLimits.value(formatCOP(limits.valor_maximo_pedido)));
  }
  return ok(null);
}

/**
 * A new cash order against the resident's pending ones (`open`: how many and their subtotals).
 * Digital orders are paid before they exist, so only cash orders count.
 */
export function checkOpenCashCeilings(
  open: { count: number; value: number },
  subtotal: number,
  limits: OrderLimits,
): Result<null, 'ORDER_LIMIT'> {
  if (open.count >= limits.pedidos_efectivo_abiertos) {
    return err('ORDER_LIMIT', MESSAGES.orderLimits.openCount(limits.pedidos_efectivo_abiertos));
  }
  if (open.value + subtotal > limits.valor_efectivo_abierto) {
    return err('ORDER_LIMIT', MESSAGES.orderLimits.openValue(formatCOP(limits.valor_efectivo_abierto)));
  }
  return ok(null);
}
