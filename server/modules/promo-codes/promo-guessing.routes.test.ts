import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { resetDatabase } from '../../test/db';
import { cashBody, customer, ordersOf, placeOrder, promoRow, type Customer } from '../orders/orders.fixtures';
import { createPaymentCall } from '../payments/payments.fixtures';
import { insertCode, insertOrder } from './promo-codes.fixtures';

// Issue 46: promo codes could be guessed through POST /orders and POST /api/crear-pago.
const UNUSABLE = 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta';
const NOW = new Date('2026-11-21T15:00:00Z');

describe('promo code guessing through checkouts', () => {
  let t: TestApp;
  let now = NOW;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    // The attempt counters live in the app: each test starts an hour later.
    now = new Date(now.getTime() + 3_600_000);
    t.setNow(now);
  });
  afterAll(() => t.close());

  const card = (productId: number, monto: number, codigo: string) => ({
    metodoPago: 'CARD',
    payment_source_id: 'tok_test_4242',
    installments: 1,
    productos: [{ id: productId, nombre: 'X', precio: 25_000, cantidad: 1 }],
    monto,
    codigo_promocional: codigo,
  });

  it('answers a missing product the same whether the code exists or not', async () => {
    const who = await customer(t);
    const real = await insertCode(t.database.db);
    const product = await createProduct(t.database.db, { precio: 10_000 });
    const answers = [];
    for (const codigo of [real.codigo, 'SC2026GZZZZZ']) {
      const body = cashBody([{ product, cantidad: 1 }], { codigo_promocional: codigo });
      body.productos[0]!.id = 999_999;
      answers.push(await placeOrder(t, who, body));
      answers.push(await createPaymentCall(t, who, card(999_999, 25_000, codigo)));
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    }
    expect((await promoRow(t.database.db, real.codigo)).usado).toBe(false);
  });

  it('answers a cart of offers only the same whether the code exists or not', async () => {
    const who = await customer(t);
    const real = await insertCode(t.database.db);
    const offer = await createProduct(t.database.db, { precio: 10_000, descuento_activo: true, descuento_porcentaje: 20 });
    for (const codigo of [real.codigo, 'SC2026GZZZZZ']) {
      const res = await placeOrder(t, who, cashBody([{ product: offer, cantidad: 1 }], { codigo_promocional: codigo }));
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('PROMO_NO_ELIGIBLE_ITEMS');
    }
  });

  it('answers unknown, used, inactive, expired and not-for-you codes with one message', async () => {
    const who = await customer(t);
    const other = await customer(t);
    await insertOrder(t.database.db, who.userId, { estado: 'entregado' });
    const codes = [
      'SC2026GZZZZZ',
      (await insertCode(t.database.db, { usado: true, usado_por: other.userId })).codigo,
      (await insertCode(t.database.db, { activo: false })).codigo,
      (await insertCode(t.database.db, { vence_el: '2026-01-31' })).codigo,
      (await insertCode(t.database.db, { codigo: 'SC2026AWELC9', tipo: 'bienvenida' })).codigo,
    ];
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 50 });
    for (const codigo of codes) {
      const order = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }], { codigo_promocional: codigo }));
      expect([order.statusCode, order.json()]).toEqual([422, { code: 'PROMO_INVALID', error: UNUSABLE }]);
      const pay = await createPaymentCall(t, who, card(product.id, 25_000, codigo));
      expect([pay.statusCode, pay.json()]).toEqual([422, { code: 'PROMO_INVALID', error: UNUSABLE }]);
      const checked = await t.app.inject({
        method: 'POST',
        url: '/api/validar-codigo-promocional',
        payload: { codigo },
        headers: { authorization: other.authorization },
      });
      if (codigo === 'SC2026AWELC9') continue; // usable by `other`, who never ordered
      expect(checked.json()).toMatchObject({ valido: false, code: 'PROMO_INVALID', error: UNUSABLE });
    }
    expect(await ordersOf(t.database.db, who.userId)).toHaveLength(1); // the delivered one
  });

  it('limits failed codes on orders and payments per account, together with validation', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 50 });
    const real = await insertCode(t.database.db);
    const guess = (i: number) =>
      i % 2 === 0
        ? placeOrder(t, who, cashBody([{ product, cantidad: 1 }], { codigo_promocional: `SC2026GQ${i}` }))
        : createPaymentCall(t, who, card(product.id, 25_000, `SC2026GQ${i}`));
    for (let i = 0; i < 9; i++) expect((await guess(i)).statusCode).toBe(422);
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/validar-codigo-promocional',
      payload: { codigo: 'SC2026GQQQQQ' },
      headers: { authorization: who.authorization },
    });
    expect(validated.json().valido).toBe(false);
    for (const res of [
      await guess(10),
      await guess(11),
      await placeOrder(t, who, cashBody([{ product, cantidad: 1 }], { codigo_promocional: real.codigo })),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect((await promoRow(t.database.db, real.codigo)).usado).toBe(false);
    // An order without a code is no guess: it goes through.
    const plain = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(plain.statusCode).toBe(201);

    t.setNow(new Date(now.getTime() + 61_000));
    expect((await guess(12)).statusCode).toBe(422);
  });

  it('limits failed codes per address across accounts', async () => {
    const product = await createProduct(t.database.db, { precio: 25_000, stock: 50 });
    const residents: Customer[] = [];
    for (let i = 0; i < 4; i++) residents.push(await customer(t));
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const who = residents[i % 4]!;
      const body = cashBody([{ product, cantidad: 1 }], { codigo_promocional: `SC2026GP${i}` });
      const res = await t.app.inject({
        method: 'POST',
        url: '/orders',
        payload: body,
        headers: { authorization: who.authorization },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
