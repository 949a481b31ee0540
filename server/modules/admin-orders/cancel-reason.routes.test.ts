import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { adminAudit, orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { connectSse } from '../../test/sse-client';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { insertOrder } from './admin-board.fixtures';

/**
 * Issue 41: the shop's cancellation carries a reason (a listed one, words for "otro"), kept on
 * the order and in the audit, and the resident reads it in their orders and live.
 */
describe('the shop says why it cancelled', () => {
  let t: TestApp;
  let admin: Customer;
  let base: string;
  const cancel = (orderId: number, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/pedidos/${orderId}/estado`,
      payload: { estado: 'cancelado', ...body },
      headers: { authorization: admin.authorization },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('keeps the reason on the order and the audit, and tells the resident', async () => {
    const ana = await customer(t);
    const orderId = await insertOrder(t.database.db, { userId: ana.userId, createdAt: new Date('2026-11-21T14:50:00Z') });
    const stream = await connectSse<ResidentOrderEvent>(`${base}/api/eventos`, ana.authorization);
    const answer = await cancel(orderId, { motivo_cancelacion: 'sin_stock', detalle_cancelacion: ' Sin leche entera ' });
    expect(answer.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ estado: 'cancelado', cancelacion_motivo: 'sin_stock', cancelacion_detalle: 'Sin leche entera' });
    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity, 'order'), eq(adminAudit.entity_id, String(orderId))));
    expect(audit!.after).toMatchObject({ estado: 'cancelado', motivo: 'sin_stock', detalle: 'Sin leche entera' });

    const mine = (await t.app.inject({ method: 'GET', url: '/orders', headers: { authorization: ana.authorization } })).json();
    const listed = (Array.isArray(mine) ? mine : mine.pedidos).find((o: { id: number }) => o.id === orderId);
    expect(listed.cancelacion).toEqual({
      motivo: 'sin_stock',
      texto: 'Se agotó un producto de tu pedido',
      detalle: 'Sin leche entera',
    });
    await stream.waitFor((f) => f.some((x) => x.data.pedido_id === orderId));
    expect(stream.frames[0]!.data).toMatchObject({
      estado: 'cancelado',
      cancelacion: { motivo: 'sin_stock', detalle: 'Sin leche entera' },
    });
    stream.close();
  });

  it('refuses an unknown reason and "otro" without words, and changes nothing', async () => {
    const ana = await customer(t);
    const orderId = await insertOrder(t.database.db, { userId: ana.userId, createdAt: new Date('2026-11-21T14:50:00Z') });
    const unknown = await cancel(orderId, { motivo_cancelacion: 'porque_si' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'VALIDATION']);
    expect(unknown.json().error).toBe('Elige el motivo de la cancelación: el residente lo verá.');
    const bare = await cancel(orderId, { motivo_cancelacion: 'otro', detalle_cancelacion: '  ' });
    expect([bare.statusCode, bare.json().fields?.detalle_cancelacion]).toEqual([
      400,
      'Escribe el motivo: el residente lo verá.',
    ]);
    const long = await cancel(orderId, { motivo_cancelacion: 'pago', detalle_cancelacion: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ estado: 'pendiente', cancelacion_motivo: null });
  });
});
