import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';
import { resetDatabase } from '../../test/db';
import { insertCode, insertOrder, makeAdmin } from './promo-codes.fixtures';

const BASE = '/api/admin/codigos-promocionales';
const NOW = new Date('2026-11-21T15:00:00Z');

describe('administrator promo-code lists, exports, stats and deletion', () => {
  let t: TestApp;
  let admin: string;
  let buyer: number;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    const a = await registerResident(t, { email: 'admin@example.com', cedula: '11111111' });
    await makeAdmin(t.database.db, a.userId);
    admin = a.authorization;
    buyer = (await registerResident(t, { email: 'c@example.com', cedula: '22222222' })).userId;
    // Oldest first: 02:30 UTC on 21 November is 21:30 on the 20th in Bogotá.
    await insertCode(t.database.db, { codigo: 'SC2026AOLD22', tipo: 'bienvenida', created_at: new Date('2026-11-21T02:30:00Z') });
    await insertCode(t.database.db, { codigo: 'SC2026GUSED2', tipo: 'general', usado: true, usado_por: buyer, used_at: NOW, created_at: new Date('2026-11-21T10:05:00Z') });
    await insertCode(t.database.db, { codigo: 'SC2026UNEW22', tipo: 'usuario_unico', created_at: new Date('2026-11-21T14:59:00Z') });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `${BASE}${url}`, payload, headers: { authorization: admin } });
  const remaining = async () => (await t.database.db.select({ c: promoCodes.codigo }).from(promoCodes)).map((r) => r.c).sort();

  it('lists codes newest first, filtered by state', async () => {
    const all = await send('GET', '/lista?estado=todos');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().codigos.map((c: { codigo: string }) => c.codigo)).toEqual(['SC2026UNEW22', 'SC2026GUSED2', 'SC2026AOLD22']);
    expect(all.json().codigos[1]).toMatchObject({ codigo: 'SC2026GUSED2', tipo: 'general', descuento: 15, usado: true, activo: true, fecha_creacion: '2026-11-21T10:05:00.000Z', fecha_uso: NOW.toISOString() });

    const available = (await send('GET', '/lista?estado=disponibles')).json();
    expect(available).toMatchObject({ total: 2, codigos: [{ codigo: 'SC2026UNEW22' }, { codigo: 'SC2026AOLD22' }] });
    const used = (await send('GET', '/lista?estado=usados')).json();
    expect(used).toMatchObject({ total: 1, codigos: [{ codigo: 'SC2026GUSED2' }] });
    expect((await send('GET', '/lista')).json().total).toBe(3);
  });

  it('shows who used a code and the order it went on', async () => {
    const order = await insertOrder(t.database.db, buyer, { codigo_promocional: 'SC2026GUSED2' });
    await t.database.db.update(promoCodes).set({ usado_en: order.id }).where(eq(promoCodes.codigo, 'SC2026GUSED2'));
    const codes = (await send('GET', '/lista?estado=todos')).json().codigos as Array<Record<string, unknown>>;
    expect(codes.find((c) => c.codigo === 'SC2026GUSED2')).toMatchObject({
      usado_por: { nombre: 'Ana María Rojas', torre: 3, apartamento: '1203' },
      pedido_id: order.id,
      vence_el: null,
    });
    expect(codes.find((c) => c.codigo === 'SC2026UNEW22')).toMatchObject({ usado_por: null, pedido_id: null });
  });

  it('refuses an unknown state or format in Spanish', async () => {
    const state = await send('GET', '/lista?estado=vendidos');
    expect(state.statusCode).toBe(400);
    expect(state.json()).toMatchObject({ code: 'VALIDATION', error: 'El estado debe ser todos, disponibles o usados' });
    const format = await send('GET', '/lista?formato=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ code: 'VALIDATION', error: 'El formato debe ser txt o csv' });
  });

  it('downloads a CSV with Bogotá dates and a dated file name', async () => {
    const res = await send('GET', '/lista?estado=todos&formato=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="codigos-todos-2026-11-21.csv"');
    // Issue 41: the discount, type and last day too, in the inventory CSV's convention (BOM, ';').
    expect(res.body).toBe(
      '\uFEFF' +
        [
          'CODIGO;ESTADO;FECHA_CREACION;DESCUENTO_PORCENTAJE;TIPO;VENCE_EL',
          'SC2026UNEW22;DISPONIBLE;2026-11-21 09:59;15;Usuario único;',
          'SC2026GUSED2;USADO;2026-11-21 05:05;15;General;',
          'SC2026AOLD22;DISPONIBLE;2026-11-20 21:30;15;Bienvenida;',
          '',
        ].join('\r\n'),
    );
  });

  it('downloads a TXT with one available code a line for printing', async () => {
    const res = await send('GET', '/lista?estado=disponibles&formato=txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="codigos-disponibles-2026-11-21.txt"');
    expect(res.body).toBe('SC2026UNEW22\nSC2026AOLD22\n');
  });

  it('counts total, used and available codes', async () => {
    const res = await send('GET', '/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 3, usados: 1, disponibles: 2 });
  });

  it('deletes unused codes of one type and keeps used ones', async () => {
    await insertCode(t.database.db, { codigo: 'SC2026GFREE2', tipo: 'general' });
    const res = await send('DELETE', '/eliminar', { tipo_eliminacion: 'por_tipo', tipo: 'general' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Se eliminó 1 código no usado', eliminados: 1 });
    expect(await remaining()).toEqual(['SC2026AOLD22', 'SC2026GUSED2', 'SC2026UNEW22']);
  });

  it('deletes every unused code and keeps used ones for the history', async () => {
    const res = await send('DELETE', '/eliminar', { tipo_eliminacion: 'todos_no_usados' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Se eliminaron 2 códigos no usados', eliminados: 2 });
    expect(await remaining()).toEqual(['SC2026GUSED2']);
    expect((await send('GET', '/stats')).json()).toEqual({ total: 1, usados: 1, disponibles: 0 });
  });

  it('refuses a deletion without a valid mode or type and deletes nothing', async () => {
    const noType = await send('DELETE', '/eliminar', { tipo_eliminacion: 'por_tipo' });
    expect(noType.statusCode).toBe(400);
    expect(noType.json()).toMatchObject({ code: 'VALIDATION', error: 'Selecciona el tipo de códigos a eliminar' });
    const badMode = await send('DELETE', '/eliminar', { tipo_eliminacion: 'todos' });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json()).toMatchObject({ code: 'VALIDATION', error: 'Selecciona qué códigos eliminar' });
    expect(await remaining()).toHaveLength(3);
  });
});
