import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAudit, orderLines, orders, products, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident } from '../../test/auth-fixtures';
import { resetDatabase } from '../../test/db';
import { createCategories, createPackage, createProduct } from '../../test/factories';
import { promoteWithFactor } from '../../test/staff';

describe('administrator catalogue writes', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    const a = await registerResident(t, { email: 'admin@example.com', cedula: '11111111' });
    await promoteWithFactor(t.database.db, a.userId);
    admin = a.authorization;
    await createCategories(t.database.db, 'Panadería', 'Snacks', 'Bebidas', 'Despensa');
    customer = (await registerResident(t, { email: 'c@example.com', cedula: '22222222' })).authorization;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, authorization?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
  const storeList = async () => (await t.app.inject({ method: 'GET', url: '/productos' })).json() as Array<{ codigo: string; precio: number; stock: number }>;

  it('creates a product with the next code and shows it in the store at once', async () => {
    await createProduct(t.database.db, { codigo: 'SC-0041' });
    expect(await storeList()).toHaveLength(1);
    const res = await send('POST', '/productos', admin, { nombre: 'Arepa boyacense', precio: 6500, categoria: 'Panadería', stock: 'abc' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, producto: { codigo: 'SC-0042', nombre: 'Arepa boyacense', stock: 0 } });
    expect((await storeList()).map((p) => p.codigo)).toEqual(['SC-0041', 'SC-0042']);
  });

  it('keeps the owner\u2019s "También se busca como", audits it, and the one search finds the product by it (issue 43)', async () => {
    const cola = await createProduct(t.database.db, { nombre: 'Gaseosa Coca-Cola 1,5 L', categoria: 'Bebidas' });
    await createProduct(t.database.db, { nombre: 'Gaseosa Colombiana 1,5 L', categoria: 'Bebidas' });
    const found = async (q: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/buscar?q=${encodeURIComponent(q)}` })).json().productos as number[];
    expect(await found('negra')).toEqual([]);

    const saved = await send('PUT', `/productos/${cola.id}`, admin, { busca_como: 'gaseosa negra, Coca , coca' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().producto).toMatchObject({ busca_como: ['gaseosa negra', 'Coca'] });
    expect(await found('gaseosa negra')).toEqual([cola.id]);
    expect(await found('negra')).toEqual([cola.id]);
    const [audit] = await t.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'product.update'));
    expect(audit?.after).toMatchObject({ busca_como: ['gaseosa negra', 'Coca'] });
    const chat = await t.app.inject({ method: 'POST', url: '/chat', payload: { mensaje: 'tienen gaseosa negra?' } });
    expect(chat.json().respuesta).toContain('Gaseosa Coca-Cola 1,5 L');
    expect(chat.json().respuesta).not.toContain('Colombiana');

    const tooMany = await send('PUT', `/productos/${cola.id}`, admin, {
      busca_como: Array.from({ length: 11 }, (_, i) => `palabra ${i + 1}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ busca_como: '«También se busca como» admite máximo 10 palabras' });
    const tooShort = await send('PUT', `/productos/${cola.id}`, admin, { busca_como: 'x' });
    expect(tooShort.json().fields).toEqual({ busca_como: 'Cada palabra de «También se busca como» debe tener al menos 2 letras' });

    const cleared = await send('PUT', `/productos/${cola.id}`, admin, { busca_como: '' });
    expect(cleared.json().producto).toMatchObject({ busca_como: [] });
    expect(await found('negra')).toEqual([]);
  });

  it('refuses a taken code, a decimal price and a missing name with Spanish messages', async () => {
    await createProduct(t.database.db, { codigo: 'SC-0007' });
    const taken = await send('POST', '/productos', admin, { codigo: 'sc-0007', nombre: 'X', precio: 100, categoria: 'Snacks' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'PRODUCT_CODE_TAKEN', error: 'Ya existe un producto con ese código' });
    const bad = await send('POST', '/productos', admin, { nombre: '', precio: 99.5, categoria: 'Snacks' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ nombre: 'El nombre es obligatorio', precio: expect.stringContaining('sin decimales') });
    expect(await t.database.db.select().from(products)).toHaveLength(1);
  });

  it('states the real bound when a stock or a price is out of range (issue 23)', async () => {
    const p = await createProduct(t.database.db, { precio: 5000, stock: 9 });
    const created = await send('POST', '/productos', admin, { nombre: 'Agua', precio: 2_000_001, categoria: 'Bebidas', stock: 100_001 });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ precio: 'El precio máximo es $\u00a02.000.000', stock: 'El stock máximo es 100.000' });
    const updated = await send('PUT', `/productos/${p.id}`, admin, { precio: 1_000_000_000 });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().fields).toEqual({ precio: 'El precio máximo es $\u00a02.000.000' });
    const atBounds = await send('PUT', `/productos/${p.id}`, admin, { precio: 2_000_000, stock: 100_000 });
    expect(atBounds.json().producto).toMatchObject({ precio: 2_000_000, stock: 100_000 });
    expect(await t.database.db.select().from(products)).toHaveLength(1);
  });

  it('gives distinct codes to products created at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send('POST', '/productos', admin, { nombre: `P${i}`, precio: 1000, categoria: 'Despensa' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const codes = (await t.database.db.select({ c: products.codigo }).from(products)).map((r) => r.c).sort();
    expect(codes).toEqual(['SC-0001', 'SC-0002', 'SC-0003', 'SC-0004', 'SC-0005', 'SC-0006', 'SC-0007', 'SC-0008']);
  });

  it('updates only the fields sent and refreshes the store list', async () => {
    const p = await createProduct(t.database.db, { precio: 5000, costo_compra: 3000, stock: 9, descripcion: 'Original' });
    await storeList();
    const res = await send('PUT', `/productos/${p.id}`, admin, { precio: 5500 });
    expect(res.statusCode).toBe(200);
    expect(res.json().producto).toMatchObject({ precio: 5500, stock: 9, descripcion: 'Original', nombre: p.nombre });
    expect((await storeList())[0]?.precio).toBe(5500);
    expect((await send('PUT', '/productos/999999', admin, { precio: 1 })).statusCode).toBe(404);
    expect((await send('PUT', '/productos/abc', admin, { precio: 1 })).statusCode).toBe(400);
  });

  it('deletes an unused product but retires one that appears in orders or packages', async () => {
    const unused = await createProduct(t.database.db);
    const ordered = await createProduct(t.database.db);
    const packaged = await createProduct(t.database.db);
    await createPackage(t.database.db, { items: [{ product: packaged }] });
    const [buyer] = await t.database.db.select().from(users).limit(1);
    const [order] = await t.database.db
      .insert(orders)
      .values({ user_id: buyer!.id, subtotal: 1000, total: 3000, costo_envio: 2000, metodo_pago: 'EFECTIVO', estado_pago: 'PENDIENTE_EFECTIVO', torre_entrega: 1, piso_entrega: 1, apartamento_entrega: '101', telefono_contacto: '3101234567' })
      .returning();
    await t.database.db.insert(orderLines).values({ order_id: order!.id, product_id: ordered.id, codigo: ordered.codigo, nombre: ordered.nombre, cantidad: 1, precio_unitario: 1000, precio_original: 1000, tipo: 'producto' });

    const del = await send('DELETE', `/productos/${unused.id}`, admin);
    expect(del.json()).toMatchObject({ success: true, retirado: false, message: 'Producto eliminado' });
    for (const p of [ordered, packaged]) {
      const res = await send('DELETE', `/productos/${p.id}`, admin);
      expect(res.json()).toMatchObject({ success: true, retirado: true });
    }
    const left = await t.database.db.select({ id: products.id, activo: products.activo }).from(products);
    expect(left.sort((a, b) => a.id - b.id)).toEqual([
      { id: ordered.id, activo: false },
      { id: packaged.id, activo: false },
    ]);
    expect(await storeList()).toEqual([]);
  });

  it('refuses customers with 403 and anonymous callers with 401', async () => {
    const p = await createProduct(t.database.db);
    for (const [method, url] of [['POST', '/productos'], ['PUT', `/productos/${p.id}`], ['DELETE', `/productos/${p.id}`]] as const) {
      expect((await send(method, url, customer, { nombre: 'X', precio: 1, categoria: 'Y' })).statusCode).toBe(403);
      expect((await send(method, url, undefined, { nombre: 'X', precio: 1, categoria: 'Y' })).statusCode).toBe(401);
    }
    expect(await t.database.db.select().from(products)).toHaveLength(1);
  });
});
