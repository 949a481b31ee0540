import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { customer, stockOf } from '../orders/orders.fixtures';
import { promoRow } from '../orders/orders.fixtures';
import { insertCode } from '../promo-codes/promo-codes.fixtures';
import { abandonExpiredPayments } from './payment-expiry.job';
import { createPaymentWaiters } from './payment-waiters';
import {
  createPaymentCall,
  getAs,
  postEvent,
  scriptedProvider,
  type ScriptedProvider,
} from './payments.fixtures';
import { secureRandom } from '../points/redemptions.service';

const cardFor = (
  product: { id: number; nombre: string; precio: number },
  cantidad = 1,
  extra: object = {},
) => ({
  metodoPago: 'CARD',
  payment_source_id: 'tok_test_4242',
  productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad }],
  monto: product.precio * cantidad,
  ...extra,
});

describe.each(databaseTargets())('payments across instances and time on $name', (target) => {
  let a: TestApp;
  let b: TestApp;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    const database = await target.open();
    // Two app instances on one database, talking to the same gateway, as behind a load balancer.
    a = await buildTestApp({
      database,
      paymentProvider: gateway,
      longWaitMs: 5_000,
      gatewayCheckMs: 60_000,
    });
    b = await buildTestApp({
      database,
      reset: false,
      paymentProvider: gateway,
      longWaitMs: 5_000,
      gatewayCheckMs: 60_000,
    });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await target.release(a.database);
  });

  it('an approval applied on instance A wakes the long wait parked on instance B', async () => {
    const who = await customer(a);
    const product = await createProduct(a.database.db, { precio: 24_000, stock: 5 });
    const created = (await createPaymentCall(a, who, cardFor(product))).json();
    const started = Date.now();
    const waiting = getAs(b, who, `/api/esperar-confirmacion/${created.transactionId}`);
    await new Promise((r) => setTimeout(r, 300));
    gateway.decide(created.transactionId, 'APPROVED');
    const published = Date.now();
    await postEvent(a, gateway.eventFor(created.transactionId));
    const answer = (await waiting).json();
    expect(answer.status).toBe('APPROVED');
    expect(Date.now() - published).toBeLessThan(1_500);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('webhook on A and status checks on B at once still make exactly one order', async () => {
    const who = await customer(a);
    const product = await createProduct(a.database.db, { precio: 26_000, stock: 5 });
    const created = (await createPaymentCall(b, who, cardFor(product))).json();
    gateway.decide(created.transactionId, 'APPROVED');
    const event = gateway.eventFor(created.transactionId);
    await Promise.all([
      postEvent(a, event),
      getAs(b, who, `/api/consultar-pago/${created.transactionId}`),
      getAs(a, who, `/api/consultar-pago/${created.transactionId}`),
      getAs(b, who, `/api/esperar-confirmacion/${created.transactionId}`),
    ]);
    const made = await a.database.db.select().from(orders).where(eq(orders.user_id, who.userId));
    expect(made).toHaveLength(1);
    expect(await stockOf(a.database.db, product.id)).toBe(4);
  });

  it('a payment left pending 15 minutes is abandoned: stock and code come back, once', async () => {
    const who = await customer(a);
    const product = await createProduct(a.database.db, { precio: 30_000, stock: 3 });
    const code = await insertCode(a.database.db, { descuento_porcentaje: 10 });
    const created = (
      await createPaymentCall(
        a,
        who,
        cardFor(product, 2, { codigo_promocional: code.codigo, monto: 54_000 }),
      )
    ).json();
    expect(await stockOf(a.database.db, product.id)).toBe(1);
    const later = new Date(a.app.clock().getTime() + 16 * 60_000);
    a.setNow(later);
    b.setNow(later);
    const ctx = (t: TestApp) => ({
      database: t.database,
      provider: gateway,
      waiters: createPaymentWaiters(t.database),
      catalogCache: t.app.catalogCache,
      clock: () => t.app.clock(),
      random: secureRandom,
      publicUrl: 'http://localhost',
      log: t.app.log,
      metrics: t.app.metrics,
    });
    const [fromA, fromB] = await Promise.all([
      abandonExpiredPayments(ctx(a)),
      abandonExpiredPayments(ctx(b)),
    ]);
    expect(fromA + fromB).toBe(1);
    expect(await stockOf(a.database.db, product.id)).toBe(3);
    expect((await promoRow(a.database.db, code.codigo)).usado).toBe(false);
    const [row] = await a.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, created.referencia));
    expect(row).toMatchObject({ status: 'ABANDONED', stock_reserved: false });
    expect(
      (await getAs(a, who, `/api/esperar-confirmacion/${created.transactionId}`)).json().status,
    ).toBe('ERROR');

    // The gateway approving after we gave up is owed back, never an order without stock.
    gateway.decide(created.transactionId, 'APPROVED');
    await postEvent(a, gateway.eventFor(created.transactionId));
    const [late] = await a.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, created.referencia));
    expect(late).toMatchObject({ status: 'ABANDONED', refund_due: true, order_id: null });
  });
});
