import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminOrderEvent } from '../../../domain/admin-views';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { formatClock12h } from '../../../domain/dates';
import { orderCode } from '../../../domain/orders';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { pointsLedger, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { connectSse } from '../../test/sse-client';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { orderWithLines } from './support.fixtures';

/**
 * Issue 40: what the shop does on a case reaches its resident live — on their own event stream
 * (never the board's nor another resident's), marked new until they read it, named in the
 * points ledger — and the report's confirmation says when the answer comes.
 */
describe('support cases reach the resident', () => {
  let t: TestApp;
  let admin: Customer;
  let base: string;
  const as = (who: Customer, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: who.authorization } });

  beforeAll(async () => {
    t = await buildTestApp({ config: { serviceHours: undefined } });
    admin = await administrator(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  async function openCase(who: Customer) {
    const { orderId, lineIds } = await orderWithLines(t.database.db, who.userId);
    const created = await as(who, 'POST', '/api/soporte/casos', {
      pedido_id: orderId,
      motivo: 'vencido',
      descripcion: 'El yogurt llegó vencido',
      lineas: [lineIds[0]],
    });
    expect(created.statusCode).toBe(201);
    return { orderId, created: created.json() as { caso: { id: number; codigo: string }; message: string } };
  }

  it('says when to expect the answer, from the shop’s hours', async () => {
    const ana = await customer(t);
    // 10:00 in Bogotá, open until 23:00 (the default week).
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    const open = await openCase(ana);
    expect(open.created.message).toBe(
      `Recibimos tu reporte (${open.created.caso.codigo}). Te responderemos hoy, antes de las ${formatClock12h('23:00')}`,
    );
    // 23:30 in Bogotá: closed until 06:00.
    t.setNow(new Date('2026-11-22T04:30:00Z'));
    const closed = await openCase(ana);
    expect(closed.created.message).toBe(
      `Recibimos tu reporte (${closed.created.caso.codigo}). La tienda está cerrada: te responderemos cuando abra, mañana a las ${formatClock12h('06:00')}`,
    );
    expect(DEFAULT_SETTINGS.horario.semana[0]!.abre).toBe('06:00');
    t.setNow(new Date('2026-11-21T15:00:00Z'));
  });

  it('pushes each answer, credit, refund and closing to the resident’s stream only', async () => {
    const ana = await customer(t);
    const beto = await customer(t);
    const { orderId, created } = await openCase(ana);
    const caseId = created.caso.id;
    const mine = await connectSse<ResidentOrderEvent>(`${base}/api/eventos`, ana.authorization);
    const other = await connectSse<ResidentOrderEvent>(`${base}/api/eventos`, beto.authorization);
    const board = await connectSse<AdminOrderEvent>(`${base}/api/admin/eventos`, admin.authorization);

    await as(admin, 'POST', `/api/admin/soporte/${caseId}/responder`, { texto: 'Lo sentimos.' });
    await as(admin, 'POST', `/api/admin/soporte/${caseId}/puntos`, { puntos: 150, motivo: 'Yogurt vencido' });
    await as(admin, 'POST', `/api/admin/soporte/${caseId}/reembolso`, { monto: 8_000, referencia: 'TRF-1' });
    await as(admin, 'POST', `/api/admin/soporte/${caseId}/cerrar`);
    await mine.waitFor((f) => f.some((x) => x.data.caso?.cambio === 'cerrado'));
    expect(mine.frames.map((f) => [f.data.evento, f.data.pedido_id, f.data.caso])).toEqual([
      ['caso', orderId, { caso_id: caseId, cambio: 'respuesta' }],
      ['caso', orderId, { caso_id: caseId, cambio: 'puntos', puntos: 150 }],
      ['caso', orderId, { caso_id: caseId, cambio: 'reembolso', monto: 8_000 }],
      ['caso', orderId, { caso_id: caseId, cambio: 'cerrado' }],
    ]);
    expect(mine.frames[0]!.data.codigo).toBe(orderCode(orderId));
    // A new order afterwards reaches the board: it heard nothing of the case before it.
    const { orderId: later } = await orderWithLines(t.database.db, beto.userId, 'pendiente');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pedidos/${later}/estado`,
      payload: { estado: 'entregado' },
      headers: { authorization: admin.authorization },
    });
    await board.waitFor((f) => f.some((x) => x.data.pedido_id === later));
    expect(board.frames.map((f) => f.data.pedido_id)).toEqual([later]);
    await other.waitFor((f) => f.some((x) => x.data.pedido_id === later));
    expect(other.frames.every((f) => f.data.evento !== 'caso')).toBe(true);
    // A reconnect replays what it missed, the case's changes included.
    const replay = await connectSse<ResidentOrderEvent>(`${base}/api/eventos`, ana.authorization, mine.frames[1]!.id);
    await replay.waitFor((f) => f.some((x) => x.data.caso?.cambio === 'cerrado'));
    expect(replay.frames.map((f) => f.data.caso?.cambio)).toEqual(['reembolso', 'cerrado']);
    for (const s of [mine, other, board, replay]) s.close();
  });

  it('marks the case new until its resident reads it', async () => {
    const ana = await customer(t);
    const beto = await customer(t);
    const { created } = await openCase(ana);
    const caseId = created.caso.id;
    const news = async () =>
      (await as(ana, 'GET', '/api/soporte/casos')).json().map((c: { novedad: boolean }) => c.novedad);
    expect(await news()).toEqual([false]);
    await as(admin, 'POST', `/api/admin/soporte/${caseId}/responder`, { texto: 'Lo revisamos.' });
    expect(await news()).toEqual([true]);
    expect((await as(beto, 'POST', `/api/soporte/casos/${caseId}/visto`)).statusCode).toBe(404);
    expect(await news()).toEqual([true]);
    expect((await as(ana, 'POST', `/api/soporte/casos/${caseId}/visto`)).statusCode).toBe(204);
    expect(await news()).toEqual([false]);
    await as(admin, 'POST', `/api/admin/soporte/${caseId}/cerrar`);
    expect(await news()).toEqual([true]);
  });

  it('names the credit in the ledger and keeps it out of the lifetime points', async () => {
    const ana = await customer(t);
    const { orderId, created } = await openCase(ana);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, ana.userId));
    await as(admin, 'POST', `/api/admin/soporte/${created.caso.id}/puntos`, { puntos: 189, motivo: 'Yogurt vencido' });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, ana.userId));
    expect(after!.puntos_disponibles - before!.puntos_disponibles).toBe(189);
    expect(after!.puntos_totales).toBe(before!.puntos_totales);
    const [row] = await t.database.db.select().from(pointsLedger).where(eq(pointsLedger.user_id, ana.userId));
    expect(row).toMatchObject({ kind: 'soporte', puntos: 189, order_id: orderId });
    const summary = (await as(ana, 'GET', '/api/puntos/usuario')).json();
    expect(summary.movimientos[0]).toMatchObject({
      etiqueta: `Compensación por tu caso del pedido ${orderCode(orderId)}`,
      puntos: 189,
      pedido: null,
      nota: `${created.caso.codigo}: Yogurt vencido`,
    });
  });
});
