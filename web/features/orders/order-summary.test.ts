import { describe, expect, it } from 'vitest';
import { tallyOrders } from '../../../domain/order-history';
import { packageLineView, productLineView, orderView } from '../order-data/order-test-data';
import {
  countByFilter,
  filterOrders,
  formatOrderDate,
  itemCount,
  orderChatHref,
  orderStats,
  resultCountLabel,
} from './order-summary';

const ORDERS = [
  orderView(5, { estado: 'pendiente', total: 12_000 }),
  orderView(4, { estado: 'cancelado', total: 50_000 }),
  orderView(3, { estado: 'entregado', total: 30_500 }),
  // A legacy row: read as pending.
  orderView(2, { estado: 'pendiente_efectivo' as 'pendiente', total: 7_000 }),
  orderView(1, { estado: 'entregado', total: 20_000 }),
];

describe('order history summary', () => {
  it('sums what was delivered or paid online, not an unpaid cash order on its way', () => {
    // Delivered 30.500 + 20.000; the pending cash orders (12.000, 7.000) are not paid yet.
    expect(orderStats(ORDERS)).toEqual({
      pedidos: 5,
      totalGastado: 50_500,
      pendientes: 2,
      entregados: 2,
    });
    const paidNequi = orderView(6, {
      metodo_pago: 'NEQUI',
      estado_pago: 'APPROVED',
      total: 25_000,
    });
    expect(orderStats([paidNequi, ...ORDERS]).totalGastado).toBe(75_500);
    const cancelledPaid = { ...paidNequi, estado: 'cancelado' as const };
    expect(orderStats([cancelledPaid, ...ORDERS]).totalGastado).toBe(50_500);
    expect(orderStats([])).toEqual({ pedidos: 0, totalGastado: 0, pendientes: 0, entregados: 0 });
  });

  it('counts and filters by state, keeping the server’s order', () => {
    expect(countByFilter(ORDERS)).toEqual({ todos: 5, pendiente: 2, entregado: 2, cancelado: 1 });
    expect(filterOrders(ORDERS, 'pendiente').map((o) => o.id)).toEqual([5, 2]);
    expect(filterOrders(ORDERS, 'todos').map((o) => o.id)).toEqual([5, 4, 3, 2, 1]);
  });

  it('adds the orders the server summed without listing them (a page of the history)', () => {
    const older = tallyOrders(ORDERS.slice(2));
    expect(orderStats(ORDERS.slice(0, 2), older)).toEqual(orderStats(ORDERS));
    expect(countByFilter(ORDERS.slice(0, 2), older)).toEqual(countByFilter(ORDERS));
    expect(countByFilter([], older)).toEqual({
      todos: 3,
      pendiente: 1,
      entregado: 2,
      cancelado: 0,
    });
  });

  it.each([
    [1, 'todos', '1 pedido'],
    [3, 'todos', '3 pedidos'],
    [1, 'cancelado', '1 pedido cancelado'],
    [2, 'entregado', '2 pedidos entregados'],
    [0, 'pendiente', '0 pedidos pendientes'],
  ] as const)('words %i orders for filter %s as %s', (count, filter, label) => {
    expect(resultCountLabel(count, filter)).toBe(label);
  });

  it('counts units, a package once', () => {
    const order = orderView(1, {
      productos: [productLineView(1, 'Leche', 3, 4_000), packageLineView(7, 'Mercado', 2, 40_000)],
    });
    expect(itemCount(order)).toBe(5);
  });

  it('shows dates in Bogotá time and tolerates a bad one', () => {
    expect(formatOrderDate('2026-11-21T15:05:00.000Z')).toBe(
      '21 de noviembre de 2026, 10:05\u00a0a.\u00a0m.',
    );
    expect(formatOrderDate('no es fecha')).toBeNull();
    expect(formatOrderDate(null)).toBeNull();
  });

  it('links the chat to the order code', () => {
    expect(orderChatHref('SUP-003')).toBe('/?openChat=true&mensaje=SUP-003&autoFocus=true');
  });
});
