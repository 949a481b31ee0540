import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { adminAudit, categories, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createCategories, createProduct } from '../../test/factories';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';

describe.each(databaseTargets())('product categories as a list on $name', (target) => {
  let t: TestApp;
  let admin: Customer;
  const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: admin.authorization } });

  beforeAll(async () => {
    t = await buildTestApp({ database: await target.open() });
    admin = await administrator(t);
    await createCategories(t.database.db, 'Despensa', 'Snacks');
    await createProduct(t.database.db, { nombre: 'Arroz', categoria: 'Despensa' });
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  it('creates a category on purpose, shown with its capital, and audits it', async () => {
    const created = await as('POST', '/api/admin/categorias', { nombre: '  básicos ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      categoria: { nombre: 'Básicos', productos: 0 },
      message: 'Categoría «Básicos» creada',
    });
    const list = (await as('GET', '/api/admin/categorias')).json();
    expect(
      list.categorias.map((c: { nombre: string; productos: number }) => [c.nombre, c.productos]),
    ).toEqual([
      ['Básicos', 0],
      ['Despensa', 1],
      ['Snacks', 0],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, 'category.create'));
    expect(audit?.after).toMatchObject({ nombre: 'Básicos' });
  });

  it.each([
    [{ nombre: 'BASICOS' }, 409, 'Ya existe la categoría «Básicos».'],
    [
      { nombre: '<img src=x onerror=alert(1)>' },
      400,
      'El nombre de la categoría solo puede tener letras y espacios.',
    ],
    [{ nombre: 'x'.repeat(41) }, 400, 'El nombre de la categoría tiene máximo 40 caracteres.'],
    [{ nombre: '   ' }, 400, 'Escribe el nombre de la categoría.'],
    [{}, 400, 'Escribe el nombre de la categoría.'],
  ])('refuses %j with a Spanish message', async (body, status, message) => {
    const answer = await as('POST', '/api/admin/categorias', body);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error).toBe(message);
  });

  it('saves a product only in a listed category, written as the list writes it', async () => {
    const unknown = await as('POST', '/productos', {
      nombre: 'Vino',
      precio: 30_000,
      categoria: '<img src=x>',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'CATEGORY_UNKNOWN' });
    const created = await as('POST', '/productos', {
      nombre: 'Papas',
      precio: 3_000,
      categoria: 'snacks',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().producto.categoria).toBe('Snacks');
    const moved = await as('PUT', `/productos/${created.json().producto.id}`, {
      categoria: 'Licores',
    });
    expect(moved.statusCode).toBe(422);
  });

  it('builds the public chips from the list: only listed categories with products on sale', async () => {
    await createProduct(t.database.db, {
      codigo: 'SC-0501',
      nombre: 'Raro',
      categoria: '<img src=x onerror=alert(1)>',
    });
    const answer = await t.app.inject({ method: 'GET', url: '/api/categorias' });
    expect(answer.json()).toEqual({ categorias: ['Despensa', 'Snacks'] });
  });

  it('keeps the admin routes closed to residents', async () => {
    const resident = await customer(t);
    for (const method of ['GET', 'POST'] as const) {
      const answer = await t.app.inject({
        method,
        url: '/api/admin/categorias',
        payload: { nombre: 'Vinos' },
        headers: { authorization: resident.authorization },
      });
      expect(answer.statusCode).toBe(403);
    }
  });

  it('migrates the categories products already had into the list (0013)', async () => {
    await t.database.db.delete(categories);
    await t.database.db
      .update(products)
      .set({ categoria: 'lácteos' })
      .where(eq(products.nombre, 'Arroz'));
    await createProduct(t.database.db, {
      codigo: 'SC-0502',
      nombre: 'Yogur',
      categoria: 'Lácteos',
    });
    await createProduct(t.database.db, {
      codigo: 'SC-0503',
      nombre: 'Kumis',
      categoria: ' LÁCTEOS ',
    });
    await createProduct(t.database.db, {
      codigo: 'SC-0504',
      nombre: 'Queso',
      categoria: 'Lácteos',
    });
    const statements = readFileSync(
      new URL('../../db/migrations/0013_product_categories.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .slice(1);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    const list = await t.database.db
      .select({ nombre: categories.nombre, clave: categories.clave })
      .from(categories)
      .orderBy(asc(categories.clave));
    expect(list).toEqual([
      { nombre: 'Lácteos', clave: 'lacteos' },
      { nombre: 'Snacks', clave: 'snacks' },
    ]);
    const rows = await t.database.db
      .select({ nombre: products.nombre, categoria: products.categoria })
      .from(products)
      .orderBy(asc(products.id));
    expect(Object.fromEntries(rows.map((r) => [r.nombre, r.categoria]))).toMatchObject({
      Arroz: 'Lácteos',
      Yogur: 'Lácteos',
      Kumis: 'Lácteos',
      Queso: 'Lácteos',
      Papas: 'Snacks',
      Raro: '<img src=x onerror=alert(1)>',
    });
  });
});
