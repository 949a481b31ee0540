import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import { NIT_MESSAGES } from '../../../domain/nit';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import type { Database } from '../../db/client';
import { adminAudit, orders, popupPromotions, shopSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { dropPostgresTestDatabase, getPostgresTestDatabase } from '../../test/db';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, customer, placeOrder } from '../orders/orders.fixtures';
import { promiseMs } from '../../../testkit/budgets';

// Issue 26: the settings saved on one instance reach a second one on the same database (NOTIFY
// ajustes) within 2 s: its hours rule, /api/horario, the assistant and a new order's total.
// Orders placed before keep their figures. A Saturday, 10:00 in Bogotá.
const NOW = new Date('2026-11-21T15:00:00Z');
const noOverride = { config: { serviceHours: undefined } };

const put = (t: TestApp, authorization: string, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/ajustes', payload: body as object, headers: { authorization } });
const chat = async (t: TestApp, mensaje: string) =>
  (await t.app.inject({ method: 'POST', url: '/chat', payload: { mensaje, historial: [] } })).json<{ respuesta: string }>()
    .respuesta;
const changed = (change: (s: ShopSettings) => void) => {
  const s = structuredClone(DEFAULT_SETTINGS);
  change(s);
  return s;
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 2_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function twoInstanceJourney(a: TestApp, b: TestApp) {
  const admin = await administrator(a);
  const ana = await customer(a);
  const product = await createProduct(a.database.db, { precio: 10_000, stock: 50 });
  const before = await placeOrder(b, ana, cashBody([{ product, cantidad: 1 }]));
  expect(before.statusCode).toBe(201);
  expect(before.json().pedido.total).toBe(12_000);

  const fee = changed((s) => {
    s.envio = { tarifa_efectivo: 3_500, gratis_desde: 30_000 };
    s.tienda.nombre = 'Tienda La Colina';
  });
  const saved = await put(a, admin.authorization, fee);
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ version: 1, message: SETTINGS_MESSAGES.saved, ajustes: fee });

  const started = Date.now();
  const seen = await until(
    async () => (await b.app.inject({ method: 'GET', url: '/api/ajustes' })).json(),
    (body) => body.version === 1,
  );
  expect(seen.ajustes.envio).toEqual(fee.envio);
  expect(Date.now() - started).toBeLessThan(promiseMs(2_000));
  expect(await chat(b, '¿cuánto cuesta el envío?')).toContain('3.500');

  const after = await placeOrder(b, ana, cashBody([{ product, cantidad: 1 }], { costo_envio: 3_500, total: 13_500 }));
  expect(after.statusCode).toBe(201);
  expect(after.json().pedido.total).toBe(13_500);
  // The order placed before keeps the total it was priced with.
  const [kept] = await a.database.db.select().from(orders).where(eq(orders.id, before.json().pedidoId));
  expect(kept!.total).toBe(12_000);

  // Saturdays closed: the second instance refuses orders and says so on every path.
  const closed = structuredClone(fee);
  closed.horario.semana[5] = { abierto: false, abre: '06:00', cierra: '23:00' };
  expect((await put(a, admin.authorization, closed)).statusCode).toBe(200);
  const hours = await until(
    async () => (await b.app.inject({ method: 'GET', url: '/api/horario' })).json(),
    (body) => body.abierto === false,
  );
  expect(hours).toMatchObject({ abierto: false, ventana: closed.horario });
  expect(hours.mensaje).toContain('abrimos mañana a las 6:00');
  const refused = await placeOrder(b, ana, cashBody([{ product, cantidad: 1 }], { costo_envio: 3_500, total: 13_500 }));
  expect(refused.statusCode).toBe(422);
  expect(refused.json().code).toBe('OUTSIDE_SERVICE_HOURS');
  expect(await chat(b, '¿a qué hora abren?')).toContain('Ahora estamos cerrados');

  // "Aviso diario" off: the store hears there is no popup, though one is active.
  await a.database.db.insert(popupPromotions).values({ titulo: 'Fresas 2x1' });
  b.app.catalogCache.invalidate();
  expect((await b.app.inject({ method: 'GET', url: '/api/promociones-popup' })).json().activa).toBe(true);
  const noPopup = structuredClone(closed);
  noPopup.popup_diario = false;
  expect((await put(a, admin.authorization, noPopup)).statusCode).toBe(200);
  const popup = await until(
    async () => (await b.app.inject({ method: 'GET', url: '/api/promociones-popup' })).json(),
    (body) => body.activa === false,
  );
  expect(popup).toEqual({ activa: false, promocion: null });

  const audit = await a.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'settings.update'));
  expect(audit).toHaveLength(3);
  expect(audit[0]).toMatchObject({ admin_id: admin.userId, before: DEFAULT_SETTINGS, after: fee });
  expect(audit[1]).toMatchObject({ before: fee, after: closed });
}

