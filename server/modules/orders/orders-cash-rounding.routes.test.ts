import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { cashBody, customer, ordersOf, placeOrder, stockOf } from './orders.fixtures';

/** Cash rounding (DESIGN §5): a cash total is rounded DOWN to a multiple of $50 and the difference stored. */
describe('POST /orders (cash rounding)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores the rounded total and the Ajuste al peso, and shows both in the history', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 130_822, stock: 3 });
    const body = cashBody([{ product, cantidad: 1 }]);
    expect(body.total).toBe(130_800);
    const res = await placeOrder(t, who, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().pedido).toMatchObject({
      subtotal: 130_822,
      costo_envio: 0,
      ajuste_redondeo: 22,
      total: 130_800,
    });
    const [order] = await ordersOf(t.database.db, who.userId);
    expect(order).toMatchObject({ subtotal: 130_822, ajuste_redondeo: 22, total: 130_800 });

    const history = await t.app.inject({
      method: 'GET',
      url: '/orders',
      headers: { authorization: who.authorization },
    });
    expect(history.json()[0]).toMatchObject({ ajuste_redondeo: 22, total: 130_800 });
  });

  it('rounds after shipping: 4.999 + 2.000 of shipping is paid as 6.950', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 4_999 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 2 }]));
    expect(res.statusCode).toBe(201);
    // 9.998 + 2.000 = 11.998 → 11.950 (Ajuste al peso 48).
    expect(res.json().pedido).toMatchObject({
      costo_envio: 2_000,
      ajuste_redondeo: 48,
      total: 11_950,
    });
  });

  it('refuses the exact (unrounded) total or any other mismatch with 409, changing nothing', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 130_822, stock: 3 });
    for (const total of [130_822, 130_850, 130_799]) {
      const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }], { total }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PRICES_CHANGED' });
    }
    expect(await ordersOf(t.database.db, who.userId)).toEqual([]);
    expect(await stockOf(t.database.db, product.id)).toBe(3);
  });

  it('stores no adjustment when the cash total is already a multiple of $50', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 20_050 });
    const res = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
    expect(res.json().pedido).toMatchObject({ ajuste_redondeo: 0, total: 20_050 });
  });

  it('rounds the total the server computes when the browser sends no figures', async () => {
    const who = await customer(t);
    const product = await createProduct(t.database.db, { precio: 25_025 });
    const res = await placeOrder(
      t,
      who,
      cashBody([{ product, cantidad: 1 }], { subtotal: undefined, total: undefined }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().pedido).toMatchObject({
      subtotal: 25_025,
      ajuste_redondeo: 25,
      total: 25_000,
    });
  });
});
