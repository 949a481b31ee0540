import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, type Product } from '../../test/factories';
import { customer } from '../orders/orders.fixtures';
import {
  createPaymentCall,
  getAs,
  scriptedProvider,
  type ScriptedProvider,
} from './payments.fixtures';

const START = new Date('2026-11-21T15:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

const nequi = (product: Product) => ({
  metodoPago: 'NEQUI',
  telefono: '3991111111',
  cedula: '1000000002',
  productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 1 }],
  monto: product.precio,
});

const card = (product: Product) => ({
  metodoPago: 'CARD',
  payment_source_id: 'tok_test_4242',
  installments: 1,
  productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 1 }],
  monto: product.precio,
});

interface Answer {
  pagos: {
    transactionId: string;
    status: string;
    metodo: string;
    pedidoId: number | null;
    codigo: string | null;
    monto: number;
  }[];
}

describe('GET /api/pagos/en-curso', () => {
  let t: TestApp;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({ paymentProvider: gateway, now: START, gatewayCheckMs: 60_000 });
  });
  afterAll(() => t.close());

  const inProgress = async (who: Awaited<ReturnType<typeof customer>>) => {
    const res = await getAs(t, who, '/api/pagos/en-curso');
    expect(res.statusCode).toBe(200);
    return res.json<Answer>();
  };

  it('needs a signed-in resident', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pagos/en-curso' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
  });

  it('answers a pending payment, then the order it became, for ten minutes only', async () => {
    t.setNow(START);
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 30_000, stock: 5 });
    const created = (await createPaymentCall(t, who, nequi(product))).json<{
      transactionId: string;
    }>();
    expect((await inProgress(who)).pagos).toEqual([
      expect.objectContaining({
        transactionId: created.transactionId,
        status: 'PENDING',
        metodo: 'NEQUI',
        monto: 30_000,
        pedidoId: null,
        codigo: null,
      }),
    ]);

    // Approved at the gateway while no page watched: the check settles it into its order.
    t.setNow(minutes(1));
    gateway.decide(created.transactionId, 'APPROVED');
    const approved = (await inProgress(who)).pagos;
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ status: 'APPROVED', transactionId: created.transactionId });
    expect(approved[0]!.pedidoId).toEqual(expect.any(Number));
    expect(approved[0]!.codigo).toMatch(/^#?\w+/);

    t.setNow(minutes(12));
    expect((await inProgress(who)).pagos).toEqual([]);
    t.setNow(START);
  });

  it('stops answering an approved payment once its order was delivered or cancelled', async () => {
    t.setNow(START);
    for (const estado of ['entregado', 'cancelado'] as const) {
      const who = await customer(t);
      const product = await createProduct(t.database.db, { precio: 30_000, stock: 5 });
      const created = (await createPaymentCall(t, who, nequi(product))).json<{
        transactionId: string;
      }>();
      gateway.decide(created.transactionId, 'APPROVED');
      const [approved] = (await inProgress(who)).pagos;
      expect(approved).toMatchObject({ status: 'APPROVED', pedidoId: expect.any(Number) });
      // Issue 22: the confirmation "ya está en preparación" is only for a current order.
      await t.database.db.update(orders).set({ estado }).where(eq(orders.id, approved!.pedidoId!));
      expect((await inProgress(who)).pagos, estado).toEqual([]);
    }
  });

  it('answers only the caller’s own payments, and never failed ones', async () => {
    t.setNow(START);
    const owner = await customer(t);
    const other = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 5 });
    const created = (await createPaymentCall(t, owner, card(product))).json<{
      transactionId: string;
    }>();
    expect((await inProgress(other)).pagos).toEqual([]);
    expect((await inProgress(owner)).pagos).toHaveLength(1);

    gateway.decide(created.transactionId, 'DECLINED');
    expect((await inProgress(owner)).pagos).toEqual([]);
  });

  it('forgets a pending payment once it is past its abandonment time', async () => {
    t.setNow(START);
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 22_000, stock: 5 });
    const created = (await createPaymentCall(t, who, card(product))).json<{ referencia: string }>();
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, created.referencia));
    t.setNow(new Date(row!.expires_at.getTime() + 1));
    expect((await inProgress(who)).pagos).toEqual([]);
    t.setNow(START);
  });
});
