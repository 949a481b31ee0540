import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NEXT_CURSOR_HEADER } from '../../../domain/admin-views';
import type { AdminOrderView } from '../../../domain/order-views';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { insertOrder, minutesAfter } from './admin-board.fixtures';

// Monday 2026-12-07 23:10 in Bogotá: 35 orders wait for tomorrow's slots, 2 are due now.
const NOW = new Date('2026-12-08T04:10:00Z');
const SIX = Date.parse('2026-12-08T11:00:00Z');

describe('the board lists the scheduled orders waiting for their slot apart (issue 45)', () => {
  let t: TestApp;
  let admin: Customer;
  const due: number[] = [];
  // id, slot start, creation: the order "programado" must list them in.
  const waiting: { id: number; inicio: number; created: number }[] = [];
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });
  const schedule = (id: number, inicio: number, movedAt: Date | null) =>
    t.database.db
      .update(orders)
      .set({
        entrega_programada_inicio: new Date(inicio),
        entrega_programada_fin: new Date(inicio + 30 * 60_000),
        programado_activado_at: movedAt,
      })
      .where(eq(orders.id, id));

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    admin = await administrator(t);
    const who = await customer(t);
    // The waiting ones are the oldest: oldest first, they alone would fill pendiente's first page.
    for (let i = 0; i < 35; i++) {
      const createdAt = minutesAfter(NOW, -200 + i);
      const id = await insertOrder(t.database.db, { userId: who.userId, torre: 1 + (i % 5), createdAt });
      // Slots out of creation order, several orders per slot.
      const inicio = SIX + ((34 - i) % 7) * 30 * 60_000;
      await schedule(id, inicio, null);
      waiting.push({ id, inicio, created: createdAt.getTime() });
    }
    due.push(await insertOrder(t.database.db, { userId: who.userId, createdAt: minutesAfter(NOW, -10) }));
    const moved = await insertOrder(t.database.db, { userId: who.userId, createdAt: minutesAfter(NOW, -8) });
    await schedule(moved, Date.parse('2026-12-08T04:20:00Z'), minutesAfter(NOW, -1));
    due.push(moved);
  });
  afterAll(() => t.close());

  it('leaves them out of pendiente: its first page holds the due orders', async () => {
    const res = await get('/api/admin/pedidos?estado=pendiente&limite=30');
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminOrderView[]).map((o) => o.id)).toEqual(due);
    expect(res.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('lists exactly them under programado, by slot start then creation, paged', async () => {
    const expected = [...waiting]
      .sort((a, b) => a.inicio - b.inicio || a.created - b.created || a.id - b.id)
      .map((o) => o.id);
    const first = await get('/api/admin/pedidos?estado=programado&limite=30');
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as AdminOrderView[];
    expect(page1.map((o) => o.id)).toEqual(expected.slice(0, 30));
    expect(page1.every((o) => o.entrega_programada && !o.programado_activo)).toBe(true);
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    expect(typeof cursor).toBe('string');
    const second = await get(
      `/api/admin/pedidos?estado=programado&limite=30&cursor=${encodeURIComponent(String(cursor))}`,
    );
    expect((second.json() as AdminOrderView[]).map((o) => o.id)).toEqual(expected.slice(30));
    expect(second.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('filters programado by tower, and counts per tower under it', async () => {
    const res = await get('/api/admin/pedidos?estado=programado&torre=2');
    const ids = (res.json() as AdminOrderView[]).map((o) => o.id);
    expect(ids).toHaveLength(7);
    const counts = (await get('/api/admin/pedidos/conteos?estado=programado')).json() as {
      estados: { programado: number; pendiente: number };
      torres: Record<string, number>;
    };
    expect(counts.estados).toMatchObject({ programado: 35, pendiente: 2 });
    expect(counts.torres).toEqual({ '1': 7, '2': 7, '3': 7, '4': 7, '5': 7 });
  });

  it('refuses an unknown state with a Spanish message and changes nothing', async () => {
    const res = await get('/api/admin/pedidos?estado=programados');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect((res.json() as { error: string }).error).toMatch(/[a-záéíóú]/i);
  });
});
