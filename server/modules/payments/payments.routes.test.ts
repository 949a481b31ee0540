import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, payments, redemptions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, type Product } from '../../test/factories';
import { administrator, customer, promoRow, setState, stockOf } from '../orders/orders.fixtures';
import { balanceOf, givePoints } from '../points/points.test-helpers';
import { insertCode } from '../promo-codes/promo-codes.fixtures';
import {
  createPaymentCall,
  getAs,
  postEvent,
  scriptedProvider,
  type ScriptedProvider,
} from './payments.fixtures';
import { promiseMs } from '../../../testkit/budgets';

const card = (product: Product, cantidad: number, extra: Record<string, unknown> = {}) => ({
  metodoPago: 'CARD',
  payment_source_id: 'tok_test_4242',
  installments: 1,
  productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad }],
  monto: product.precio * cantidad,
  ...extra,
});

async function paymentRow(t: TestApp, reference: string) {
  const [row] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.reference, reference));
  return row!;
}

describe('digital payments', () => {
  let t: TestApp;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({ paymentProvider: gateway, longWaitMs: 3_000, gatewayCheckMs: 60_000 });
  });
  afterAll(() => t.close());

  it('reserves stock and the code, and answers the gateway transaction', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 4 });
    const code = await insertCode(t.database.db, { descuento_porcentaje: 10 });
    const res = await createPaymentCall(
      t,
      who,
      card(product, 1, { codigo_promocional: code.codigo, monto: 22_500 }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'PENDING', monto: 22_500 });
    expect(gateway.transactions.get(body.transactionId)).toMatchObject({
      amount_in_cents: 2_250_000,
      reference: body.referencia,
    });
    expect(body.referencia).toMatch(/^SC-PAY-\d+-[0-9A-Z]{8}$/);
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    const row = await paymentRow(t, body.referencia);
    expect(row).toMatchObject({
      status: 'PENDING',
      amount: 22_500,
      stock_reserved: true,
      method: 'CARD',
      promo_code: code.codigo,
    });
    expect(await promoRow(t.database.db, code.codigo)).toMatchObject({
      usado: true,
      usado_en_pago: row.id,
      usado_en: null,
    });
  });

  it('refuses bad payments with clear messages and holds nothing', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 19_999, stock: 5 });
    expect((await createPaymentCall(t, undefined, card(product, 1))).statusCode).toBe(401);
    const under = await createPaymentCall(t, who, card(product, 1));
    expect(under.statusCode).toBe(422);
    expect(under.json().error).toBe('El pedido mínimo para pago digital es de $\u00a020.000');
    const tampered = await createPaymentCall(t, who, card(product, 2, { monto: 100 }));
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json()).toMatchObject({ code: 'PRICES_CHANGED', precios: { total: 39_998 } });
    const noAcceptance = await createPaymentCall(t, who, {
      ...card(product, 2),
      accept_personal_auth: '',
    });
    expect(noAcceptance.statusCode).toBe(400);
    expect(noAcceptance.json().error).toBe(
      'Debes aceptar los términos y la autorización de tratamiento de datos para pagar',
    );
    gateway.failNextCreate = true;
    const down = await createPaymentCall(t, who, card(product, 2));
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe('Error creando pago');
    expect(await stockOf(t.database.db, product.id)).toBe(5);
  });

  it('turns an approval into exactly one order whichever path sees it, and a replayed event changes nothing', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 30_000, stock: 6 });
    const created = (await createPaymentCall(t, who, card(product, 2))).json();
    gateway.decide(created.transactionId, 'APPROVED');
    const event = gateway.eventFor(created.transactionId);
    const [hook, wait, check, again] = await Promise.all([
      postEvent(t, event),
      getAs(t, who, `/api/esperar-confirmacion/${created.transactionId}`),
      getAs(t, who, `/api/consultar-pago/${created.transactionId}`),
      postEvent(t, event),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect([hook.json().duplicate, again.json().duplicate].sort()).toEqual([false, true]);
    const mine = await t.database.db.select().from(orders).where(eq(orders.user_id, who.userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      metodo_pago: 'CARD',
      estado_pago: 'APPROVED',
      total: 60_000,
      payment_reference: created.referencia,
      transaccion_id: created.transactionId,
    });
    expect(wait.json()).toEqual({
      success: true,
      status: 'APPROVED',
      pedidoId: mine[0]!.id,
      message: 'Pago aprobado. Estamos preparando tu pedido.',
    });
    expect(check.json()).toMatchObject({ found: true, status: 'APPROVED', pedidoId: mine[0]!.id });
    // The reservation became the order's stock: taken once.
    expect(await stockOf(t.database.db, product.id)).toBe(4);
    expect(await paymentRow(t, created.referencia)).toMatchObject({
      status: 'APPROVED',
      order_id: mine[0]!.id,
      stock_reserved: false,
    });
  });

  it('refuses forged, reordered and stale events', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 20_000 });
    const created = (await createPaymentCall(t, who, card(product, 1))).json();
    gateway.decide(created.transactionId, 'APPROVED');
    const event = gateway.eventFor(created.transactionId) as {
      data: { transaction: Record<string, unknown> };
      signature: { properties: string[]; checksum: string };
    };
    const forged = structuredClone(event);
    forged.data.transaction.amount_in_cents = 100;
    expect((await postEvent(t, forged)).statusCode).toBe(401);
    const reordered = structuredClone(event);
    reordered.signature.properties = [...reordered.signature.properties].reverse();
    expect((await postEvent(t, reordered)).statusCode).toBe(401);
    expect((await postEvent(t, { hello: 'world' })).statusCode).toBe(400);
    expect(await paymentRow(t, created.referencia)).toMatchObject({
      status: 'PENDING',
      order_id: null,
    });
  });

  it('a decline gives back the stock, the code and the canje, and the long wait says so', async () => {
    const who = await customer(t);
    await givePoints(t.database.db, who.userId, 100);
    const canje = (
      await t.app.inject({
        method: 'POST',
        url: '/api/puntos/canjear',
        payload: { puntos_a_canjear: 50 },
        headers: { authorization: who.authorization },
      })
    ).json().canje.codigo as string;
    const code = await insertCode(t.database.db, { descuento_porcentaje: 10 });
    const product = await createProduct(t.database.db, { precio: 40_000, stock: 2 });
    const created = (
      await createPaymentCall(
        t,
        who,
        card(product, 1, { codigo_promocional: code.codigo, codigo_canje: canje, monto: 35_500 }),
      )
    ).json();
    expect(created.monto).toBe(35_500);
    const [held] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.codigo, canje));
    expect(held).toMatchObject({ estado: 'usado', order_id: null });

    gateway.decide(created.transactionId, 'DECLINED');
    expect((await postEvent(t, gateway.eventFor(created.transactionId))).statusCode).toBe(200);
    expect(
      (await getAs(t, who, `/api/esperar-confirmacion/${created.transactionId}`)).json(),
    ).toEqual({ success: false, status: 'DECLINED', message: 'El pago fue rechazado' });
    expect(await stockOf(t.database.db, product.id)).toBe(2);
    expect(await promoRow(t.database.db, code.codigo)).toMatchObject({
      usado: false,
      usado_en_pago: null,
    });
    const [back] = await t.database.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.codigo, canje));
    expect(back).toMatchObject({ estado: 'activo', order_id: null });
    expect((await balanceOf(t.database.db, who.userId)).disponibles).toBe(50);
  });

  it('wakes a waiting customer as soon as the approval is published', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 21_000 });
    const created = (await createPaymentCall(t, who, card(product, 1))).json();
    const started = Date.now();
    const waiting = getAs(t, who, `/api/esperar-confirmacion/${created.transactionId}`);
    await new Promise((r) => setTimeout(r, 200));
    gateway.decide(created.transactionId, 'APPROVED');
    await postEvent(t, gateway.eventFor(created.transactionId));
    const answer = await waiting;
    expect(answer.json().status).toBe('APPROVED');
    // Woken by NOTIFY, not by the 60 s gateway check nor the 3 s deadline (so never past it).
    expect(Date.now() - started).toBeLessThan(Math.min(promiseMs(2_000), 2_900));
  });

  it('answers TIMEOUT after the long wait, and only the paying customer may read a transaction', async () => {
    const who = await customer(t);
    const other = await customer(t);
    const product = await createProduct(t.database.db, { precio: 22_000 });
    const created = (await createPaymentCall(t, who, card(product, 1))).json();
    expect(
      (await getAs(t, who, `/api/esperar-confirmacion/${created.transactionId}`)).json(),
    ).toMatchObject({ success: false, status: 'TIMEOUT' });
    const foreign = await getAs(t, other, `/api/consultar-pago/${created.transactionId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: 'No encontramos esa transacción', found: false });
  });

  it('honours Idempotency-Key: one payment, one reservation', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 20_000, stock: 3 });
    const body = card(product, 1);
    const [a, b] = await Promise.all([
      createPaymentCall(t, who, body, 'pay-1'),
      createPaymentCall(t, who, body, 'pay-1'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().transactionId).toBe(b.json().transactionId);
    expect(await stockOf(t.database.db, product.id)).toBe(2);
  });

  it('cancelling a paid order voids a card and marks a wallet refund due; points come on delivery', async () => {
    const admin = await administrator(t);
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 50_000, stock: 10 });
    const paid = async (body: object) => {
      const created = (await createPaymentCall(t, who, body)).json();
      gateway.decide(created.transactionId, 'APPROVED');
      await postEvent(t, gateway.eventFor(created.transactionId));
      return (await paymentRow(t, created.referencia)).order_id!;
    };
    const cardOrder = await paid(card(product, 1));
    const nequiOrder = await paid({
      ...card(product, 1),
      metodoPago: 'NEQUI',
      telefono: '3991111111',
      cedula: '1000000002',
      payment_source_id: undefined,
    });
    const deliveredOrder = await paid(card(product, 1));

    const cancelCard = await setState(t, admin, cardOrder, 'cancelado');
    expect(cancelCard.json().devuelto).toMatchObject({ stock: true, pago: 'voided' });
    const cancelNequi = await setState(t, admin, nequiOrder, 'cancelado');
    expect(cancelNequi.json().devuelto.pago).toBe('refund_due');
    expect(cancelNequi.json().pedido.reembolso_pendiente).toBe(true);
    expect(await stockOf(t.database.db, product.id)).toBe(9);

    const delivered = await setState(t, admin, deliveredOrder, 'entregado');
    expect(delivered.json().puntos_acreditados).toBe(50);
    expect((await balanceOf(t.database.db, who.userId)).disponibles).toBe(50);
  });

  it('lists PSE banks and hands out the acceptance documents', async () => {
    const who = await customer(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/pse/bancos' })).json().bancos[0],
    ).toEqual({ codigo: '1', nombre: 'Banco que aprueba' });
    expect((await getAs(t, who, '/api/pagos/configuracion')).json()).toMatchObject({
      proveedor: 'sandbox',
      ambiente: 'test',
      tokenizacion: null,
      aceptacion: {
        terminos: { acceptance_token: 'acc-terms' },
        datos_personales: { acceptance_token: 'acc-data' },
      },
    });
  });
});
