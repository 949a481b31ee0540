import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { adminAudit, orderLines } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createCategories, createProduct, type Product } from '../../test/factories';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { insertOrder } from '../admin-orders/admin-board.fixtures';

describe('admin inventory', () => {
  let t: TestApp;
  let admin: Customer;
  const as = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: admin.authorization } });
  let arroz: Product;
  let cafe: Product;
  let sal: Product;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
    await createCategories(t.database.db, 'Granos', 'Bebidas', 'Dulces');
    arroz = await createProduct(t.database.db, { codigo: 'SC-0001', nombre: 'Arroz "Diana", 500 g', categoria: 'Granos', stock: 3, precio: 2_500 });
    cafe = await createProduct(t.database.db, { codigo: 'SC-0002', nombre: 'Café Águila Roja', categoria: 'Bebidas', stock: 40, precio: 9_000 });
    sal = await createProduct(t.database.db, { codigo: 'SC-0007', nombre: 'Sal marina', categoria: 'Granos', stock: 0, precio: 1_500 });
    await createProduct(t.database.db, { codigo: 'SC-0041', nombre: 'Retirado', activo: false });
  });
  afterAll(() => t.close());

  it('lists active products with stock counts, categories and accent-insensitive search', async () => {
    const all = (await as('GET', '/api/admin/productos')).json();
    expect(all.conteos).toEqual({ todos: 3, sin: 1, bajo: 1, en: 1 });
    expect(all.categorias).toEqual(['Bebidas', 'Granos']);
    expect(all.productos.map((p: Product) => p.codigo)).toEqual(['SC-0001', 'SC-0002', 'SC-0007']);
    const cafeRow = (await as('GET', '/api/admin/productos?q=cafe%20aguila')).json();
    expect(cafeRow.productos).toEqual([expect.objectContaining({ id: cafe.id, costo_compra: 7_000, informacion_nutricional: null })]);
    expect((await as('GET', '/api/admin/productos?q=sc-0007')).json().productos[0].id).toBe(sal.id);
    const granosBajo = (await as('GET', '/api/admin/productos?categoria=Granos&stock=bajo')).json();
    expect(granosBajo.productos.map((p: Product) => p.id)).toEqual([arroz.id]);
    expect(granosBajo.conteos).toEqual({ todos: 2, sin: 1, bajo: 1, en: 0 });
    expect((await as('GET', '/api/admin/productos/siguiente-codigo')).json()).toEqual({ codigo: 'SC-0042' });
  });

  it('searches with the shop\u2019s one catalogue search: typos, residents\u2019 words, the owner\u2019s aliases (issue 43)', async () => {
    const ids = async (q: string) =>
      (await as('GET', `/api/admin/productos?q=${encodeURIComponent(q)}`)).json().productos.map((p: Product) => p.id);
    expect(await ids('arros')).toEqual([arroz.id]);
    expect(await ids('tinto')).toEqual([cafe.id]);
    expect(await ids('sal marina')).toEqual([sal.id]);
    expect(await ids('retirado')).toEqual([]);
    await as('PUT', `/productos/${sal.id}`, { busca_como: 'sal de mar' });
    expect(await ids('sal de mar')).toEqual([sal.id]);
    expect(await ids('SC-000')).toEqual([arroz.id, cafe.id, sal.id]);
    const bebidas = (await as('GET', '/api/admin/productos?q=cafee&categoria=Granos')).json();
    expect(bebidas.productos).toEqual([]);
  });

  it('moves stock atomically, never below zero, with an audit row', async () => {
    const up = await as('PATCH', `/api/admin/productos/${sal.id}/stock`, { delta: 4 });
    expect(up.json()).toMatchObject({ id: sal.id, stock: 4 });
    const below = await as('PATCH', `/api/admin/productos/${sal.id}/stock`, { delta: -5 });
    expect(below.statusCode).toBe(409);
    expect(below.json().code).toBe('STOCK_BELOW_ZERO');
    expect((await as('PATCH', `/api/admin/productos/${sal.id}/stock`, { stock: 0 })).json().stock).toBe(0);
    expect((await as('PATCH', `/api/admin/productos/${sal.id}/stock`, { stock: -1 })).statusCode).toBe(400);
    expect((await as('PATCH', `/api/admin/productos/${sal.id}/stock`, { stock: 1, delta: 1 })).statusCode).toBe(400);
    const audit = await t.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'product.stock'));
    expect(audit.map((a) => [a.admin_id, a.before, a.after])).toEqual([
      [admin.userId, { stock: 0 }, { stock: 4 }],
      [admin.userId, { stock: 4 }, { stock: 0 }],
    ]);
  });

  it('exports the catalogue as CSV with a BOM that parses back exactly', async () => {
    for (const [query, delimiter] of [['', ';'], ['?separador=%2C', ',']] as const) {
      const answer = await as('GET', `/api/admin/productos/exportar${query}`);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="catalogo-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(answer.body.startsWith('\uFEFFcodigo' + delimiter + 'nombre')).toBe(true);
      const parsed = Papa.parse<string[]>(answer.body.slice(1), { delimiter, skipEmptyLines: true }).data;
      expect(parsed[1]).toEqual(['SC-0001', 'Arroz "Diana", 500 g', 'Granos', '2500', '7000', '3', '3', arroz.descripcion, '']);
      expect(parsed).toHaveLength(4);
    }
  });

  it('audits product create, update and delete (a product in no order is deleted)', async () => {
    const created = await as('POST', '/productos', { nombre: 'Panela', precio: 3_000, categoria: 'Dulces', stock: 'x' });
    expect(created.statusCode).toBe(201);
    const id = created.json().producto.id as number;
    expect(created.json().producto).toMatchObject({ codigo: 'SC-0042', stock: 0 });
    await as('PATCH', `/api/admin/productos/${id}/stock`, { delta: 2 });
    expect((await t.app.inject({ method: 'PUT', url: `/productos/${id}`, payload: { precio: 3_200 }, headers: { authorization: admin.authorization } })).statusCode).toBe(200);
    expect((await as('DELETE', `/productos/${id}`)).json()).toMatchObject({ retirado: false });
    const audit = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entity_id, String(id))).orderBy(asc(adminAudit.id));
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.stock', 'product.update', 'product.delete']);
    expect((audit[2]?.before as { precio: number }).precio).toBe(3_000);
    expect((audit[2]?.after as { precio: number }).precio).toBe(3_200);
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    await createProduct(t.database.db, { codigo: 'SC-0100', nombre: '=HYPERLINK("http://x")' });
    const body = (await as('GET', '/api/admin/productos/exportar')).body;
    const row = Papa.parse<string[]>(body.slice(1), { delimiter: ';' }).data.find((r) => r[0] === 'SC-0100');
    expect(row?.[1]).toBe(`'=HYPERLINK("http://x")`);
  });

  it('retires (never deletes) a product that an order refers to, keeping the order intact', async () => {
    const sold = await createProduct(t.database.db, { codigo: 'SC-0200', nombre: 'Leche' });
    const who = await customer(t);
    const orderId = await insertOrder(t.database.db, { userId: who.userId, createdAt: new Date() });
    await t.database.db.insert(orderLines).values({ order_id: orderId, product_id: sold.id, codigo: sold.codigo, nombre: sold.nombre, cantidad: 1, precio_unitario: 1, precio_original: 1 });
    expect((await as('DELETE', `/productos/${sold.id}`)).json()).toMatchObject({ retirado: true });
    const listed = (await as('GET', '/api/admin/productos?q=leche')).json();
    expect(listed.productos).toEqual([]);
    const order = (await as('GET', `/api/admin/pedidos/${orderId}`)).json();
    expect(order.productos).toEqual([expect.objectContaining({ producto_id: sold.id, nombre: 'Leche' })]);
    const [audit] = await t.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'product.retire'));
    expect(audit).toMatchObject({ entity_id: String(sold.id), after: expect.objectContaining({ activo: false }) });
  });
});
