import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app';
import { createUser } from './test/factories';

function fakeWebDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sc-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="es"><div id="root"></div></html>',
  );
  writeFileSync(join(dir, 'assets', 'main-Ab12Cd.js'), 'export const x = 1;\n'.repeat(200));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  // Two of the pages the build prerenders; the others fall back to the shell.
  writeFileSync(join(dir, 'inicio.html'), '<div id="root"><h1>Inicio prerenderizado</h1></div>');
  writeFileSync(join(dir, '404.html'), '<div id="root"><h1>Página no encontrada</h1></div>');
  return dir;
}

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { webDir: fakeWebDir() } });
    // A shop with an administrator: an empty one sends its store paths to the first start.
    await createUser(t.database.db, { rol: 'admin' });
  });
  afterAll(() => t.close());

  it('answers health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('sends a strict content security policy on pages and API responses', async () => {
    for (const url of ['/inicio', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves index.html for any page path so the browser router decides', async () => {
    for (const url of ['/', '/inicio', '/historial?x=1', '/productos', '/store', '/contacto/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the app with a real 404 status for an unknown page path', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/una/ruta/que/no/existe',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<h1>Página no encontrada</h1>');
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('sends a public page as the HTML the build rendered', async () => {
    for (const url of ['/inicio', '/inicio/', '/inicio?utm=x']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Inicio prerenderizado</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const shell = await t.app.inject({
      method: 'GET',
      url: '/app',
      headers: { accept: 'text/html' },
    });
    expect(shell.body).not.toContain('prerenderizado');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toContain('must-revalidate');
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/main-Ab12Cd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown API paths with a Spanish 404 in JSON', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no-existe',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'La dirección solicitada no existe', code: 'NOT_FOUND' });
  });
});

describe('content security policy with the real gateway', () => {
  it('lets the browser reach Wompi (card tokenization) and nothing else', async () => {
    const wompi = {
      provider: 'wompi' as const,
      sandboxSettleMs: 0,
      wompi: {
        env: 'test' as const,
        publicKey: 'pub_test_abc',
        privateKey: 'prv_test_abc',
        integritySecret: 'test_integrity_abc',
        eventsSecret: 'test_events_abc',
      },
    };
    const t = await buildTestApp({ config: { payments: wompi } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(res.headers['content-security-policy'])).toContain(
        "connect-src 'self' https://sandbox.wompi.co;",
      );
    } finally {
      await t.close();
    }
  });
});
