import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';

describe.each(databaseTargets())('catalogue reads on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database: await target.open() });
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  it('lists products on sale with the final unit price of the domain rule', async () => {
    await createProduct(t.database.db, {
      nombre: 'Leche',
      precio: 5_250,
      descuento_activo: true,
      descuento_porcentaje: 10,
    });
    await createProduct(t.database.db, {
      nombre: 'Pan',
      precio: 4_000,
      descuento_activo: true,
      descuento_porcentaje: 0,
    });
    await createProduct(t.database.db, { nombre: 'Retirado', precio: 1_000, activo: false });
    const res = await t.app.inject({ method: 'GET', url: '/productos-con-descuentos' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{
      nombre: string;
      precio_final: number;
      ahorro: number;
      costo_compra?: number;
    }>;
    expect(list.map((p) => p.nombre)).toEqual(['Leche', 'Pan']);
    // round(5250 × 90 / 100) = 4725; a 0 % "discount" is no discount.
    expect(list[0]).toMatchObject({ precio_final: 4_725, ahorro: 525 });
    expect(list[1]).toMatchObject({ precio_final: 4_000, ahorro: 0 });
    expect(list[0]).not.toHaveProperty('costo_compra');
  });

  it('answers 304 to a browser that holds the current version', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/productos' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/productos',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a browser with the precompressed list, the same data as uncompressed', async () => {
    for (let i = 0; i < 30; i++) await createProduct(t.database.db, { nombre: `Producto ${i}` });
    t.app.catalogCache.invalidate(); // the factory writes behind the cache's back
    const plain = await t.app.inject({ method: 'GET', url: '/productos-con-descuentos' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      method: 'GET',
      url: '/productos-con-descuentos',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({
      method: 'GET',
      url: '/productos-con-descuentos',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });
});
