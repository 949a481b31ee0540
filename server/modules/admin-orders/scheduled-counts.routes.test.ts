import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOrderCounts, AdminStats } from '../../../domain/admin-views';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { insertOrder, minutesAfter } from './admin-board.fixtures';

// Monday 2026-12-07 23:10 in Bogotá: one order waits for tomorrow's 6:00 slot.
const NOW = new Date('2026-12-08T04:10:00Z');

describe('the board counts a scheduled order not yet due apart from pending work (issue 45)', () => {
  let t: TestApp;
  let admin: Customer;
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });
  const schedule = (id: number, inicio: string, movedAt: Date | null) =>
    t.database.db
      .update(orders)
      .set({
        entrega_programada_inicio: new Date(inicio),
        entrega_programada_fin: new Date(Date.parse(inicio) + 30 * 60_000),
        programado_activado_at: movedAt,
      })
      .where(eq(orders.id, id));

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    admin = await administrator(t);
    const who = await customer(t);
    const order = (torre: number) =>
      insertOrder(t.database.db, { userId: who.userId, torre, createdAt: minutesAfter(NOW, -5) });
    await order(1); // for as soon as possible
    await schedule(await order(2), '2026-12-08T11:00:00Z', null); // waits for 6:00
    await schedule(await order(3), '2026-12-08T04:20:00Z', minutesAfter(NOW, -1)); // moved: due
    const cancelled = await order(4);
    await schedule(cancelled, '2026-12-08T11:00:00Z', null);
    await t.database.db.update(orders).set({ estado: 'cancelado' }).where(eq(orders.id, cancelled));
  });
  afterAll(() => t.close());

  it('counts it as programado, not pendiente, per state and per tower', async () => {
    const counts = (await get('/api/admin/pedidos/conteos?estado=pendiente')).json() as AdminOrderCounts;
    expect(counts).toEqual({
      estados: { todos: 4, pendiente: 2, programado: 1, entregado: 0, cancelado: 1 },
      torres: { '1': 1, '2': 0, '3': 1, '4': 0, '5': 0 },
      atrasados: 0,
    });
    const tower2 = (await get('/api/admin/pedidos/conteos?torre=2')).json() as AdminOrderCounts;
    expect(tower2.estados).toEqual({ todos: 1, pendiente: 0, programado: 1, entregado: 0, cancelado: 0 });
  });

  it('leaves it out of the dashboard\'s "Pendientes ahora"', async () => {
    const stats = (await get('/admin/stats')).json() as AdminStats;
    expect(stats.pedidosPendientes).toBe(2);
  });
});
