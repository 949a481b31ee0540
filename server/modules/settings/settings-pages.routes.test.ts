import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { publishedHours } from '../../../domain/service-hours';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import type { PageRenderer } from '../../http/public-pages';
import { buildTestApp, type TestApp } from '../../test/app';
import { administrator } from '../orders/orders.fixtures';

// Issue 26: the public pages, the shell and the manifest print the saved settings, drawn again
// (with a new ETag) when they change, here or on another instance. The renderer stands in for
// the build's (web/prerender.test.tsx checks what the real pages print).
const NOW = new Date('2026-11-21T15:00:00Z');

function webDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sc-pages-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="es"><head><title>SuperConjunto · Tu supermercado en casa, en 20 minutos</title>
    <meta name="description" content="SuperConjunto: el mercado" />
    <link rel="stylesheet" crossorigin href="/assets/index-Ab12.css">
    <meta name="apple-mobile-web-app-title" content="SuperConjunto" />
    </head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-Ab12.js"></script></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-Ab12.css'), 'h1{color:green}');
  writeFileSync(join(dir, 'assets', 'index-Ab12.js'), 'export {};');
  writeFileSync(
    join(dir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'SuperConjunto', short_name: 'SuperConjunto', start_url: '/app' }),
  );
  return dir;
}

const renders: string[] = [];
const render: PageRenderer = async (url, { ajustes, ventana }) => {
  renders.push(url);
  return `<main><h1>${ajustes.tienda.nombre}</h1><p>${publishedHours(ventana).horas.replace(/[\u00a0\u202f]/g, ' ')}</p><p>envío ${ajustes.envio.tarifa_efectivo}</p></main>`;
};

const colina = (): ShopSettings => {
  const s = structuredClone(DEFAULT_SETTINGS);
  s.tienda.nombre = 'Tienda La Colina';
  s.horario.semana = s.horario.semana.map(() => ({
    abierto: true,
    abre: '07:00',
    cierra: '21:00',
  }));
  s.envio = { tarifa_efectivo: 3_500, gratis_desde: 40_000 };
  return s;
};

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

async function until(
  read: () => Promise<string>,
  done: (body: string) => boolean,
  ms = 2_000,
): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const body = await read();
    if (done(body) || Date.now() > end) return body;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('pages drawn with the saved settings', () => {
  const dir = webDir();
  let a: TestApp;
  let b: TestApp | undefined;
  let admin: Awaited<ReturnType<typeof administrator>>;
  beforeAll(async () => {
    a = await buildTestApp({
      config: { serviceHours: undefined, webDir: dir },
      now: NOW,
      pageRenderer: render,
    });
    admin = await administrator(a);
  });
  afterEach(async () => {
    await b?.close();
    b = undefined;
  });
  afterAll(() => a.close());

  it('draws the pages, the shell and the manifest again after a save, with new ETags', async () => {
    const terms = await get(a, '/terminos');
    expect(terms.statusCode).toBe(200);
    expect(terms.body).toContain(
      '<h1>SuperConjunto</h1><p>6:00 a. m. a 11:00 p. m.</p><p>envío 2000</p>',
    );
    expect(terms.body).toContain('<title>Términos y condiciones · SuperConjunto</title>');
    expect(terms.body).toContain('<style>h1{color:green}</style>');
    const etag = String(terms.headers.etag);
    expect(terms.headers['cache-control']).toBe('no-cache');
    expect((await get(a, '/terminos', { 'if-none-match': etag })).statusCode).toBe(304);
    // Drawn once per settings version, not per request.
    const drawn = renders.length;
    await get(a, '/terminos');
    expect(renders.length).toBe(drawn);
    const manifest = await get(a, '/manifest.webmanifest', { accept: '*/*' });
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({ name: 'SuperConjunto', start_url: '/app' });
    const shellTag = String((await get(a, '/')).headers.etag);

    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/ajustes',
      payload: colina(),
      headers: { authorization: admin.authorization },
    });
    expect(saved.statusCode).toBe(200);

    const again = await get(a, '/terminos', { 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
    expect(again.body).toContain(
      '<h1>Tienda La Colina</h1><p>7:00 a. m. a 9:00 p. m.</p><p>envío 3500</p>',
    );
    expect(again.body).toContain('<title>Términos y condiciones · Tienda La Colina</title>');
    expect(again.body).toContain(
      'data-ajustes="{&quot;ajustes&quot;:{&quot;tienda&quot;:{&quot;nombre&quot;:&quot;Tienda La Colina&quot;',
    );
    const shell = await get(a, '/');
    expect(shell.headers.etag).not.toBe(shellTag);
    expect(shell.body).toContain(
      '<title>Tienda La Colina · Tu supermercado en casa, en 20 minutos</title>',
    );
    expect(shell.body).toContain(
      '<meta name="apple-mobile-web-app-title" content="Tienda La Colina" />',
    );
    expect((await get(a, '/manifest.webmanifest', { accept: '*/*' })).json()).toMatchObject({
      name: 'Tienda La Colina',
      short_name: 'Tienda La Colina',
    });
    const missing = await get(a, '/no-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Página no encontrada · Tienda La Colina</title>');
  });

  it('draws them again on another instance when it hears the save', async () => {
    b = await buildTestApp({
      config: { serviceHours: undefined, webDir: dir },
      database: a.database,
      now: NOW,
      reset: false,
      pageRenderer: render,
    });
    const before = await get(b, '/inicio');
    const renamed = colina();
    renamed.tienda.nombre = 'Mercado del Parque';
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/ajustes',
      payload: renamed,
      headers: { authorization: admin.authorization },
    });
    expect(saved.statusCode).toBe(200);
    const after = await until(
      async () => (await get(b!, '/inicio')).body,
      (body) => body.includes('<h1>Mercado del Parque</h1>'),
    );
    expect(after).toContain('<h1>Mercado del Parque</h1>');
    expect(after).toContain(
      '<title>Mercado del Parque · Tu supermercado en casa, en 20 minutos</title>',
    );
    expect((await get(b, '/inicio')).headers.etag).not.toBe(before.headers.etag);
  });
});
