import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';
import { resetDatabase } from '../../test/db';
import { codeRow, insertCode, insertOrder } from './promo-codes.fixtures';

const URL = '/api/validar-codigo-promocional';
const NOW = new Date('2026-11-21T15:00:00Z');

describe('POST /api/validar-codigo-promocional', () => {
  let t: TestApp;
  let ana: { userId: number; authorization: string };
  let now = NOW;
  let n = 0;
  const resident = () => {
    n++;
    return registerResident(t, { email: `vecino${n}@example.com`, cedula: String(30_000_000 + n) });
  };
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    // The app (and its in-memory attempt counters) is shared: each test starts an hour later.
    now = new Date(now.getTime() + 3_600_000);
    t.setNow(now);
    ana = await resident();
  });
  afterAll(() => t.close());

  const validate = (payload: unknown, authorization: string | null = ana.authorization, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: authorization ? { authorization } : {}, remoteAddress });

  it('requires a signed-in customer', async () => {
    await insertCode(t.database.db, { codigo: 'SC2026GABCDE' });
    const res = await validate({ codigo: 'SC2026GABCDE' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'LOGIN_REQUIRED', error: 'Debes iniciar sesión para continuar' });
  });

  it('refuses an empty, missing or too long code with the Spanish message', async () => {
    for (const payload of [{ codigo: '' }, { codigo: '   ' }, {}]) {
      const res = await validate(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: 'Ingresa un código promocional', fields: { codigo: 'Ingresa un código promocional' } });
    }
    for (const codigo of ['SC2026GABCDEFGHJKM', 'SC2026#ABCD']) {
      const res = await validate({ codigo });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: 'Código no válido' });
    }
  });

  it('accepts a usable code typed in lower case without consuming it', async () => {
    await insertCode(t.database.db, { codigo: 'SC2026GABCDE', descuento_porcentaje: 15 });
    for (const who of [ana, await resident()]) {
      const res = await validate({ codigo: ' sc2026gabcde ' }, who.authorization);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valido: true, codigo: 'SC2026GABCDE', descuento: 15, tipo: 'general', mensaje: '¡Código válido! Obtienes 15\u00a0% de descuento' });
    }
    expect(await codeRow(t.database.db, 'SC2026GABCDE')).toMatchObject({ usado: false, usado_por: null, used_at: null });
  });

  it('answers valido:false with one reason for unknown, used and inactive codes (decision 0017)', async () => {
    const other = await resident();
    await insertCode(t.database.db, { codigo: 'SC2026GUSED2', usado: true, usado_por: other.userId });
    await insertCode(t.database.db, { codigo: 'SC2026GOFF22', activo: false });
    const cases = [
      ['SC2026GZZZZZ', 'PROMO_INVALID', 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta'],
      ['SC2026GUSED2', 'PROMO_INVALID', 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta'],
      ['SC2026GOFF22', 'PROMO_INVALID', 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta'],
    ] as const;
    for (const [codigo, code, error] of cases) {
      const res = await validate({ codigo });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valido: false, codigo, code, error, mensaje: error });
    }
    expect(await codeRow(t.database.db, 'SC2026GOFF22')).toMatchObject({ usado: false, activo: false });
  });

  it('keeps a welcome code for a first order: refused after a delivered or pending order, allowed after a cancelled one', async () => {
    await insertCode(t.database.db, { codigo: 'SC2026AWELC2', tipo: 'bienvenida', descuento_porcentaje: 20 });
    await insertOrder(t.database.db, ana.userId, { estado: 'cancelado' });
    const allowed = await validate({ codigo: 'SC2026AWELC2' });
    expect(allowed.json()).toMatchObject({ valido: true, descuento: 20, tipo: 'bienvenida' });

    await insertOrder(t.database.db, ana.userId, { estado: 'entregado' });
    const refused = await validate({ codigo: 'SC2026AWELC2' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ valido: false, code: 'PROMO_INVALID', error: 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta' });

    const bob = await resident();
    await insertOrder(t.database.db, bob.userId, { estado: 'pendiente' });
    expect((await validate({ codigo: 'SC2026AWELC2' }, bob.authorization)).json()).toMatchObject({ valido: false, code: 'PROMO_INVALID' });
    expect(await codeRow(t.database.db, 'SC2026AWELC2')).toMatchObject({ usado: false });
  });

  it('keeps a single-user code for customers who never used a code', async () => {
    await insertCode(t.database.db, { codigo: 'SC2026UONLY2', tipo: 'usuario_unico' });
    await insertOrder(t.database.db, ana.userId, { estado: 'entregado' });
    expect((await validate({ codigo: 'SC2026UONLY2' })).json()).toMatchObject({ valido: true, tipo: 'usuario_unico' });

    await insertCode(t.database.db, { codigo: 'SC2026GPAST2', usado: true, usado_por: ana.userId });
    const refused = await validate({ codigo: 'SC2026UONLY2' });
    expect(refused.json()).toMatchObject({
      valido: false,
      code: 'PROMO_INVALID',
      error: 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta',
    });

    const bob = await resident();
    await insertOrder(t.database.db, bob.userId, { estado: 'cancelado', codigo_promocional: 'SC2026GOLD22' });
    expect((await validate({ codigo: 'SC2026UONLY2' }, bob.authorization)).json()).toMatchObject({ valido: true });
    await insertOrder(t.database.db, bob.userId, { estado: 'entregado', codigo_promocional: 'SC2026GOLD33' });
    expect((await validate({ codigo: 'SC2026UONLY2' }, bob.authorization)).json()).toMatchObject({ code: 'PROMO_INVALID' });
  });

  it('limits attempts per customer to 10 a minute, from any address, with Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await validate({ codigo: `SC2026GX${i}` }, ana.authorization, `10.0.0.${i}`)).statusCode).toBe(200);
    }
    await insertCode(t.database.db, { codigo: 'SC2026GGOOD2' });
    const blocked = await validate({ codigo: 'SC2026GGOOD2' }, ana.authorization, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Demasiados intentos de validar códigos. Espera unos minutos.' });
    expect(blocked.headers['retry-after']).toBe('60');
    expect(await codeRow(t.database.db, 'SC2026GGOOD2')).toMatchObject({ usado: false });

    t.setNow(new Date(now.getTime() + 60_000));
    expect((await validate({ codigo: 'SC2026GGOOD2' })).json()).toMatchObject({ valido: true });
  });

  it('limits attempts per address to 30 a minute across customers', async () => {
    const others = [await resident(), await resident(), await resident()];
    for (const who of others) {
      for (let i = 0; i < 10; i++) expect((await validate({ codigo: `SC2026GY${i}` }, who.authorization)).statusCode).toBe(200);
    }
    const blocked = await validate({ codigo: 'SC2026GY0' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await validate({ codigo: 'SC2026GY0' }, ana.authorization, '10.9.9.9')).statusCode).toBe(200);
    expect(await t.database.db.select().from(promoCodes)).toHaveLength(0);
  });
});
