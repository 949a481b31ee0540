import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { cashBody, customer, placeOrder, promoRow } from '../orders/orders.fixtures';
import { insertCode } from './promo-codes.fixtures';

// 10:00 in Bogotá on Saturday 21 November 2026, inside service hours.
const NOW = new Date('2026-11-21T15:00:00Z');

describe('a promo code with an expiry date', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  afterAll(() => t.close());

  const validate = (codigo: string, authorization: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validar-codigo-promocional',
      payload: { codigo },
      headers: { authorization },
    });

  it('works through its last Bogotá day', async () => {
    const who = await customer(t);
    const code = await insertCode(t.database.db, {
      descuento_porcentaje: 10,
      vence_el: '2026-11-21',
    });
    const product = await createProduct(t.database.db, { precio: 20_000 });
    expect((await validate(code.codigo, who.authorization)).json()).toMatchObject({ valido: true });
    const res = await placeOrder(
      t,
      who,
      cashBody([{ product, cantidad: 1 }], { codigo_promocional: code.codigo, total: 18_000 }),
    );
    expect(res.statusCode).toBe(201);
    expect((await promoRow(t.database.db, code.codigo)).usado).toBe(true);
  });

  it('is refused at validation and at checkout once that day has passed, and stays unused', async () => {
    const who = await customer(t);
    const code = await insertCode(t.database.db, {
      descuento_porcentaje: 10,
      vence_el: '2026-11-20',
    });
    const product = await createProduct(t.database.db, { precio: 20_000 });
    // One answer for every unusable code, an expired one too (decision 0017).
    const message = 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta';
    expect((await validate(code.codigo, who.authorization)).json()).toMatchObject({
      valido: false,
      code: 'PROMO_INVALID',
      error: message,
    });
    const res = await placeOrder(
      t,
      who,
      cashBody([{ product, cantidad: 1 }], { codigo_promocional: code.codigo, total: 18_000 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PROMO_INVALID', error: message });
    expect((await promoRow(t.database.db, code.codigo)).usado).toBe(false);
  });
});
