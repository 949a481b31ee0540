import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, type Product } from '../../test/factories';
import {
  cashBody,
  customer,
  ordersOf,
  placeOrder,
  promoRow,
  stockOf,
  type Customer,
} from '../orders/orders.fixtures';
import { insertCode } from '../promo-codes/promo-codes.fixtures';
import {
  createPaymentCall,
  getAs,
  postEvent,
  scriptedProvider,
  type ScriptedProvider,
} from './payments.fixtures';

// Issue 40: an abandoned DaviPlata/PSE attempt no longer locks the resident out for 15 minutes.

const START = new Date('2026-11-21T15:00:00Z');

const daviplata = (product: Product, cantidad: number, extra: Record<string, unknown> = {}) => ({
  metodoPago: 'DAVIPLATA',
  telefono: '3001234567',
  cedula: '1000000002',
  productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad }],
  monto: product.precio * cantidad,
  ...extra,
});

interface Created {
  transactionId: string;
  referencia: string;
}

describe('POST /api/pagos/:referencia/cancelar', () => {
  let t: TestApp;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({ paymentProvider: gateway, now: START, gatewayCheckMs: 60_000 });
  });
  afterAll(() => t.close());

  const cancel = (who: Customer, referencia: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/pagos/${referencia}/cancelar`,
      headers: { authorization: who.authorization },
    });
  const row = async (referencia: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.reference, referencia)))[0]!;

  async function pendingDaviplata(stock = 5) {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock });
    const code = await insertCode(t.database.db, { descuento_porcentaje: 10 });
    const res = await createPaymentCall(
      t,
      who,
      daviplata(product, 2, { codigo_promocional: code.codigo, monto: 45_000 }),
    );
    expect(res.statusCode).toBe(201);
    return { who, product, code, payment: res.json<Created>() };
  }

  it('ends the attempt, frees its stock and code, and lets the resident pay again at once', async () => {
    const { who, product, code, payment } = await pendingDaviplata();
    expect(await stockOf(t.database.db, product.id)).toBe(3);

    const res = await cancel(who, payment.referencia);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelado: true, referencia: payment.referencia });
    expect(await row(payment.referencia)).toMatchObject({
      status: 'ABANDONED',
      stock_reserved: false,
      refund_due: false,
    });
    expect(await stockOf(t.database.db, product.id)).toBe(5);
    expect((await promoRow(t.database.db, code.codigo)).usado).toBe(false);

    const inProgress = await getAs(t, who, '/api/pagos/en-curso');
    expect(inProgress.json<{ pagos: unknown[] }>().pagos).toEqual([]);
    const cash = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(cash.statusCode).toBe(201);
    const again = await createPaymentCall(t, who, daviplata(product, 1));
    expect(again.statusCode).toBe(201);
  });

  it('answers a repeat with the same result and changes nothing more', async () => {
    const { who, product, payment } = await pendingDaviplata();
    expect((await cancel(who, payment.referencia)).statusCode).toBe(200);
    const repeat = await cancel(who, payment.referencia);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ cancelado: true });
    expect(await stockOf(t.database.db, product.id)).toBe(5);
  });

  it("refuses another resident's payment as not found", async () => {
    const { product, payment } = await pendingDaviplata();
    const stranger = await customer(t);
    const res = await cancel(stranger, payment.referencia);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    expect((await row(payment.referencia)).status).toBe('PENDING');
    expect(await stockOf(t.database.db, product.id)).toBe(3);
  });

  it('turns a late approval of a cancelled attempt into a refund, never a second order', async () => {
    const { who, product, code, payment } = await pendingDaviplata();
    expect((await cancel(who, payment.referencia)).statusCode).toBe(200);
    const cash = await placeOrder(t, who, cashBody([{ product, cantidad: 2 }]));
    expect(cash.statusCode).toBe(201);

    gateway.decide(payment.transactionId, 'APPROVED');
    expect((await postEvent(t, gateway.eventFor(payment.transactionId))).statusCode).toBe(200);

    expect(await ordersOf(t.database.db, who.userId)).toHaveLength(1);
    expect(await row(payment.referencia)).toMatchObject({
      status: 'ABANDONED',
      order_id: null,
      refund_due: true,
    });
    expect(await stockOf(t.database.db, product.id)).toBe(3);
    expect((await promoRow(t.database.db, code.codigo)).usado).toBe(false);
    const status = await getAs(t, who, `/api/consultar-pago/${payment.transactionId}`);
    expect(status.json()).toMatchObject({ status: 'ERROR', reembolso: true, monto: 45_000 });
    const inProgress = await getAs(t, who, '/api/pagos/en-curso');
    expect(inProgress.json()).toMatchObject({
      pagos: [],
      reembolsos: [{ referencia: payment.referencia, metodo: 'DAVIPLATA', monto: 45_000 }],
    });
  });

  it('answers an approval seen before the cancel with its order and cancels nothing', async () => {
    const { who, product, payment } = await pendingDaviplata();
    gateway.decide(payment.transactionId, 'APPROVED');
    expect((await postEvent(t, gateway.eventFor(payment.transactionId))).statusCode).toBe(200);

    const res = await cancel(who, payment.referencia);
    expect(res.statusCode).toBe(409);
    const [order] = await ordersOf(t.database.db, who.userId);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_ALREADY_APPROVED', pedidoId: order!.id });
    expect(await row(payment.referencia)).toMatchObject({ status: 'APPROVED', refund_due: false });
    expect(await stockOf(t.database.db, product.id)).toBe(3);
  });

  it('asks the gateway first: an approval not yet heard of becomes the order', async () => {
    const { who, payment } = await pendingDaviplata();
    gateway.decide(payment.transactionId, 'APPROVED');
    const res = await cancel(who, payment.referencia);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_ALREADY_APPROVED' });
    expect(await ordersOf(t.database.db, who.userId)).toHaveLength(1);
    // The webhook that follows changes nothing.
    expect((await postEvent(t, gateway.eventFor(payment.transactionId))).statusCode).toBe(200);
    expect(await ordersOf(t.database.db, who.userId)).toHaveLength(1);
  });

  it('refuses a malformed reference with 400', async () => {
    const who = await customer(t);
    const res = await cancel(who, 'no%20such');
    expect(res.statusCode).toBe(400);
  });
});
