import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expenses, popupPromotions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { resetDatabase } from '../../test/db';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('administrator popup and expenses', () => {
  let t: TestApp;
  let admin: Customer;
  let resident: Customer;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    admin = await administrator(t);
    resident = await customer(t);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: Customer | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });
  const storePopup = async () => (await t.app.inject({ method: 'GET', url: '/api/promociones-popup' })).json() as { activa: boolean; promocion: { titulo: string } | null };

  it('publishes one popup at a time, shows it in the store at once and deactivates it at once', async () => {
    expect(await storePopup()).toEqual({ activa: false, promocion: null });
    expect((await send('POST', '/api/admin/promociones-popup', admin, { titulo: 'Lunes de frutas', imagen_url: 'https://example.com/f.jpg' })).statusCode).toBe(201);
    expect((await storePopup()).promocion?.titulo).toBe('Lunes de frutas');
    await send('POST', '/api/admin/promociones-popup', admin, { titulo: 'Martes de panadería' });
    expect((await storePopup()).promocion?.titulo).toBe('Martes de panadería');
    const history = (await send('GET', '/api/admin/promociones-popup', admin)).json() as { promociones: Array<{ titulo: string; activa: boolean }> };
    expect(history.promociones.map((p) => [p.titulo, p.activa])).toEqual([
      ['Martes de panadería', true],
      ['Lunes de frutas', false],
    ]);
    expect((await send('PUT', '/api/admin/promociones-popup/desactivar', admin)).json()).toMatchObject({ desactivadas: 1, message: 'Promoción desactivada' });
    expect(await storePopup()).toEqual({ activa: false, promocion: null });
  });

  it('refuses a popup without a title or with a bad image', async () => {
    for (const payload of [{ titulo: '' }, { titulo: 'X', imagen_url: 'no es url' }]) {
      const res = await send('POST', '/api/admin/promociones-popup', admin, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await send('POST', '/api/admin/promociones-popup', admin, { titulo: ' ' })).json()).toMatchObject({ error: 'El título es obligatorio' });
    expect(await t.database.db.select().from(popupPromotions)).toEqual([]);
  });

  it('adds, lists and deletes expenses with their monthly amount', async () => {
    const res = await send('POST', '/api/admin/gastos', admin, { concepto: 'Arriendo', monto: 1_200_000, tipo: 'fijo' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ gasto: { concepto: 'Arriendo', frecuencia: 'mensual', monto_mensual: 1_200_000 } });
    await send('POST', '/api/admin/gastos', admin, { concepto: 'Domiciliario', monto: 50_000, tipo: 'variable', frecuencia: 'semanal' });
    const list = (await send('GET', '/api/admin/gastos', admin)).json() as { gastos: Array<{ id: number; concepto: string; monto_mensual: number }> };
    expect(list.gastos.map((g) => [g.concepto, g.monto_mensual])).toEqual([
      ['Domiciliario', 214_286],
      ['Arriendo', 1_200_000],
    ]);
    const id = list.gastos[0]!.id;
    expect((await send('DELETE', `/api/admin/gastos/${id}`, admin)).json()).toMatchObject({ message: 'Gasto eliminado' });
    expect((await send('DELETE', `/api/admin/gastos/${id}`, admin)).statusCode).toBe(404);
  });

  it('starts an expense today in Bogotá unless given its own dates (issue 23)', async () => {
    const today = await send('POST', '/api/admin/gastos', admin, { concepto: 'Luz', monto: 90_000, tipo: 'fijo' });
    expect(today.json()).toMatchObject({ gasto: { fecha_inicio: '2026-11-21', fecha_fin: null } });
    const dated = await send('POST', '/api/admin/gastos', admin, {
      concepto: 'Vigilancia', monto: 600_000, tipo: 'fijo', fecha_inicio: '2026-01-01', fecha_fin: '2026-11-30',
    });
    expect(dated.statusCode, dated.body).toBe(201);
    const list = (await send('GET', '/api/admin/gastos', admin)).json() as { gastos: Array<{ concepto: string; fecha_inicio: string; fecha_fin: string | null }> };
    expect(list.gastos.map((g) => [g.concepto, g.fecha_inicio, g.fecha_fin])).toEqual([
      ['Vigilancia', '2026-01-01', '2026-11-30'],
      ['Luz', '2026-11-21', null],
    ]);
  });

  it('edits an expense\'s dates with Spanish validation (issue 23)', async () => {
    const created = (await send('POST', '/api/admin/gastos', admin, { concepto: 'Luz', monto: 90_000, tipo: 'fijo' })).json() as { gasto: { id: number } };
    const url = `/api/admin/gastos/${created.gasto.id}`;
    const ok = await send('PATCH', url, admin, { fecha_inicio: '2026-11-01', fecha_fin: '2026-11-15' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Fechas del gasto actualizadas', gasto: { fecha_inicio: '2026-11-01', fecha_fin: '2026-11-15' } });
    const bad = await send('PATCH', url, admin, { fecha_inicio: '2026-11-20', fecha_fin: '2026-11-15' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('La fecha final debe ser igual o posterior a la fecha de inicio');
    const reopened = await send('PATCH', url, admin, { fecha_inicio: '2026-11-01', fecha_fin: null });
    expect(reopened.json()).toMatchObject({ gasto: { fecha_fin: null } });
    expect((await send('PATCH', '/api/admin/gastos/99999', admin, { fecha_inicio: '2026-11-01' })).statusCode).toBe(404);
    expect((await send('PATCH', url, resident, { fecha_inicio: '2026-11-01' })).statusCode).toBe(403);
  });

  it('refuses bad expenses with Spanish messages and writes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ concepto: 'Luz', monto: -5, tipo: 'fijo' }, 'El monto debe ser un número entero de pesos mayor a 0'],
      [{ concepto: 'Luz', monto: 'mucho', tipo: 'fijo' }, 'El monto debe ser un número entero de pesos mayor a 0'],
      [{ concepto: '', monto: 5, tipo: 'fijo' }, 'El concepto es obligatorio'],
      [{ concepto: 'Luz', monto: 5, tipo: 'otro' }, 'El tipo debe ser fijo o variable'],
      [{ concepto: 'Luz', monto: 5, tipo: 'fijo', fecha_inicio: '2026-13-01' }, 'Usa fechas con el formato AAAA-MM-DD'],
      [{ concepto: 'Luz', monto: 5, tipo: 'fijo', fecha_fin: 'mañana' }, 'Usa fechas con el formato AAAA-MM-DD'],
      [
        { concepto: 'Luz', monto: 5, tipo: 'fijo', fecha_inicio: '2026-11-10', fecha_fin: '2026-11-09' },
        'La fecha final debe ser igual o posterior a la fecha de inicio',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await send('POST', '/api/admin/gastos', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await t.database.db.select().from(expenses)).toEqual([]);
  });

  it('answers 401 and 403 on every route', async () => {
    const calls: Array<[Parameters<typeof send>[0], string, object?]> = [
      ['GET', '/api/admin/promociones-popup'],
      ['POST', '/api/admin/promociones-popup', { titulo: 'X' }],
      ['PUT', '/api/admin/promociones-popup/desactivar'],
      ['GET', '/api/admin/gastos'],
      ['POST', '/api/admin/gastos', { concepto: 'X', monto: 1, tipo: 'fijo' }],
      ['DELETE', '/api/admin/gastos/1'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, null, payload)).statusCode).toBe(401);
      expect((await send(method, url, resident, payload)).statusCode).toBe(403);
    }
  });
});
