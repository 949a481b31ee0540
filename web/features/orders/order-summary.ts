import { formatDateTimeBogota } from '../../../domain/dates';
import type { OrderView } from '../../../domain/order-views';
import {
  addTallies,
  EMPTY_TALLY,
  tallyOrders,
  type OrderTally,
} from '../../../domain/order-history';
import { countNoun, plural } from '../../../domain/plural';
import {
  normalizeOrderState,
  ORDER_STATE_LABELS,
  type OrderState,
  type OrderStateFilter,
} from '../../../domain/orders';

/** The order's state, with the legacy 'pendiente_efectivo' read as pending; null if unknown. */
export function orderState(order: Pick<OrderView, 'estado'>): OrderState | null {
  return normalizeOrderState(order.estado);
}

export type OrderStats = Omit<OrderTally, 'cancelados'>;

/**
 * The four stats cards of the history (customer spec §2): of the orders listed plus `older`,
 * those the server summed without listing them (GET /orders?limite=N).
 */
export function orderStats(
  orders: readonly OrderView[],
  older: OrderTally = EMPTY_TALLY,
): OrderStats {
  const { pedidos, totalGastado, pendientes, entregados } = addTallies(tallyOrders(orders), older);
  return { pedidos, totalGastado, pendientes, entregados };
}

/** How many orders each filter shows, listed or not (see orderStats). */
export function countByFilter(
  orders: readonly OrderView[],
  older: OrderTally = EMPTY_TALLY,
): Record<OrderStateFilter, number> {
  const tally = addTallies(tallyOrders(orders), older);
  return {
    todos: tally.pedidos,
    pendiente: tally.pendientes,
    entregado: tally.entregados,
    cancelado: tally.cancelados,
  };
}

/** The orders a filter shows, in the server's order (newest first). */
export function filterOrders(orders: readonly OrderView[], filter: OrderStateFilter): OrderView[] {
  return filter === 'todos' ? [...orders] : orders.filter((o) => orderState(o) === filter);
}

export const FILTER_LABELS: Record<OrderStateFilter, string> = {
  todos: 'Todos',
  ...ORDER_STATE_LABELS,
};

/** '1 pedido', '3 pedidos entregados', '1 pedido cancelado' for the live result count. */
export function resultCountLabel(count: number, filter: OrderStateFilter): string {
  if (filter === 'todos') return countNoun(count, 'pedido');
  const adjective = ORDER_STATE_LABELS[filter].toLowerCase();
  return `${countNoun(count, 'pedido')} ${plural(count, adjective, `${adjective}s`)}`;
}

/** Units in the order (a package counts once per package). */
export function itemCount(order: Pick<OrderView, 'productos'>): number {
  return order.productos.reduce((sum, line) => sum + line.cantidad, 0);
}

export function itemCountLabel(count: number): string {
  return countNoun(count, 'producto');
}

/** '21 de noviembre de 2026, 10:05 a. m.' in Bogotá, or null for a missing or unreadable date. */
export function formatOrderDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDateTimeBogota(date);
}

/** 'Torre 1 · Piso 5 · Apto 502'. */
export function deliveryLine(
  order: Pick<OrderView, 'torre_entrega' | 'piso_entrega' | 'apartamento_entrega'>,
): string {
  return `Torre ${order.torre_entrega} · Piso ${order.piso_entrega} · Apto ${order.apartamento_entrega}`;
}

/** The chat opened on this order (customer spec §2). */
export function orderChatHref(codigo: string): string {
  return `/?openChat=true&mensaje=${encodeURIComponent(codigo)}&autoFocus=true`;
}