async function refusalsChangeNothing(t: TestApp) {
  const admin = await administrator(t);
  const resident = await customer(t);
  for (const [change, message] of [
    [(s: ShopSettings) => (s.envio = { tarifa_efectivo: 20_000, gratis_desde: 15_000 }), SETTINGS_MESSAGES.feeAboveThreshold],
    [(s: ShopSettings) => (s.tienda.torres = 0), SETTINGS_MESSAGES.towersInvalid],
    [(s: ShopSettings) => (s.horario.semana[0] = { abierto: true, abre: '22:00', cierra: '06:00' }), SETTINGS_MESSAGES.closeAfterOpen],
    [(s: ShopSettings) => (s.minimos.digital = 2_000_000), SETTINGS_MESSAGES.minimumTooHigh],
    [(s: ShopSettings) => (s.contacto.whatsapp = 'escríbenos'), SETTINGS_MESSAGES.whatsappInvalid],
    [(s: ShopSettings) => (s.legal.nit = '901.555.123-4'), NIT_MESSAGES.checkDigit],
    [(s: ShopSettings) => (s.legal.nit = '901555123'), NIT_MESSAGES.format],
  ] as const) {
    const answer = await put(t, admin.authorization, changed(change));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION');
    expect(JSON.stringify(answer.json())).toContain(message);
  }
  expect(await t.database.db.select().from(shopSettings)).toHaveLength(0);
  expect((await put(t, resident.authorization, DEFAULT_SETTINGS)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/ajustes' })).statusCode).toBe(401);
  const view = (await t.app.inject({ method: 'GET', url: '/api/admin/ajustes', headers: { authorization: admin.authorization } })).json();
  expect(view).toMatchObject({ version: 0, ajustes: DEFAULT_SETTINGS, horario_anulado: false });
  expect(view.festivos).toContainEqual({ fecha: '2026-12-08', nombre: 'Inmaculada Concepción' });
}

describe('settings on PGlite', () => {
  let a: TestApp;
  let b: TestApp | undefined;
  beforeAll(async () => {
    a = await buildTestApp({ ...noOverride, now: NOW });
  });
  afterEach(async () => {
    await b?.close();
    b = undefined;
  });
  afterAll(() => a.close());

  it('refuses bad settings with their Spanish message and changes nothing', () => refusalsChangeNothing(a));

  it('reaches a second app on the same database and keeps placed orders', async () => {
    a.setNow(NOW);
    b = await buildTestApp({ ...noOverride, database: a.database, now: NOW, reset: true });
    // `a` was built before the reset: it reloads like any instance hearing a save.
    await a.app.shopSettings.load();
    await twoInstanceJourney(a, b);
  });

  it('edits the shop’s contact and operator, audited, and the assistant says them (issue 41)', async () => {
    b = await buildTestApp({ ...noOverride, database: a.database, now: NOW, reset: true });
    const admin = await administrator(b);
    expect(await chat(b, 'numero de whatsapp')).not.toContain('wa.me');
    const identity = changed((s) => {
      s.contacto = { telefono: '310 555 1234', whatsapp: '310 555 1234', correo: 'Hola@LaColina.co' };
      s.legal = { razon_social: 'Mercados La Colina S.A.S.', nit: '900123456-8' };
    });
    const saved = await put(b, admin.authorization, identity);
    expect(saved.statusCode).toBe(200);
    const stored = { razon_social: 'Mercados La Colina S.A.S.', nit: '900.123.456-8' };
    expect(saved.json().ajustes.legal).toEqual(stored);
    expect((await b.app.inject({ method: 'GET', url: '/api/ajustes' })).json().ajustes).toMatchObject({
      legal: stored,
      contacto: { whatsapp: '573105551234', correo: 'hola@lacolina.co' },
    });
    const [audit] = await b.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'settings.update'));
    expect(audit).toMatchObject({ admin_id: admin.userId, before: DEFAULT_SETTINGS });
    expect((audit!.after as ShopSettings).legal).toEqual(stored);
    const answer = await chat(b, 'numero de whatsapp');
    expect(answer).toContain('https://wa.me/573105551234');
    expect(answer).toContain('hola@lacolina.co');
  });

  it('keeps SERVICE_HOURS as an override of the saved hours', async () => {
    b = await buildTestApp({ config: { serviceHours: 'always' }, database: a.database, now: NOW, reset: false });
    const hours = (await b.app.inject({ method: 'GET', url: '/api/horario' })).json();
    expect(hours).toMatchObject({ abierto: true, ventana: 'always' });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('settings on PostgreSQL', () => {
  let database: Database | null = null;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await getPostgresTestDatabase();
    a = await buildTestApp({ ...noOverride, database: database!, now: NOW });
    b = await buildTestApp({ ...noOverride, database: database!, now: NOW, reset: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dropPostgresTestDatabase(database);
  });

  it('reaches a second instance within 2 s and keeps placed orders', () => twoInstanceJourney(a, b));
});
