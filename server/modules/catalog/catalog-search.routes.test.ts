import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createProduct } from '../../test/factories';

describe.each(databaseTargets())('GET /api/buscar on $name (issue 43)', (target) => {
  let t: TestApp;
  let milk: number;
  let cola: number;
  beforeAll(async () => {
    t = await buildTestApp({ database: await target.open() });
    milk = (await createProduct(t.database.db, { nombre: 'Leche entera 1 L' })).id;
    cola = (await createProduct(t.database.db, { nombre: 'Gaseosa Coca-Cola 1,5 L' })).id;
    await createProduct(t.database.db, { nombre: 'Pan francés' });
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  it('finds a product through a typo and says the corrected search', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/buscar?q=lehce' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ productos: [milk], correccion: 'leche' });
  });

  it('finds a brand written as one word', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/buscar?q=cocacola' });
    expect(res.json()).toMatchObject({ productos: [cola] });
  });

  it('answers nothing for what nothing is close to', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/buscar?q=cerveza' });
    expect(res.json()).toEqual({ productos: [], paquetes: [], sugerencias: [], correccion: null });
  });

  it('refuses a query longer than the search box with a Spanish message', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/buscar?q=${'a'.repeat(61)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(JSON.stringify(res.json())).toContain('máximo 60 caracteres');
  });
});
