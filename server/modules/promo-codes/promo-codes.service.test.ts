import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { databaseTargets, resetDatabase } from '../../test/db';
import { createUser } from '../../test/factories';
import { codeRow, insertCode, insertOrder, insertPayment } from './promo-codes.fixtures';
import {
  attachPromoCodeToOrder,
  consumePromoCode,
  promoRefusalError,
  releasePromoCode,
} from './promo-codes.service';

const NOW = new Date('2026-11-21T15:00:00Z');

describe.each(databaseTargets())('promo-code consumption on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  beforeEach(() => resetDatabase(database));
  afterAll(() => target.release(database));

  const consume = (input: { codigo: string; userId: number; orderId?: number; paymentId?: number }) =>
    database.db.transaction((tx) => consumePromoCode(tx, { ...input, now: NOW }));

  it('marks the code used by the order and refuses it to the next customer', async () => {
    const [ana, bob] = [await createUser(database.db), await createUser(database.db)];
    await insertCode(database.db, { codigo: 'SC2026GABCDE', descuento_porcentaje: 12 });
    const order = await insertOrder(database.db, ana.id, { codigo_promocional: 'SC2026GABCDE' });
    expect(await consume({ codigo: 'sc2026gabcde', userId: ana.id, orderId: order.id })).toEqual({
      ok: true,
      value: { codigo: 'SC2026GABCDE', tipo: 'general', descuento: 12 },
    });
    expect(await codeRow(database.db, 'SC2026GABCDE')).toMatchObject({ usado: true, usado_por: ana.id, usado_en: order.id, usado_en_pago: null, used_at: NOW });
    expect(await consume({ codigo: 'SC2026GABCDE', userId: bob.id })).toEqual({ ok: false, code: 'PROMO_USED', message: 'Este código ya fue utilizado' });
    expect(await consume({ codigo: 'SC2026GNONE2', userId: bob.id })).toMatchObject({ ok: false, code: 'PROMO_NOT_FOUND', message: 'Código no válido' });
  });

  it('re-checks the type rules, not counting the order being created', async () => {
    const ana = await createUser(database.db);
    await insertCode(database.db, { codigo: 'SC2026AWELC2', tipo: 'bienvenida' });
    const first = await insertOrder(database.db, ana.id, { codigo_promocional: 'SC2026AWELC2' });
    expect(await consume({ codigo: 'SC2026AWELC2', userId: ana.id, orderId: first.id })).toMatchObject({ ok: true });

    await insertCode(database.db, { codigo: 'SC2026AWELC3', tipo: 'bienvenida' });
    await insertCode(database.db, { codigo: 'SC2026UONLY2', tipo: 'usuario_unico' });
    const second = await insertOrder(database.db, ana.id);
    expect(await consume({ codigo: 'SC2026AWELC3', userId: ana.id, orderId: second.id })).toMatchObject({ ok: false, code: 'PROMO_WELCOME_ONLY' });
    expect(await consume({ codigo: 'SC2026UONLY2', userId: ana.id, orderId: second.id })).toMatchObject({ ok: false, code: 'PROMO_SINGLE_USER_ONLY' });
    expect(await codeRow(database.db, 'SC2026AWELC3')).toMatchObject({ usado: false, usado_por: null });
    expect(await codeRow(database.db, 'SC2026UONLY2')).toMatchObject({ usado: false, usado_por: null });
  });

  it('treats a welcome code held by a payment in flight as the first order', async () => {
    const ana = await createUser(database.db);
    const payment = await insertPayment(database.db, ana.id, NOW);
    await insertCode(database.db, { codigo: 'SC2026AWELC2', tipo: 'bienvenida' });
    await insertCode(database.db, { codigo: 'SC2026AWELC3', tipo: 'bienvenida' });
    expect(await consume({ codigo: 'SC2026AWELC2', userId: ana.id, paymentId: payment.id })).toMatchObject({ ok: true });
    expect(await codeRow(database.db, 'SC2026AWELC2')).toMatchObject({ usado_en_pago: payment.id, usado_en: null });
    expect(await consume({ codigo: 'SC2026AWELC3', userId: ana.id })).toMatchObject({ ok: false, code: 'PROMO_WELCOME_ONLY' });

    const order = await insertOrder(database.db, ana.id, { codigo_promocional: 'SC2026AWELC2' });
    expect(await attachPromoCodeToOrder(database.db, { codigo: 'SC2026AWELC2', paymentId: payment.id + 1, orderId: order.id })).toBe(false);
    expect(await attachPromoCodeToOrder(database.db, { codigo: 'SC2026AWELC2', paymentId: payment.id, orderId: order.id })).toBe(true);
    expect(await codeRow(database.db, 'SC2026AWELC2')).toMatchObject({ usado: true, usado_en: order.id, usado_en_pago: payment.id });
  });

  it('releases a code only for the order that holds it', async () => {
    const [ana, bob] = [await createUser(database.db), await createUser(database.db)];
    await insertCode(database.db, { codigo: 'SC2026GABCDE' });
    const order = await insertOrder(database.db, ana.id, { codigo_promocional: 'SC2026GABCDE' });
    await consume({ codigo: 'SC2026GABCDE', userId: ana.id, orderId: order.id });
    expect(await releasePromoCode(database.db, 'SC2026GABCDE', { orderId: order.id + 1 })).toBe(false);
    expect(await codeRow(database.db, 'SC2026GABCDE')).toMatchObject({ usado: true });
    expect(await releasePromoCode(database.db, 'SC2026GABCDE', { orderId: order.id })).toBe(true);
    expect(await codeRow(database.db, 'SC2026GABCDE')).toMatchObject({ usado: false, usado_por: null, usado_en: null, used_at: null });
    expect(await releasePromoCode(database.db, 'SC2026GABCDE')).toBe(false);
    expect(await consume({ codigo: 'SC2026GABCDE', userId: bob.id })).toMatchObject({ ok: true });
  });

  it('lets exactly one of 20 simultaneous orders use a code', async () => {
    await insertCode(database.db, { codigo: 'SC2026GRACE2' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(database.db)));
    const outcomes = await Promise.all(buyers.map((b) => consume({ codigo: 'SC2026GRACE2', userId: b.id })));
    const winners = outcomes.flatMap((o, i) => (o.ok ? [buyers[i]!.id] : []));
    expect(winners).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).every((o) => !o.ok && o.code === 'PROMO_USED')).toBe(true);
    expect(await codeRow(database.db, 'SC2026GRACE2')).toMatchObject({ usado: true, usado_por: winners[0] });
  });

  it('lets one customer spend only one of two welcome codes at once', async () => {
    const ana = await createUser(database.db);
    await insertCode(database.db, { codigo: 'SC2026AWELC2', tipo: 'bienvenida' });
    await insertCode(database.db, { codigo: 'SC2026AWELC3', tipo: 'bienvenida' });
    const outcomes = await Promise.all(['SC2026AWELC2', 'SC2026AWELC3'].map((codigo) => consume({ codigo, userId: ana.id })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({ code: 'PROMO_WELCOME_ONLY' });
    const used = (await database.db.select().from(promoCodes)).filter((c) => c.usado);
    expect(used).toHaveLength(1);
  });

  it('maps every refusal to one HTTP error, so a checkout never says whether a code exists', () => {
    for (const code of ['PROMO_NOT_FOUND', 'PROMO_USED', 'PROMO_WELCOME_ONLY'] as const) {
      expect(promoRefusalError({ code })).toMatchObject({
        status: 422,
        code: 'PROMO_INVALID',
        message: 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta',
      });
    }
  });
});
