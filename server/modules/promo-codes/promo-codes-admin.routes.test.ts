import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatePromoCode, PROMO_ALPHABET } from '../../../domain/promo';
import { promoCodes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';
import { resetDatabase } from '../../test/db';
import { generateCodes } from './promo-codes-admin.service';
import { insertCode, makeAdmin } from './promo-codes.fixtures';

const BASE = '/api/admin/codigos-promocionales';
const NOW = new Date('2026-11-21T15:00:00Z');
const CODE = new RegExp(`^SC2026G[${PROMO_ALPHABET}]{10}$`);

/** A repeatable uniform source (mulberry32), so a test can know which codes come next. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('administrator promo codes', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    t.setNow(NOW);
    const a = await registerResident(t, { email: 'admin@example.com', cedula: '11111111' });
    await makeAdmin(t.database.db, a.userId);
    admin = a.authorization;
    customer = (await registerResident(t, { email: 'c@example.com', cedula: '22222222' })).authorization;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization: string | null, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, payload, headers: authorization ? { authorization } : {} });
  const allCodes = () => t.database.db.select().from(promoCodes);

  it('refuses customers with 403 and anonymous callers with 401 on every route', async () => {
    await insertCode(t.database.db, { codigo: 'SC2026GKEEP2' });
    const calls: Array<[Parameters<typeof send>[0], string, object?]> = [
      ['POST', '/generar', { cantidad: 5 }],
      ['GET', '/lista?estado=todos'],
      ['GET', '/lista?formato=csv'],
      ['GET', '/stats'],
      ['DELETE', '/eliminar', { tipo_eliminacion: 'todos_no_usados' }],
    ];
    for (const [method, url, payload] of calls) {
      const asCustomer = await send(method, url, customer, payload);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toMatchObject({ code: 'FORBIDDEN', error: 'No tienes permiso para realizar esta acción' });
      const anonymous = await send(method, url, null, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    }
    expect((await allCodes()).map((c) => c.codigo)).toEqual(['SC2026GKEEP2']);
  });

  it('generates codes of the requested type and discount', async () => {
    const res = await send('POST', '/generar', admin, { cantidad: 25, descuento: 15, tipo: 'general' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Se generaron 25 códigos', nuevos: 25, duplicados: 0 });
    const rows = await allCodes();
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.codigo)).size).toBe(25);
    for (const r of rows) {
      expect(r.codigo).toMatch(CODE);
      expect(r).toMatchObject({ tipo: 'general', descuento_porcentaje: 15, usado: false, activo: true, created_at: NOW });
    }
  });

  it('refuses emptied quantity or discount with their own messages and generates nothing', async () => {
    const res = await send('POST', '/generar', admin, { cantidad: '', descuento: null, tipo: 'general' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        cantidad: 'Escribe cuántos códigos generar (entre 1 y 1.000)',
        descuento: 'Escribe el porcentaje de descuento (entre 1 y 90)',
      },
    });
    const empty = await send('POST', '/generar', admin, {});
    expect(empty.statusCode).toBe(400);
    expect(await allCodes()).toHaveLength(0);
  });

  it('stamps codes with the Bogotá year and the type letter', async () => {
    // 03:00 UTC on 1 January 2027 is still 31 December 2026 in Bogotá.
    t.setNow(new Date('2027-01-01T03:00:00Z'));
    const late = await registerResident(t, { email: 'admin2@example.com', cedula: '33333333' });
    await makeAdmin(t.database.db, late.userId);
    const res = await send('POST', '/generar', late.authorization, { cantidad: 20, descuento: 10, tipo: 'bienvenida' });
    expect(res.statusCode).toBe(201);
    const rows = await allCodes();
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.codigo.startsWith('SC2026A') && r.vence_el === null)).toBe(true);
  });

  it('stores an expiry date of today or later in Bogotá and refuses a past or impossible one', async () => {
    // 03:00 UTC on 22 November is still 21 November in Bogotá: the 21st is "today".
    t.setNow(new Date('2026-11-22T03:00:00Z'));
    const today = await send('POST', '/generar', admin, { cantidad: 2, descuento: 10, vence_el: '2026-11-21' });
    expect(today.statusCode).toBe(201);
    expect((await allCodes()).map((r) => r.vence_el)).toEqual(['2026-11-21', '2026-11-21']);
    const cases: Array<[string, string]> = [
      ['2026-11-20', 'La fecha de vencimiento debe ser hoy o una fecha futura'],
      ['2026-02-30', 'La fecha de vencimiento no es válida'],
      ['mañana', 'La fecha de vencimiento no es válida'],
    ];
    for (const [vence_el, message] of cases) {
      const res = await send('POST', '/generar', admin, { cantidad: 2, descuento: 10, vence_el });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: message, fields: { vence_el: message } });
    }
    expect(await allCodes()).toHaveLength(2);
  });

  it('refuses out-of-range settings with Spanish field messages and stores nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [{ cantidad: 0, descuento: 10 }, 'cantidad', 'La cantidad debe estar entre 1 y 1.000 códigos por lote'],
      [{ cantidad: 1_001, descuento: 10 }, 'cantidad', 'La cantidad debe estar entre 1 y 1.000 códigos por lote'],
      [{ cantidad: 2.5, descuento: 10 }, 'cantidad', 'La cantidad debe estar entre 1 y 1.000 códigos por lote'],
      [{ cantidad: 5, descuento: 0 }, 'descuento', 'El descuento debe estar entre 1 y 90'],
      [{ cantidad: 5, descuento: 91 }, 'descuento', 'El descuento debe estar entre 1 y 90'],
      [{ cantidad: 5, descuento: 10, tipo: 'vip' }, 'tipo', 'Selecciona un tipo de código válido'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await send('POST', '/generar', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', error: message, fields: { [field]: message } });
    }
    expect(await allCodes()).toHaveLength(0);
  });

  it('generates the maximum of 1000 codes in one request and refuses more (issue 41)', async () => {
    const res = await send('POST', '/generar', admin, { cantidad: 1_000, descuento: 10, tipo: 'usuario_unico' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nuevos: 1_000 });
    expect(await t.database.db.$count(promoCodes)).toBe(1_000);
    const more = await send('POST', '/generar', admin, { cantidad: 1_001, descuento: 10, tipo: 'usuario_unico' });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ error: 'La cantidad debe estar entre 1 y 1.000 códigos por lote' });
    expect(await t.database.db.$count(promoCodes)).toBe(1_000);
  });

  it('skips codes that already exist, counts them as duplicates and replaces them', async () => {
    const probe = seeded(7);
    const first = generatePromoCode(2026, 'general', probe);
    const second = generatePromoCode(2026, 'general', probe);
    await insertCode(t.database.db, { codigo: first });
    await insertCode(t.database.db, { codigo: second, usado: true });
    const outcome = await generateCodes(t.database.db, { cantidad: 5, descuento: 10, tipo: 'general' }, { now: NOW, random: seeded(7) });
    expect(outcome).toEqual({ nuevos: 5, duplicados: 2 });
    const rows = await allCodes();
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r.codigo === second)).toMatchObject({ usado: true });
  });

  it('stops when the random source repeats itself instead of looping', async () => {
    const outcome = await generateCodes(t.database.db, { cantidad: 3, descuento: 10, tipo: 'general' }, { now: NOW, random: () => 0 });
    expect(outcome).toEqual({ nuevos: 1, duplicados: 0 });
    expect((await allCodes()).map((r) => r.codigo)).toEqual(['SC2026GAAAAAAAAAA']);
    const single = await send('POST', '/generar', admin, { cantidad: 1, descuento: 10 });
    expect(single.json()).toMatchObject({ message: 'Se generó 1 código', nuevos: 1 });
  });
});
