import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { customer } from '../orders/orders.fixtures';
import { createPaymentCall, postEvent, scriptedProvider, type ScriptedProvider } from '../payments/payments.fixtures';

describe('the handoff of a digitally paid order', () => {
  let t: TestApp;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({ paymentProvider: gateway, gatewayCheckMs: 60_000 });
  });
  afterAll(() => t.close());

  it('keeps the gatehouse choice from the payment to the approved order', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 3 });
    const created = await createPaymentCall(t, who, {
      metodoPago: 'CARD',
      payment_source_id: 'tok_test_4242',
      installments: 1,
      productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 1 }],
      monto: product.precio,
      datosEntrega: { entrega_modo: 'porteria', recibe: 'Vigilante Pedro' },
    });
    expect(created.statusCode).toBe(201);
    const { transactionId } = created.json() as { transactionId: string };
    gateway.decide(transactionId, 'APPROVED');
    expect((await postEvent(t, gateway.eventFor(transactionId))).statusCode).toBe(200);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.user_id, who.userId));
    expect(order).toMatchObject({ entrega_modo: 'porteria', recibe: 'Vigilante Pedro', etapa: 'recibido' });
  });
});
