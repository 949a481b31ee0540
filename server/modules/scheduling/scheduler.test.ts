import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets, postgresTestDatabaseUrl } from '../../test/db';
import { createProduct } from '../../test/factories';
import { adminOrderView } from '../orders/order-views.service';
import { cashBody, customer, placeOrder } from '../orders/orders.fixtures';
import { bogota } from './scheduling.fixtures';

describe.each(databaseTargets())('the scheduler on $name (issue 45)', (target) => {
  let database: Database;
  let second: Database;
  beforeAll(async () => {
    database = await target.open();
    // Another instance has its own connections to the same database (PostgreSQL); the embedded
    // database belongs to one process, whose apps share it.
    const url = postgresTestDatabaseUrl(database);
    second = url ? await openDatabase({ databaseUrl: url }) : database;
  });
  afterAll(async () => {
    if (second !== database) await second.close();
    await target.release(database);
  });

  const eventsOf = (orderId: number) =>
    database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.order_id, orderId), eq(orderEvents.kind, 'programado')));

  async function placeScheduled(t: TestApp, slot: Date) {
    const product = await createProduct(t.database.db, { precio: 9_000, stock: 5 });
    const who = await customer(t);
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }], { entrega_programada: { inicio: slot.toISOString() } }));
    expect(res.statusCode).toBe(201);
    return res.json().pedido.id as number;
  }

  it('moves an order placed before a restart at its time, once', async () => {
    const slot = bogota('2026-12-08 06:00');
    const before = await buildTestApp({ database, config: { serviceHours: undefined }, now: bogota('2026-12-07 23:10') });
    const id = await placeScheduled(before, slot);
    expect(await before.app.scheduler.runOnce()).toBe(0);
    await before.close();

    const after = await buildTestApp({ database, reset: false, config: { serviceHours: undefined }, now: bogota('2026-12-08 05:39') });
    try {
      expect(await after.app.scheduler.runOnce()).toBe(0);
      expect((await adminOrderView(database.db, id))!.programado_activo).toBe(false);
      after.setNow(bogota('2026-12-08 05:40'));
      expect(await after.app.scheduler.runOnce()).toBe(1);
      expect(await after.app.scheduler.runOnce()).toBe(0);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.programado_activado_at).toEqual(bogota('2026-12-08 05:40'));
      expect(await eventsOf(id)).toHaveLength(1);
      expect((await adminOrderView(database.db, id))!.programado_activo).toBe(true);
    } finally {
      await after.close();
    }
  });

  it('two instances running together move each order exactly once, with one event', async () => {
    const a = await buildTestApp({ database, config: { serviceHours: undefined }, now: bogota('2026-12-07 23:10') });
    const b = await buildTestApp({ database: second, reset: false, config: { serviceHours: undefined }, now: bogota('2026-12-07 23:10') });
    try {
      const ids = [
        await placeScheduled(a, bogota('2026-12-08 06:00')),
        await placeScheduled(b, bogota('2026-12-08 06:00')),
        await placeScheduled(a, bogota('2026-12-08 06:30')),
      ];
      const cancelled = await placeScheduled(b, bogota('2026-12-08 06:00'));
      await database.db.update(orders).set({ estado: 'cancelado' }).where(eq(orders.id, cancelled));
      for (const t of [a, b]) t.setNow(bogota('2026-12-08 05:45'));
      const passes = await Promise.all([...Array(4)].map((_, i) => (i % 2 ? b : a).app.scheduler.runOnce()));
      expect(passes.reduce((x, y) => x + y, 0)).toBe(2);
      for (const id of ids.slice(0, 2)) expect(await eventsOf(id)).toHaveLength(1);
      expect(await eventsOf(ids[2]!)).toHaveLength(0);
      expect(await eventsOf(cancelled)).toHaveLength(0);

      for (const t of [a, b]) t.setNow(bogota('2026-12-08 06:10'));
      const later = await Promise.all([a.app.scheduler.runOnce(), b.app.scheduler.runOnce()]);
      expect(later[0] + later[1]).toBe(1);
      expect(await eventsOf(ids[2]!)).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
