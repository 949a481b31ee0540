import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { adminAudit } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { connectSse } from '../../test/sse-client';
import {
  administrator,
  cashBody,
  customer,
  ordersOf,
  placeOrder,
  setState,
  type Customer,
} from '../orders/orders.fixtures';

const T0 = new Date('2026-11-21T15:00:00Z');

function setStage(t: TestApp, who: Customer, orderId: number, etapa: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/pedidos/${orderId}/etapa`,
    payload: { etapa },
    headers: { authorization: who.authorization },
  });
}

function cancelOwn(t: TestApp, who: Customer, orderId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/pedidos/${orderId}/cancelar`,
    headers: { authorization: who.authorization },
  });
}

/** Issue 41: "En camino" tapped by mistake goes back to "Recibido", audited and live. */
describe.each(databaseTargets())('undoing "En camino" on $name', (target) => {
  let t: TestApp;
  let admin: Customer;
  beforeAll(async () => {
    const database = await target.open();
    t = await buildTestApp({ database, now: T0 });
    admin = await administrator(t);
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  async function order(who: Customer) {
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 10 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(res.statusCode).toBe(201);
    return res.json().pedidoId as number;
  }

  it('moves an order on its way back to recibido, audited; the resident may cancel again', async () => {
    const who = await customer(t);
    const id = await order(who);
    expect((await setStage(t, admin, id, 'en_camino')).statusCode).toBe(200);
    expect((await cancelOwn(t, who, id)).json().code).toBe('ORDER_ON_THE_WAY');

    const back = await setStage(t, admin, id, 'recibido');
    expect(back.statusCode).toBe(200);
    expect(back.json().pedido).toMatchObject({ estado: 'pendiente', etapa: 'recibido' });
    expect(back.json().message).toBe('El pedido volvió a «Recibido»');
    expect((await ordersOf(t.database.db, who.userId))[0]!.etapa).toBe('recibido');
    const audit = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entity_id, String(id)), eq(adminAudit.action, 'order.stage_back')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      admin_id: admin.userId,
      before: { etapa: 'en_camino' },
      after: { etapa: 'recibido' },
    });
    expect((await cancelOwn(t, who, id)).statusCode).toBe(200);
  });

  it('refuses an order that is not on its way, delivered or cancelled, changing nothing', async () => {
    const who = await customer(t);
    const received = await order(who);
    const refused = await setStage(t, admin, received, 'recibido');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_NOT_ON_THE_WAY',
      error: 'Solo un pedido pendiente y en camino puede volver a recibido',
    });
    const delivered = await order(who);
    await setStage(t, admin, delivered, 'en_camino');
    await setState(t, admin, delivered, 'entregado');
    expect((await setStage(t, admin, delivered, 'recibido')).statusCode).toBe(409);
    const rows = await ordersOf(t.database.db, who.userId);
    expect(rows.find((o) => o.id === delivered)).toMatchObject({ estado: 'entregado', etapa: 'en_camino' });
    const bad = await setStage(t, admin, received, 'volando');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Etapa inválida. Usa en_camino o recibido');
  });

  it('reaches the resident’s tracker live: the stream carries the step back', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const who = await customer(t);
    const stream = await connectSse<ResidentOrderEvent>(`${base}/api/eventos`, who.authorization);
    const id = await order(who);
    await setStage(t, admin, id, 'en_camino');
    await setStage(t, admin, id, 'recibido');
    await stream.waitFor((f) => f.filter((x) => x.data.evento === 'etapa').length >= 2);
    expect(stream.frames.map((f) => [f.data.evento, f.data.etapa])).toEqual([
      ['nuevo', 'recibido'],
      ['etapa', 'en_camino'],
      ['etapa', 'recibido'],
    ]);
    stream.close();
  });
});
