import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { adminAudit, orderEvents } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { pruneOrderEvents } from '../orders/order-events';
import { createProduct } from '../../test/factories';
import type { AdminStats } from '../../../domain/admin-views';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { administrator, cashBody, customer, placeOrder, setState, type Customer } from '../orders/orders.fixtures';
import { insertOrder, minutesAfter } from './admin-board.fixtures';

// The test clock: Saturday 2026-11-21 10:00 in Bogotá (15:00 UTC). The week began Monday 16th.
const NOW = new Date('2026-11-21T15:00:00Z');

describe('the admin board and dashboard', () => {
  let t: TestApp;
  let admin: Customer;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: admin.authorization } });

  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  it('computes the stats from a known set of orders', async () => {
    const who = await customer(t);
    const today = new Date('2026-11-21T05:00:00Z'); // 00:00 Bogotá
    // Today: delivered on time (10 min), delivered late (30 min), cancelled, late pending, fresh pending.
    await insertOrder(t.database.db, { userId: who.userId, estado: 'entregado', total: 10_000, torre: 1, createdAt: minutesAfter(today, 60), deliveredAt: minutesAfter(today, 70) });
    await insertOrder(t.database.db, { userId: who.userId, estado: 'entregado', total: 20_000, torre: 2, createdAt: minutesAfter(today, 90), deliveredAt: minutesAfter(today, 120) });
    await insertOrder(t.database.db, { userId: who.userId, estado: 'cancelado', total: 99_000, torre: 2, createdAt: minutesAfter(today, 100) });
    await insertOrder(t.database.db, { userId: who.userId, estado: 'pendiente', total: 5_000, torre: 3, createdAt: minutesAfter(NOW, -45) });
    await insertOrder(t.database.db, { userId: who.userId, estado: 'pendiente', total: 7_000, torre: 3, createdAt: minutesAfter(NOW, -5) });
    // Earlier this week (Tuesday) on time; last week (Sunday 15th) on time: outside the week.
    await insertOrder(t.database.db, { userId: who.userId, estado: 'entregado', total: 3_000, torre: 5, createdAt: new Date('2026-11-17T20:00:00Z'), deliveredAt: new Date('2026-11-17T20:15:00Z') });
    await insertOrder(t.database.db, { userId: who.userId, estado: 'entregado', total: 4_000, torre: 5, createdAt: new Date('2026-11-16T04:00:00Z'), deliveredAt: new Date('2026-11-16T04:05:00Z') });
    const low = await createProduct(t.database.db, { stock: 0, nombre: 'Sal' });
    const two = await createProduct(t.database.db, { stock: 2 });
    await createProduct(t.database.db, { stock: 1, activo: false });
    await createProduct(t.database.db, { stock: 30 });

    const answer = await get('/admin/stats');
    expect(answer.statusCode).toBe(200);
    const stats = answer.json() as AdminStats;
    expect(stats).toMatchObject({
      // Sales only (domain/sales.ts): the four delivered cash orders; pending cash is por cobrar.
      totalPedidos: 4,
      ingresosTotales: 10_000 + 20_000 + 3_000 + 4_000,
      porCobrar: { total: 12_000, pedidos: 2 },
      totalUsuarios: 2,
      totalProductos: 3,
      pedidosPendientes: 2,
      hoy: { ventas: 30_000, pedidos: 2, porCobrar: { total: 12_000, pedidos: 2 } },
      atrasados: 1,
      aTiempo: {
        hoy: { entregados: 2, aTiempo: 1, porcentaje: 50 },
        semana: { entregados: 3, aTiempo: 2, porcentaje: 67 },
      },
      porTorre: [
        { torre: 1, ventas: 10_000, pedidos: 1 },
        { torre: 2, ventas: 20_000, pedidos: 1 },
        { torre: 3, ventas: 0, pedidos: 0 },
        { torre: 4, ventas: 0, pedidos: 0 },
        { torre: 5, ventas: 0, pedidos: 0 },
      ],
    });
    expect(stats.stockBajo).toEqual([
      { id: low.id, codigo: low.codigo, nombre: 'Sal', stock: 0 },
      { id: two.id, codigo: two.codigo, nombre: two.nombre, stock: 2 },
    ]);

    const counts = (await get('/api/admin/pedidos/conteos?estado=pendiente')).json();
    expect(counts).toEqual({
      estados: { todos: 7, pendiente: 2, programado: 0, entregado: 4, cancelado: 1 },
      torres: { '1': 0, '2': 0, '3': 2, '4': 0, '5': 0 },
      atrasados: 1,
    });
    const tower2 = (await get('/api/admin/pedidos/conteos?torre=2')).json();
    expect(tower2.estados).toEqual({ todos: 2, pendiente: 0, programado: 0, entregado: 1, cancelado: 1 });
  });

  it('counts late and on time against the promise saved in Ajustes (issue 26)', async () => {
    const settings = structuredClone(DEFAULT_SETTINGS);
    settings.entrega.promesa_minutos = 60;
    await t.app.shopSettings.save(settings, admin.userId, NOW);
    try {
      // The same orders as above: the 45-minute pending one and the 30-minute delivery are in time.
      const stats = (await get('/admin/stats')).json() as AdminStats;
      expect(stats.atrasados).toBe(0);
      expect(stats.aTiempo.hoy).toEqual({ entregados: 2, aTiempo: 2, porcentaje: 100 });
      expect((await get('/api/admin/pedidos/conteos?estado=pendiente')).json().atrasados).toBe(0);
    } finally {
      await t.app.shopSettings.save(DEFAULT_SETTINGS, admin.userId, NOW);
    }
  });

  it('counts per tower the towers saved in Ajustes, keeping a removed tower that has orders (issue 26)', async () => {
    const who = await customer(t);
    await insertOrder(t.database.db, { userId: who.userId, estado: 'entregado', total: 8_000, torre: 7, createdAt: minutesAfter(NOW, -30), deliveredAt: minutesAfter(NOW, -20) });
    const towers = (n: number) => {
      const settings = structuredClone(DEFAULT_SETTINGS);
      settings.tienda.torres = n;
      return t.app.shopSettings.save(settings, admin.userId, NOW);
    };
    try {
      await towers(8);
      const eight = (await get('/admin/stats')).json() as AdminStats;
      expect(eight.porTorre.map((r) => r.torre)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(eight.porTorre[6]).toEqual({ torre: 7, ventas: 8_000, pedidos: 1 });
      const counts = (await get('/api/admin/pedidos/conteos')).json();
      expect(counts.torres).toEqual({ '1': 1, '2': 2, '3': 2, '4': 0, '5': 2, '6': 0, '7': 1, '8': 0 });

      await towers(2);
      const two = (await get('/admin/stats')).json() as AdminStats;
      expect(two.porTorre.map((r) => r.torre)).toEqual([1, 2, 7]);
      expect(Object.keys((await get('/api/admin/pedidos/conteos')).json().torres)).toEqual(['1', '2', '3', '5', '7']);
      const dashboard = (await get('/api/admin/rentabilidad/dashboard?periodo=24h')).json();
      expect(dashboard.porTorre.map((r: { torre: number }) => r.torre)).toEqual([1, 2, 7]);
    } finally {
      await t.app.shopSettings.save(DEFAULT_SETTINGS, admin.userId, NOW);
    }
  });

  it('pages every order exactly once while new orders arrive between pages', async () => {
    const who = await customer(t);
    const base = new Date('2026-11-20T12:00:00Z');
    const existing: number[] = [];
    // Some share a timestamp, so the id breaks ties.
    for (let i = 0; i < 23; i++) {
      existing.push(await insertOrder(t.database.db, { userId: who.userId, torre: 4, createdAt: minutesAfter(base, Math.floor(i / 3)) }));
    }
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await get(`/api/admin/pedidos?torre=4&limite=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(answer.statusCode).toBe(200);
      seen.push(...(answer.json() as { id: number }[]).map((o) => o.id));
      cursor = answer.headers['x-next-cursor'] as string | undefined;
      // A new order arrives between pages (newest of all): it must not shift the pages.
      await insertOrder(t.database.db, { userId: who.userId, torre: 4, createdAt: minutesAfter(NOW, pages) });
      pages++;
    } while (cursor && pages < 20);
    const firstPageTop = seen.slice(0, 5);
    expect(firstPageTop.every((id) => existing.includes(id))).toBe(true);
    expect(seen.length).toBe(new Set(seen).size);
    expect([...seen].sort((a, b) => a - b)).toEqual([...existing].sort((a, b) => a - b));
    expect(pages).toBe(5);
    // Newest first: (created_at desc, id desc).
    expect(seen).toEqual([...existing].reverse());
  });

  it('serves pending orders oldest first, page after page (issue 24: the longest wait leads)', async () => {
    const who = await customer(t);
    const base = new Date('2026-11-21T12:00:00Z');
    const pending: number[] = [];
    for (let i = 0; i < 7; i++) {
      pending.push(await insertOrder(t.database.db, { userId: who.userId, torre: 3, createdAt: minutesAfter(base, Math.floor(i / 2)) }));
    }
    await insertOrder(t.database.db, { userId: who.userId, estado: 'entregado', torre: 3, createdAt: minutesAfter(base, -5) });
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const answer = await get(`/api/admin/pedidos?estado=pendiente&torre=3&limite=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...(answer.json() as { id: number }[]).map((o) => o.id));
      cursor = answer.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen.length).toBe(new Set(seen).size);
    // Older than every other pending order of the tower: they lead, oldest first (id breaks ties).
    expect(seen.slice(0, pending.length)).toEqual(pending);
  });

  it('refuses a forged cursor and a limit over 100 with 400, and shows one order by id', async () => {
    expect((await get('/api/admin/pedidos?cursor=abc')).json().code).toBe('CURSOR_INVALID');
    expect((await get('/api/admin/pedidos?limite=101')).statusCode).toBe(400);
    const who = await customer(t);
    const id = await insertOrder(t.database.db, { userId: who.userId, createdAt: NOW });
    const one = await get(`/api/admin/pedidos/${id}`);
    expect(one.json()).toMatchObject({ id, codigo: expect.stringMatching(/^SUP-/), usuario: { id: who.userId } });
    expect((await get('/api/admin/pedidos/999999')).json().code).toBe('ORDER_NOT_FOUND');
  });

  it('audits an order state change and records its events, pruning those older than 7 days', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 3 });
    const id = (await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]))).json().pedidoId as number;
    expect((await setState(t, admin, id, 'cancelado')).statusCode).toBe(200);
    const audit = await t.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'order.state'));
    expect(audit.map((a) => [a.admin_id, a.entity, a.entity_id, a.before, a.after])).toEqual([
      [admin.userId, 'order', String(id), { estado: 'pendiente' }, { estado: 'cancelado' }],
    ]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.order_id, id)).orderBy(asc(orderEvents.id));
    expect(events.map((e) => e.kind)).toEqual(['creado', 'estado']);
    await t.database.db.update(orderEvents).set({ created_at: sql`now() - interval '8 days'` }).where(eq(orderEvents.id, events[0]!.id));
    await pruneOrderEvents(t.database);
    const left = await t.database.db.select({ id: orderEvents.id }).from(orderEvents).where(eq(orderEvents.order_id, id));
    expect(left.map((e) => e.id)).toEqual([events[1]!.id]);
  });
});
