import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, customer, placeOrder, stockOf, type Customer } from '../orders/orders.fixtures';
import { createPaymentCall, getAs, scriptedProvider, type ScriptedProvider } from '../payments/payments.fixtures';
import { bogota, saveScheduling } from './scheduling.fixtures';

describe.each(databaseTargets())('a slot’s capacity under concurrency on $name (issue 45)', (target) => {
  let t: TestApp;
  let gateway: ScriptedProvider;
  beforeAll(async () => {
    gateway = scriptedProvider();
    t = await buildTestApp({
      database: await target.open(),
      config: { serviceHours: undefined, limits: { registerPerIpHour: 1_000, loginFailuresPerIp15Min: 1_000 } },
      now: bogota('2026-12-07 23:10'),
      paymentProvider: gateway,
      longWaitMs: 3_000,
      gatewayCheckMs: 60_000,
    });
    await saveScheduling(t, await administrator(t), { pedidos_por_franja: 4 });
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const residents = async (n: number) => {
    const list: Customer[] = [];
    for (let i = 0; i < n; i++) list.push(await customer(t));
    return list;
  };
  const heldIn = async (inicio: Date) => {
    const placed = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.entrega_programada_inicio, inicio), ne(orders.estado, 'cancelado')));
    const paying = await t.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.entrega_programada_inicio, inicio), eq(payments.status, 'PENDING')));
    return placed.length + paying.length;
  };

  it('20 residents for the last 3 places of a slot, paying cash: exactly 3 orders', async () => {
    const slot = bogota('2026-12-08 06:00');
    const product = await createProduct(t.database.db, { precio: 6_000, stock: 100 });
    const body = cashBody([{ product, cantidad: 1 }], { entrega_programada: { inicio: slot.toISOString() } });
    const [first, ...racers] = await residents(21);
    expect((await placeOrder(t, first, body)).statusCode).toBe(201);
    const answers = await Promise.all(racers.map((r) => placeOrder(t, r, body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      code: 'SLOT_FULL',
      error: 'Esa franja se llenó. Elige otra franja de entrega.',
    });
    expect(await heldIn(slot)).toBe(4);
    expect(await stockOf(t.database.db, product.id)).toBe(96);
  });

  it('20 residents paying online for the last 3 places: 3 payments hold them, a declined one frees its place, an approved one becomes the order', async () => {
    const slot = bogota('2026-12-08 07:00');
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 100 });
    const body = {
      metodoPago: 'CARD',
      payment_source_id: 'tok_test_4242',
      installments: 1,
      productos: [{ id: product.id, nombre: product.nombre, precio: product.precio, cantidad: 1 }],
      monto: product.precio,
      entrega_programada: { inicio: slot.toISOString() },
    };
    const [first, ...racers] = await residents(21);
    expect((await placeOrder(t, first, cashBody([{ product, cantidad: 1 }], { entrega_programada: body.entrega_programada }))).statusCode).toBe(201);
    const answers = await Promise.all(racers.map((r) => createPaymentCall(t, r, body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(17);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('SLOT_FULL');
    expect(await heldIn(slot)).toBe(4);

    const won = answers.map((a, i) => ({ a, who: racers[i]! })).filter(({ a }) => a.statusCode === 201);
    const [declined, approved] = won;
    gateway.decide(declined!.a.json().transactionId, 'DECLINED');
    await getAs(t, declined!.who, `/api/consultar-pago/${declined!.a.json().transactionId}`);
    expect(await heldIn(slot)).toBe(3);

    gateway.decide(approved!.a.json().transactionId, 'APPROVED');
    await getAs(t, approved!.who, `/api/consultar-pago/${approved!.a.json().transactionId}`);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.user_id, approved!.who.userId));
    expect(order).toMatchObject({ entrega_programada_inicio: slot, entrega_programada_fin: bogota('2026-12-08 07:30'), estado_pago: 'APPROVED' });
    expect(await heldIn(slot)).toBe(3);

    // The freed place goes to the next resident, and then the slot is full again.
    const [late1, late2] = await residents(2);
    expect((await placeOrder(t, late1, cashBody([{ product, cantidad: 1 }], { entrega_programada: body.entrega_programada }))).statusCode).toBe(201);
    expect((await placeOrder(t, late2, cashBody([{ product, cantidad: 1 }], { entrega_programada: body.entrega_programada }))).statusCode).toBe(409);
  });
});
