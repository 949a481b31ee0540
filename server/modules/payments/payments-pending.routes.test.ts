import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, type Product } from '../../test/factories';
import { customer } from '../orders/orders.fixtures';
import { createPaymentCall, scriptedProvider, type ScriptedProvider } from './payments.fixtures';

// Issue 22: one pending digital payment per resident at a time, so no client bug charges twice.

const START = new Date('2026-11-21T15:00:00Z');

const nequi = (product: Product, cantidad = 1) => ({
  metodoPago: 'NEQUI',
  telefono: '3991111111',
  cedula: '1000000002',
  productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad }],
  monto: product.precio * cantidad,
});

interface Created {
  transactionId: string;
  referencia: string;
}

describe('POST /api/crear-pago while a payment is pending', () => {
  let t: TestApp;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({ paymentProvider: gateway, now: START, gatewayCheckMs: 60_000 });
  });
  afterAll(() => t.close());

  const paymentsOf = (userId: number) =>
    t.database.db.select().from(payments).where(eq(payments.user_id, userId));

  it('refuses a second payment for the same lines with 409 and the pending reference', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 5 });
    const first = await createPaymentCall(t, who, nequi(product));
    expect(first.statusCode).toBe(201);
    const { referencia } = first.json<Created>();

    const second = await createPaymentCall(t, who, nequi(product));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'PAYMENT_PENDING',
      referencia,
      monto: 25_000,
      error: expect.stringContaining('esperando confirmación'),
    });
    expect(second.json<{ error: string }>().error).toContain(referencia);
    expect(await paymentsOf(who.userId)).toHaveLength(1);
    const [stock] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock!.stock).toBe(4);
  });

  it('refuses a payment for another cart too while one is pending', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 5 });
    const other = await createProduct(t.database.db, { precio: 30_000, stock: 5 });
    const first = await createPaymentCall(t, who, nequi(product));
    expect(first.statusCode).toBe(201);
    const second = await createPaymentCall(t, who, nequi(other, 2));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'PAYMENT_PENDING',
      referencia: first.json<Created>().referencia,
    });
  });

  it('answers a repeat of the same attempt (Idempotency-Key) with the first payment, not 409', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 5 });
    const first = await createPaymentCall(t, who, nequi(product), 'same-attempt-1');
    const repeat = await createPaymentCall(t, who, nequi(product), 'same-attempt-1');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json<Created>().referencia).toBe(first.json<Created>().referencia);
  });

  it('takes a new payment once the pending one was declined', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 5 });
    const first = (await createPaymentCall(t, who, nequi(product))).json<Created>();
    gateway.decide(first.transactionId, 'DECLINED');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/consultar-pago/${first.transactionId}`,
      headers: { authorization: who.authorization },
    });
    expect(status.json()).toMatchObject({ status: 'DECLINED' });
    const again = await createPaymentCall(t, who, nequi(product));
    expect(again.statusCode).toBe(201);
  });

  it('does not hold another resident back', async () => {
    const who = await customer(t);
    const neighbour = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 5 });
    expect((await createPaymentCall(t, who, nequi(product))).statusCode).toBe(201);
    expect((await createPaymentCall(t, neighbour, nequi(product))).statusCode).toBe(201);
  });

  it('makes exactly one payment out of many simultaneous requests of one resident', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 20 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createPaymentCall(t, who, nequi(product), `burst-${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await paymentsOf(who.userId);
    expect(rows).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_PENDING', referencia: rows[0]!.reference });
    }
    const [stock] = await t.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stock!.stock).toBe(19);
  });
});
