import type { OrderView } from './order-views';
import { normalizeOrderState } from './orders';
import { saleStatus, type SaleFacts } from './sales';

/**
 * The resident's history reads its newest orders a page at a time (GET /orders?limite=N): a
 * resident of some years has hundreds, and reading them all on every visit made the history the
 * heaviest read of the evening (issue 27). The stats still cover every order: the server sums
 * those it did not list.
 */
export const ORDER_HISTORY_PAGE = 20;
/** The most one read lists; "Ver más" grows the page up to this. */
export const ORDER_HISTORY_MAX = 1000;

/** Orders summed for the history's stats cards and filter counts. */
export interface OrderTally {
  pedidos: number;
  /** Sum of the totals of the orders that count as a sale (domain/sales.ts). */
  totalGastado: number;
  pendientes: number;
  entregados: number;
  cancelados: number;
}

/** GET /orders?limite=N: the newest N orders, newest first, and every older one summed. */
export interface OrderHistoryPage {
  pedidos: OrderView[];
  anteriores: OrderTally;
}

export const EMPTY_TALLY: OrderTally = {
  pedidos: 0,
  totalGastado: 0,
  pendientes: 0,
  entregados: 0,
  cancelados: 0,
};

/** The tally of `orders` (the server's SQL mirror: customerOrderPage, checked against this). */
export function tallyOrders(orders: Iterable<SaleFacts & { total: number }>): OrderTally {
  const tally = { ...EMPTY_TALLY };
  for (const order of orders) {
    tally.pedidos++;
    if (saleStatus(order) === 'venta') tally.totalGastado += order.total;
    const state = normalizeOrderState(order.estado);
    if (state === 'pendiente') tally.pendientes++;
    else if (state === 'entregado') tally.entregados++;
    else if (state === 'cancelado') tally.cancelados++;
  }
  return tally;
}

export function addTallies(a: OrderTally, b: OrderTally): OrderTally {
  return {
    pedidos: a.pedidos + b.pedidos,
    totalGastado: a.totalGastado + b.totalGastado,
    pendientes: a.pendientes + b.pendientes,
    entregados: a.entregados + b.entregados,
    cancelados: a.cancelados + b.cancelados,
  };
}
