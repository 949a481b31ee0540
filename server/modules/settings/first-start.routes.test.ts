import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { NIT_MESSAGES } from '../../../domain/nit';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import type { Database } from '../../db/client';
import { adminAudit, shopSettings, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { testConfig } from '../../config';
import { totpCodeAt } from '../auth/totp';
import { setupCodeOf } from './setup-code';
import { dropPostgresTestDatabase, getPostgresTestDatabase } from '../../test/db';

// Issue 26: the one-time setup of an empty shop (SEED=none).
const setup = (t: TestApp, body: unknown, ip = '10.0.0.7') =>
  t.app.inject({ method: 'POST', url: '/api/configuracion-inicial', payload: body as object, remoteAddress: ip });
const CODE = setupCodeOf(testConfig().jwtSecret);
const body = (overrides: { email?: string; torres?: number; codigo?: string | null; nit?: string } = {}) => ({
  ...(overrides.codigo === null ? {} : { codigo: overrides.codigo ?? CODE }),
  administrador: { nombre: 'Marta Ruiz', email: overrides.email ?? 'marta@tienda.co', cedula: '52123456', telefono: '3105551234' },
  ajustes: {
    ...structuredClone(DEFAULT_SETTINGS),
    tienda: { ...DEFAULT_SETTINGS.tienda, nombre: 'Tienda La Colina', conjunto: 'Conjunto La Colina', torres: overrides.torres ?? 3 },
    contacto: { telefono: '310 555 1234', whatsapp: '3105551234', correo: 'hola@lacolina.co' },
    legal: { razon_social: 'Mercados La Colina S.A.S.', nit: overrides.nit ?? '900123456-8' },
  },
});

async function journey(t: TestApp) {
  const open = await t.app.inject({ method: 'GET', url: '/api/configuracion-inicial' });
  expect(open.statusCode).toBe(200);
  expect(open.json().ajustes).toEqual(DEFAULT_SETTINGS);

  const bad = await setup(t, body({ torres: 0 }));
  expect(bad.statusCode).toBe(400);
  expect(JSON.stringify(bad.json())).toContain(SETTINGS_MESSAGES.towersInvalid);
  expect(await t.database.db.select().from(users)).toHaveLength(0);
  // Issue 41: the shop's own contact and operator are asked; a NIT must carry its check digit.
  expect(open.json().ajustes.contacto).toEqual({ telefono: '', whatsapp: '', correo: '' });
  const anonymous = await setup(t, { ...body(), ajustes: DEFAULT_SETTINGS });
  expect(anonymous.statusCode).toBe(400);
  expect(anonymous.json().fields).toMatchObject({
    'ajustes.contacto.whatsapp': SETTINGS_MESSAGES.whatsappRequired,
    'ajustes.contacto.correo': SETTINGS_MESSAGES.emailRequired,
    'ajustes.legal.razon_social': SETTINGS_MESSAGES.companyRequired,
    'ajustes.legal.nit': SETTINGS_MESSAGES.nitRequired,
  });
  const wrongNit = await setup(t, body({ nit: '900.123.456-1' }));
  expect(wrongNit.json().fields['ajustes.legal.nit']).toBe(NIT_MESSAGES.checkDigit);
  expect(await t.database.db.select().from(users)).toHaveLength(0);

  // Issue 39: from anywhere but the server's own machine, the code its log printed is needed.
  expect(open.json().codigo_requerido).toBe(false);
  // Issue 46: the new owner learns that payments are a test until Wompi is connected.
  expect(open.json().pagos_prueba).toBe(true);
  const remote = await t.app.inject({ method: 'GET', url: '/api/configuracion-inicial', remoteAddress: '10.0.0.7' });
  expect(remote.json().codigo_requerido).toBe(true);
  const forwarded = await t.app.inject({ method: 'GET', url: '/api/configuracion-inicial', headers: { 'x-forwarded-for': '203.0.113.9' } });
  expect(forwarded.json().codigo_requerido).toBe(true);
  const noCode = await setup(t, body({ codigo: null }));
  expect(noCode.statusCode).toBe(403);
  expect(noCode.json()).toMatchObject({ code: 'SETUP_CODE_REQUIRED', error: ACCOUNT_MESSAGES.setup.codeRequired });
  const wrongCode = await setup(t, body({ codigo: 'AAAA-BBBB-CCCC' }));
  expect(wrongCode.statusCode).toBe(403);
  expect(wrongCode.json().error).toBe(ACCOUNT_MESSAGES.setup.codeInvalid);
  expect(await t.database.db.select().from(users)).toHaveLength(0);

  // Two browsers at once: one shop, one refusal.
  const [a, b] = await Promise.all([setup(t, body()), setup(t, body({ email: 'otro@tienda.co' }), '10.0.0.8')]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([201, 404]);
  const created = a.statusCode === 201 ? a : b;
  // No session yet: the first administrator enrols a second factor in the same flow.
  expect(created.json()).not.toHaveProperty('token');
  expect(created.json()).toMatchObject({ enrolamiento_requerido: true, metodos: ['passkey', 'totp'] });
  const desafio = created.json().desafio as string;
  const enrol = await t.app.inject({ method: 'POST', url: '/auth/factor/totp/inscribir', payload: { desafio } });
  const secreto = enrol.json().secreto as string;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/auth/factor/totp/confirmar',
    payload: { desafio, codigo: totpCodeAt(secreto, t.app.clock()) },
  });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().codigos_recuperacion).toHaveLength(10);
  const token = confirmed.json().token as string;
  // The user as login answers it, so the browser starts its session the same way.
  expect(created.json().user).toMatchObject({ email: created === a ? 'marta@tienda.co' : 'otro@tienda.co', rol: 'admin' });
  const admins = await t.database.db.select().from(users).where(eq(users.rol, 'admin'));
  expect(admins).toHaveLength(1);
  const [row] = await t.database.db.select().from(shopSettings);
  expect(row).toMatchObject({ version: 1, updated_by: admins[0]!.id });
  expect(await t.database.db.select().from(adminAudit)).toHaveLength(1);

  // The new administrator is signed in; the shop already speaks with its own name.
  const view = await t.app.inject({ method: 'GET', url: '/api/admin/ajustes', headers: { authorization: `Bearer ${token}` } });
  expect(view.statusCode).toBe(200);
  expect(view.json().ajustes.tienda.nombre).toBe('Tienda La Colina');
  expect(view.json().ajustes.contacto).toEqual({ telefono: '310 555 1234', whatsapp: '573105551234', correo: 'hola@lacolina.co' });
  expect(view.json().ajustes.legal).toEqual({ razon_social: 'Mercados La Colina S.A.S.', nit: '900.123.456-8' });
  expect((await t.app.inject({ method: 'GET', url: '/api/configuracion-inicial' })).statusCode).toBe(404);
  const again = await setup(t, body({ email: 'tarde@tienda.co' }));
  expect(again.statusCode).toBe(404);
  expect(again.json().error).toBe(SETTINGS_MESSAGES.setup.alreadyDone);
}

