import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfitabilityDashboard } from '../../../domain/admin-money-views';
import type { AdminStats } from '../../../domain/admin-views';
import { tallyOrders } from '../../../domain/order-history';
import type { OrderView } from '../../../domain/order-views';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { customerOrderPage } from '../orders/order-history.service';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  setState,
  type Customer,
} from '../orders/orders.fixtures';

/**
 * Issue 41, decision 0020: the owner's "pedido de prueba" of the first steps (any order placed
 * from a staff account) is packed and delivered like any order, but it is no sale: not on the
 * dashboard, the towers, the profitability or its CSV, the on-time share, nor the account's
 * own total spent. A resident's order beside it counts as always.
 */
const NOW = new Date('2026-11-21T15:00:00Z');

describe('a test order placed from a staff account', () => {
  let t: TestApp;
  let admin: Customer;
  let resident: Customer;
  let testId: number;

  const get = async <T>(url: string, who: Customer = admin): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    admin = await administrator(t, { torre: 2 });
    resident = await customer(t, { torre: 1 });
    const product = await createProduct(t.database.db, { precio: 20_000, costo_compra: 12_000, stock: 20 });
    const own = await placeOrder(t, admin, cashBody([{ product, cantidad: 2 }]));
    expect(own.statusCode, own.body).toBe(201);
    testId = own.json().pedidoId as number;
    const real = await placeOrder(t, resident, cashBody([{ product, cantidad: 1 }]));
    expect(real.statusCode, real.body).toBe(201);
    t.setNow(new Date(NOW.getTime() + 10 * 60_000));
    for (const id of [testId, real.json().pedidoId as number])
      expect((await setState(t, admin, id, 'entregado')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('is marked on the order and on the board', async () => {
    const [row] = await t.database.db.select({ prueba: orders.prueba }).from(orders).where(eq(orders.id, testId));
    expect(row?.prueba).toBe(true);
    const board = await get<{ pedidos?: Array<{ id: number; prueba: boolean }> } | Array<{ id: number; prueba: boolean }>>(
      '/api/admin/pedidos?estado=todos',
    );
    const list = Array.isArray(board) ? board : (board.pedidos ?? []);
    expect(list.find((o) => o.id === testId)?.prueba).toBe(true);
    expect(list.filter((o) => o.id !== testId).every((o) => o.prueba === false)).toBe(true);
  });

  it('stays out of the dashboard, the towers, the profitability and its CSV', async () => {
    const stats = await get<AdminStats>('/admin/stats');
    expect(stats.hoy).toMatchObject({ ventas: 20_000, pedidos: 1 });
    expect({ total: stats.ingresosTotales, pedidos: stats.totalPedidos }, JSON.stringify(stats)).toEqual({ total: 20_000, pedidos: 1 });
    expect(stats.porTorre.find((r) => r.torre === 2)).toMatchObject({ ventas: 0, pedidos: 0 });
    const profit = await get<ProfitabilityDashboard>('/api/admin/rentabilidad/dashboard?periodo=mes');
    expect(profit.ventasPeriodo, JSON.stringify(profit).slice(0, 900)).toEqual({ total: 20_000, pedidos: 1 });
    expect(profit.porTorre.find((r) => r.torre === 2)).toMatchObject({ ventas: 0, pedidos: 0 });
    const sheet = await t.app.inject({
      method: 'GET',
      url: '/api/admin/rentabilidad/exportar?periodo=mes',
      headers: { authorization: admin.authorization },
    });
    expect(sheet.body).not.toContain('60000');
  });

  it('is not in the ordering account’s total spent', async () => {
    // The history's first page is summed by the browser (domain/order-history.ts), the rest by SQL.
    const page = await get<{ pedidos: OrderView[] }>('/orders?limite=1', admin);
    expect(page.pedidos[0]).toMatchObject({ id: testId, prueba: true });
    expect(tallyOrders(page.pedidos)).toMatchObject({ pedidos: 1, entregados: 1, totalGastado: 0 });
    const own = await get<{ pedidos: OrderView[] }>('/orders?limite=1', resident);
    expect(tallyOrders(own.pedidos).totalGastado).toBe(20_000);
    expect((await customerOrderPage(t.database.db, admin.userId, 1)).anteriores.totalGastado).toBe(0);
    const extra = await placeOrder(t, admin, cashBody([{ product: await createProduct(t.database.db, { precio: 9_000 }), cantidad: 1 }]));
    expect(extra.statusCode, extra.body).toBe(201);
    expect((await setState(t, admin, extra.json().pedidoId as number, 'entregado')).statusCode).toBe(200);
    expect((await customerOrderPage(t.database.db, admin.userId, 1)).anteriores).toMatchObject({ pedidos: 1, totalGastado: 0 });
  });
});
