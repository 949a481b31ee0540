import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAudit, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, type Product } from '../../test/factories';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  type Customer,
} from '../orders/orders.fixtures';
import { createPaymentCall, getAs, postEvent, scriptedProvider, type ScriptedProvider } from './payments.fixtures';

const nequi = (product: Product) => ({
  metodoPago: 'NEQUI',
  telefono: '3991111111',
  cedula: '1000000002',
  productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 1 }],
  monto: product.precio,
});

describe('refunds of cancelled paid orders (issue 22)', () => {
  let t: TestApp;
  let gateway: ScriptedProvider;
  let admin: Customer;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({ paymentProvider: gateway, gatewayCheckMs: 60_000 });
    admin = await administrator(t);
  });
  afterAll(() => t.close());

  async function paidNequiOrder(who: Customer): Promise<number> {
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 5 });
    const created = (await createPaymentCall(t, who, nequi(product))).json();
    gateway.decide(created.transactionId, 'APPROVED');
    await postEvent(t, gateway.eventFor(created.transactionId));
    const [row] = await t.database.db
      .select({ order_id: payments.order_id })
      .from(payments)
      .where(eq(payments.reference, created.referencia));
    return row!.order_id!;
  }
  const cancelOwn = (who: Customer, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pedidos/${id}/cancelar`,
      headers: { authorization: who.authorization },
    });
  const markDone = (id: number, payload: object, who: Customer = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/pedidos/${id}/reembolso`,
      headers: { authorization: who.authorization },
      payload,
    });

  it('tells the resident cancelling a paid order that the refund is pending, and only what came back', async () => {
    const who = await customer(t);
    const id = await paidNequiOrder(who);
    const res = await cancelOwn(who, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pedido.reembolso).toEqual({ estado: 'pendiente', monto: 25_000, fecha: null, referencia: null });
    expect(body.devuelto).toEqual({ stock: true, codigo: null, puntos: 0, pago: 'refund_due' });
    expect(body.message).toBe(
      'Pedido cancelado. Los productos vuelven a la tienda. Reembolso pendiente: te devolveremos $\u00a025.000 a tu Nequi en 3 a 5 días hábiles.',
    );
    const listed = (await getAs(t, who, '/orders')).json() as Array<{ id: number; reembolso: unknown }>;
    expect(listed.find((o) => o.id === id)?.reembolso).toMatchObject({ estado: 'pendiente' });
  });

  it('says nothing about money, codes or points when a cash order is cancelled', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 10_000, stock: 5 });
    const placed = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    const res = await cancelOwn(who, placed.json().pedidoId);
    expect(res.json().message).toBe('Pedido cancelado. Los productos vuelven a la tienda.');
    expect(res.json().pedido.reembolso).toBeNull();
  });

  it('lets the administrator mark the refund done with its date and reference, audited', async () => {
    const who = await customer(t);
    const id = await paidNequiOrder(who);
    await cancelOwn(who, id);
    const res = await markDone(id, { fecha: '2026-11-21', referencia: ' NEQ-778899 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().pedido).toMatchObject({
      reembolso_pendiente: false,
      reembolso: { estado: 'realizado', monto: 25_000, fecha: '2026-11-21', referencia: 'NEQ-778899' },
    });
    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'order.refund'), eq(adminAudit.entity_id, String(id))));
    expect(audit).toMatchObject({
      admin_id: admin.userId,
      before: { reembolso_estado: 'pendiente' },
      after: { reembolso_estado: 'realizado', reembolso_fecha: '2026-11-21', reembolso_referencia: 'NEQ-778899' },
    });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.order_id, id));
    expect(payment?.refund_due).toBe(false);
    const listed = (await getAs(t, who, '/orders')).json() as Array<{ id: number; reembolso: unknown }>;
    expect(listed.find((o) => o.id === id)?.reembolso).toMatchObject({ estado: 'realizado', referencia: 'NEQ-778899' });

    const again = await markDone(id, { fecha: '2026-11-21', referencia: 'OTRA' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'REFUND_NOT_PENDING', error: 'Este pedido no tiene un reembolso pendiente.' });
  });

  it('refuses a refund for an order without one, a bad date or no reference', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 10_000, stock: 5 });
    const cash = (await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]))).json().pedidoId;
    await cancelOwn(who, cash);
    expect((await markDone(cash, { fecha: '2026-11-21', referencia: 'X1' })).json().code).toBe('REFUND_NOT_PENDING');

    const id = await paidNequiOrder(who);
    await cancelOwn(who, id);
    const missing = await markDone(id, { fecha: '2026-11-21', referencia: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      referencia: 'Escribe la referencia del reembolso (la de la pasarela o la transferencia).',
    });
    const future = await markDone(id, { fecha: '2026-11-22', referencia: 'X1' });
    expect(future.statusCode).toBe(422);
    expect(future.json().error).toBe('La fecha del reembolso no puede ser posterior a hoy.');
    expect((await markDone(id, { fecha: '2026-02-30', referencia: 'X1' })).statusCode).toBe(400);
    expect((await markDone(id, { fecha: '2026-11-21', referencia: 'X1' }, who)).statusCode).toBe(403);
    expect((await markDone(999_999, { fecha: '2026-11-21', referencia: 'X1' })).statusCode).toBe(404);
  });

  it('answers in the chat where the money of a cancelled paid order is', async () => {
    const who = await customer(t);
    const id = await paidNequiOrder(who);
    await cancelOwn(who, id);
    const code = `SUP-${String(id).padStart(3, '0')}`;
    const ask = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/chat',
          payload: { mensaje: `y el ${code}?` },
          headers: { authorization: who.authorization },
        })
      ).json().respuesta as string;
    expect(await ask()).toContain(
      'fue cancelado. Reembolso pendiente: te devolveremos $\u00a025.000 a tu Nequi en 3 a 5 días hábiles.',
    );
    await markDone(id, { fecha: '2026-11-21', referencia: 'NEQ-4455' });
    let answer = '';
    // The assistant keeps a snapshot of the caller, refreshed by the order's published event.
    for (let tries = 0; tries < 40 && !answer.includes('realizado'); tries++) {
      answer = await ask();
      if (!answer.includes('realizado')) await new Promise((wait) => setTimeout(wait, 50));
    }
    expect(answer).toContain(
      'Reembolso realizado: te devolvimos $\u00a025.000 a tu Nequi el 21 de noviembre de 2026 (referencia NEQ-4455).',
    );
  });
});