describe('first start on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sets up the admin and settings once, then closes', () => journey(t));

  it('sends the store paths to the setup while it is open, and only then', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'sc-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const web = await buildTestApp({ database: t.database, config: { webDir } });
    try {
      const page = (url: string) => web.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      for (const url of ['/', '/app', '/app/']) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location).toBe('/configuracion-inicial');
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect((await page('/configuracion-inicial')).statusCode).toBe(200);
      expect((await page('/inicio')).statusCode).toBe(200);
      // The server's own machine, unforwarded, needs no code.
      expect((await setup(web, body({ codigo: null }), '127.0.0.1')).statusCode).toBe(201);
      for (const url of ['/', '/app']) expect((await page(url)).statusCode, url).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('limits the attempts of one address', async () => {
    const fresh = await buildTestApp({ database: t.database });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) codes.push((await setup(fresh, body({ torres: 0 }), '10.9.9.9')).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('first start on PostgreSQL', () => {
  let database: Database | null = null;
  let t: TestApp;
  beforeAll(async () => {
    database = await getPostgresTestDatabase();
    t = await buildTestApp({ database: database! });
  });
  afterAll(async () => {
    await t?.close();
    await dropPostgresTestDatabase(database);
  });

  it('sets up the admin and settings once, then closes', () => journey(t));
});
