import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMPTY_TALLY, tallyOrders } from '../../../domain/order-history';
import type { OrderView } from '../../../domain/order-views';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, customer, placeOrder, saveOrderLimits, setState } from './orders.fixtures';

describe('the paged order history (GET /orders?limite=N)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const read = (authorization: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/orders${query}`, headers: { authorization } });

  it('lists the newest N exactly as the whole list does and sums the rest as the domain does', async () => {
    const ana = await customer(t);
    const admin = await administrator(t);
    await saveOrderLimits(t, admin, { pedidos_efectivo_abiertos: 7 });
    const product = await createProduct(t.database.db, { precio: 9_000, stock: 80 });
    const placed: number[] = [];
    for (let i = 0; i < 7; i++) {
      t.setNow(new Date(t.app.clock().getTime() + 60_000));
      const answer = await placeOrder(t, ana, cashBody([{ product, cantidad: 1 + (i % 3) }]));
      expect(answer.statusCode).toBe(201);
      placed.push(answer.json().pedidoId as number);
    }
    // Every kind of order the tally tells apart: delivered, cancelled, cash still to collect, a
    // digital one paid and pending (a sale) and a digital one unpaid.
    expect((await setState(t, admin, placed[0]!, 'entregado')).statusCode).toBe(200);
    expect((await setState(t, admin, placed[1]!, 'cancelado')).statusCode).toBe(200);
    const set = (id: number, values: Partial<typeof orders.$inferInsert>) =>
      t.database.db.update(orders).set(values).where(eq(orders.id, id));
    await set(placed[2]!, { metodo_pago: 'NEQUI', estado_pago: 'APPROVED' });
    await set(placed[3]!, { metodo_pago: 'CARD', estado_pago: 'DECLINED' });

    const all = (await read(ana.authorization)).json() as OrderView[];
    expect(all).toHaveLength(7);
    for (const limit of [1, 2, 5, 7, 20]) {
      const res = await read(ana.authorization, `?limite=${limit}`);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { pedidos: OrderView[]; anteriores: unknown };
      expect(page.pedidos).toEqual(all.slice(0, limit));
      expect(page.anteriores).toEqual(tallyOrders(all.slice(limit)));
    }
    // The tally's figures are not all zero: the comparison above means something.
    expect(tallyOrders(all.slice(1))).toMatchObject({ pedidos: 6, entregados: 1, cancelados: 1 });
    expect(tallyOrders(all.slice(1)).totalGastado).toBeGreaterThan(0);
  });

  it('answers an empty page for a resident without orders, and only the caller’s orders', async () => {
    const ana = await customer(t);
    const beto = await customer(t);
    const product = await createProduct(t.database.db, { precio: 9_000 });
    await placeOrder(t, beto, cashBody([{ product, cantidad: 1 }]));
    expect((await read(ana.authorization, '?limite=20')).json()).toEqual({
      pedidos: [],
      anteriores: EMPTY_TALLY,
    });
  });

  it('refuses a limit that is not a whole number from 1 to 1000, in Spanish', async () => {
    const ana = await customer(t);
    for (const bad of ['0', '1001', 'abc', '2.5', '-3']) {
      const res = await read(ana.authorization, `?limite=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(
        'El límite del historial debe ser un número entero entre 1 y 1000',
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/orders?limite=20' })).statusCode).toBe(401);
  });
});
