import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { ORDER_EVENTS_CHANNEL } from './order-events';
import { cashBody, customer, placeOrder, stockOf, type Customer } from './orders.fixtures';

/**
 * The stock is taken last, by the schema's stock >= 0 check, and on PostgreSQL in the same
 * message as the COMMIT (issue 16): a shortfall on any line still refuses the whole order with
 * the product's own message, and orders sharing products never deadlock.
 */
describe.each(databaseTargets())('cash orders take their stock last on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      database: await target.open(),
      config: { limits: { registerPerIpHour: 1_000, loginFailuresPerIp15Min: 1_000 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const ordersOf = async (who: Customer) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.user_id, who.userId));
    return row!.n;
  };

  it('refuses a cart whose second line is short, naming that product, and keeps nothing', async () => {
    const plenty = await createProduct(t.database.db, { nombre: 'Arroz', precio: 4_000, stock: 10 });
    const scarce = await createProduct(t.database.db, { nombre: 'Café', precio: 9_000, stock: 1 });
    const who = await customer(t);
    const [events] = await t.database.db.select({ n: count() }).from(orderEvents);
    const answer = await placeOrder(
      t,
      who,
      cashBody([
        { product: plenty, cantidad: 2 },
        { product: scarce, cantidad: 3 },
      ]),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: 'Solo queda 1 unidad de Café',
    });
    expect(await stockOf(t.database.db, plenty.id)).toBe(10);
    expect(await stockOf(t.database.db, scarce.id)).toBe(1);
    expect(await ordersOf(who)).toBe(0);
    const [after] = await t.database.db.select({ n: count() }).from(orderEvents);
    expect(after!.n).toBe(events!.n);
  });

  it('20 orders sharing two products, listed in both orders: 5 win, no deadlock', async () => {
    const a = await createProduct(t.database.db, { precio: 3_000, stock: 5 });
    const b = await createProduct(t.database.db, { precio: 3_000, stock: 5 });
    const buyers: Customer[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await customer(t));
    const answers = await Promise.all(
      buyers.map((who, i) => {
        const lines = [
          { product: a, cantidad: 1 },
          { product: b, cantidad: 1 },
        ];
        return placeOrder(t, who, cashBody(i % 2 === 0 ? lines : lines.reverse()));
      }),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    expect(await stockOf(t.database.db, a.id)).toBe(0);
    expect(await stockOf(t.database.db, b.id)).toBe(0);
  });

  it('publishes a created order once, after its commit', async () => {
    const product = await createProduct(t.database.db, { precio: 8_000, stock: 5 });
    const who = await customer(t, { torre: 4 });
    const seen: Array<{ id: number; evento: string; pedido_id: number; torre: number }> = [];
    const stop = await t.database.listen(ORDER_EVENTS_CHANNEL, (payload) =>
      seen.push(JSON.parse(payload)),
    );
    try {
      const answer = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
      expect(answer.statusCode).toBe(201);
      const id = answer.json().pedidoId as number;
      await expect.poll(() => seen.filter((e) => e.pedido_id === id).length).toBe(1);
      const [event] = seen.filter((e) => e.pedido_id === id);
      expect(event).toMatchObject({ evento: 'creado', torre: 4 });
      const [row] = await t.database.db
        .select({ id: orderEvents.id })
        .from(orderEvents)
        .where(eq(orderEvents.order_id, id));
      expect(Number(row!.id)).toBe(event!.id);
    } finally {
      await stop();
    }
  });
});
