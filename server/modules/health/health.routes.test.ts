import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMigrationMillis, migrationsApplied } from '../../db/migrate';
import { createUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/app';
import { getTestDatabase } from '../../test/db';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers health without asking the database', async () => {
    const down = await buildTestApp({
      database: { ...(await getTestDatabase()), ping: async () => false },
      reset: false,
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await down.close();
    }
  });

  it('answers ready when the database answers and is migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ready: true,
      checks: { database: true, migrations: true, accepting: true },
    });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const down = await buildTestApp({
      database: { ...(await getTestDatabase()), ping: async () => false },
      reset: false,
    });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        ready: false,
        checks: { database: false, migrations: false, accepting: true },
      });
    } finally {
      await down.close();
    }
  });

  it('tells whether every shipped migration is applied', async () => {
    const database = await getTestDatabase();
    expect(await migrationsApplied(database)).toBe(true);
    expect(await migrationsApplied(database, latestMigrationMillis() + 1)).toBe(false);
  });

  it('answers 503 while draining, and refuses new requests with Retry-After', async () => {
    const draining = await buildTestApp({ reset: false });
    try {
      draining.app.lifecycle.drain();
      const ready = await draining.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ ready: false, checks: { accepting: false } });
      expect((await draining.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(
        200,
      );
      const order = await draining.app.inject({ method: 'POST', url: '/orders', payload: {} });
      expect(order.statusCode).toBe(503);
      expect(order.headers['retry-after']).toBe('2');
      expect(order.headers.connection).toBe('close');
      expect(order.json()).toEqual({
        error: 'La tienda se está reiniciando. Intenta de nuevo en unos segundos.',
        code: 'RESTARTING',
      });
    } finally {
      await draining.close();
    }
  });
});

describe('pages for clients that do not send Accept: text/html', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'sc-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDir, '404.html'), '<h1>Página no encontrada</h1>');
    t = await buildTestApp({ config: { webDir } });
    // A shop with an administrator: an empty one sends its store paths to the first start.
    await createUser(t.database.db, { rol: 'admin' });
  });
  afterAll(() => t.close());

  it.each([
    ['curl', '*/*'],
    ['a monitor without Accept', undefined],
    ['a feed reader', 'application/xml, text/*;q=0.5'],
  ])('serves /app and /inicio to %s', async (_who, accept) => {
    for (const url of ['/app', '/inicio']) {
      const res = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('answers JSON 404 to a client asking only for JSON, and under /api/', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/app',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 'NOT_FOUND' });
    const api = await t.app.inject({ method: 'GET', url: '/api/nada', headers: { accept: '*/*' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps unknown paths a real 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/no-existe',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
