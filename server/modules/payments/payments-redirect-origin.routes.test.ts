import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { customer } from '../orders/orders.fixtures';

/**
 * Issue 15: coming back from PSE or DaviPlata must land on the origin the shop was opened under.
 * The sandbox's bank page is served by this app under the same origin the gateway sends the
 * customer back to, so `pseUrl`/`daviplataUrl` show which origin the payment was created with.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function payBy(
  config: Partial<AppConfig>,
  method: 'PSE' | 'DAVIPLATA',
  headers: Record<string, string>,
) {
  t = await buildTestApp({ config });
  const who = await customer(t);
  // Not a multiple of $50: a digital total stays exact.
  const product = await createProduct(t.database.db, { precio: 25_025 });
  const settings = await t.app.inject({
    method: 'GET',
    url: '/api/pagos/configuracion',
    headers: { authorization: who.authorization },
  });
  const { aceptacion } = settings.json();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/crear-pago',
    headers: { authorization: who.authorization, ...headers },
    payload: {
      metodoPago: method,
      productos: [{ id: product.id, nombre: product.nombre, precio: 25_025, cantidad: 1 }],
      monto: 25_025,
      telefono: '3001234567',
      cedula: '1000000002',
      ...(method === 'PSE' ? { banco: '1' } : {}),
      acceptance_token: aceptacion.terminos.acceptance_token,
      accept_personal_auth: aceptacion.datos_personales.acceptance_token,
    },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body.monto).toBe(25_025);
  return new URL(method === 'PSE' ? body.pseUrl : body.daviplataUrl);
}

describe('gateway return URLs follow the request origin', () => {
  it('without PUBLIC_URL, a PSE payment opened on tienda.example:8080 goes back there', async () => {
    const url = await payBy({ publicUrlSet: false }, 'PSE', { host: 'tienda.example:8080' });
    expect(url.origin).toBe('http://tienda.example:8080');
    expect(url.pathname).toMatch(/^\/sandbox\/banco\//);
  });

  it('without PUBLIC_URL, DaviPlata goes back to 127.0.0.1 too', async () => {
    const url = await payBy({ publicUrlSet: false }, 'DAVIPLATA', { host: '127.0.0.1:4321' });
    expect(url.origin).toBe('http://127.0.0.1:4321');
  });

  it('ignores a forged X-Forwarded-Host and -Proto without TRUST_PROXY', async () => {
    const url = await payBy({ publicUrlSet: false, trustProxy: false }, 'PSE', {
      host: 'tienda.example:8080',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(url.origin).toBe('http://tienda.example:8080');
  });

  it('honours X-Forwarded-Host and -Proto with TRUST_PROXY', async () => {
    const url = await payBy({ publicUrlSet: false, trustProxy: true }, 'PSE', {
      host: 'internal:3000',
      'x-forwarded-host': 'tienda.example',
      'x-forwarded-proto': 'https',
    });
    expect(url.origin).toBe('https://tienda.example');
  });

  it('falls back to the configured URL for a malformed Host', async () => {
    const url = await payBy({ publicUrlSet: false }, 'PSE', { host: 'bad host/<x>' });
    expect(url.origin).toBe('http://localhost:3000');
  });

  it('PUBLIC_URL wins over the request', async () => {
    const url = await payBy(
      { publicUrl: 'https://superconjunto.example', publicUrlSet: true, trustProxy: true },
      'PSE',
      { host: 'tienda.example:8080', 'x-forwarded-host': 'otra.example' },
    );
    expect(url.origin).toBe('https://superconjunto.example');
  });
});

describe('the payment sheet links its legal documents on the request origin (issue 40)', () => {
  async function links(config: Partial<AppConfig>, headers: Record<string, string>) {
    t = await buildTestApp({ config });
    const who = await customer(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pagos/configuracion',
      headers: { authorization: who.authorization, ...headers },
    });
    expect(res.statusCode).toBe(200);
    const { aceptacion } = res.json();
    return [aceptacion.terminos.permalink, aceptacion.datos_personales.permalink];
  }

  it('opened by IP, the terms and the data policy are on that IP, not localhost', async () => {
    expect(await links({ publicUrlSet: false }, { host: '192.168.1.20:3000' })).toEqual([
      'http://192.168.1.20:3000/terminos',
      'http://192.168.1.20:3000/privacidad',
    ]);
  });

  it('PUBLIC_URL wins, and a forged X-Forwarded-Host counts for nothing without TRUST_PROXY', async () => {
    expect(
      await links({ publicUrlSet: false, trustProxy: false }, { host: 'tienda.example', 'x-forwarded-host': 'evil.example' }),
    ).toEqual(['http://tienda.example/terminos', 'http://tienda.example/privacidad']);
    await t?.close();
    expect(
      await links(
        { publicUrl: 'https://superconjunto.example', publicUrlSet: true },
        { host: '192.168.1.20:3000' },
      ),
    ).toEqual(['https://superconjunto.example/terminos', 'https://superconjunto.example/privacidad']);
  });
});
