import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct, type Product, createCategories } from '../../test/factories';
import { administrator, type Customer } from '../orders/orders.fixtures';

describe('product form guards: stock compare-and-set and unusual prices', () => {
  let t: TestApp;
  let admin: Customer;
  let yogurt: Product;
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: admin.authorization } });
  const row = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
    await createCategories(t.database.db, 'Lácteos', 'Licores');
    const lacteos = [2_500, 3_200, 4_800, 6_000, 12_000];
    for (const [i, precio] of lacteos.entries())
      await createProduct(t.database.db, { codigo: `SC-09${i}0`, categoria: 'Lácteos', precio });
    yogurt = await createProduct(t.database.db, {
      codigo: 'SC-0990',
      nombre: 'Yogur griego',
      categoria: 'Lácteos',
      precio: 5_000,
      stock: 47,
    });
  });
  afterAll(() => t.close());

  it('refuses a typed stock the form showed before a sale, and keeps every field', async () => {
    await t.database.db
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(eq(products.id, yogurt.id));
    const stale = await send('PUT', `/productos/${yogurt.id}`, {
      nombre: 'Yogur griego 1 kg',
      stock: 25,
      stock_anterior: 47,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      code: 'STOCK_CHANGED',
      error: 'El stock cambió a 46 mientras editabas.',
      stock_actual: 46,
    });
    expect(await row(yogurt.id)).toMatchObject({ nombre: 'Yogur griego', stock: 46 });

    const fresh = await send('PUT', `/productos/${yogurt.id}`, {
      nombre: 'Yogur griego 1 kg',
      stock: 25,
      stock_anterior: 46,
    });
    expect(fresh.statusCode).toBe(200);
    expect(await row(yogurt.id)).toMatchObject({ nombre: 'Yogur griego 1 kg', stock: 25 });
  });

  it('leaves the stock alone when the form does not send it', async () => {
    await t.database.db.update(products).set({ stock: 30 }).where(eq(products.id, yogurt.id));
    const res = await send('PUT', `/productos/${yogurt.id}`, { descripcion: 'Natural' });
    expect(res.statusCode).toBe(200);
    expect((await row(yogurt.id)).stock).toBe(30);
  });

  it('asks to confirm a price far above the category, then saves it when confirmed', async () => {
    const unusual = await send('PUT', `/productos/${yogurt.id}`, { precio: 95_000 });
    expect(unusual.statusCode).toBe(409);
    expect(unusual.json()).toEqual({
      code: 'PRICE_UNUSUAL',
      error:
        '¿Seguro? $\u00a095.000 es muy alto para Lácteos (suele estar entre $\u00a02.500 y $\u00a012.000)',
      motivo: 'muy_alto',
      precio: 95_000,
      categoria: 'Lácteos',
      mediana: 4_800,
      minimo: 2_500,
      maximo: 12_000,
    });
    expect((await row(yogurt.id)).precio).toBe(5_000);

    const usual = await send('PUT', `/productos/${yogurt.id}`, { precio: 9_000 });
    expect(usual.statusCode).toBe(200);
    const confirmed = await send('PUT', `/productos/${yogurt.id}`, {
      precio: 95_000,
      confirmar_precio: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await row(yogurt.id)).precio).toBe(95_000);
    // Saving other fields later does not ask again: the price did not change.
    expect(
      (await send('PUT', `/productos/${yogurt.id}`, { precio: 95_000, nombre: 'Yogur' }))
        .statusCode,
    ).toBe(200);
  });

  it('asks the same when creating a product, and creates nothing until confirmed', async () => {
    const body = {
      codigo: 'SC-0995',
      nombre: 'Queso costeño',
      precio: 120_000,
      categoria: 'lácteos',
      stock: 3,
    };
    const unusual = await send('POST', '/productos', body);
    expect(unusual.statusCode).toBe(409);
    expect(unusual.json()).toMatchObject({ code: 'PRICE_UNUSUAL', precio: 120_000 });
    expect(await t.database.db.$count(products, eq(products.codigo, 'SC-0995'))).toBe(0);
    const confirmed = await send('POST', '/productos', { ...body, confirmar_precio: true });
    expect(confirmed.statusCode).toBe(201);
  });

  it('does not judge a category with too few products to know its usual price', async () => {
    const res = await send('POST', '/productos', {
      codigo: 'SC-0996',
      nombre: 'Vino tinto',
      precio: 180_000,
      categoria: 'Licores',
    });
    expect(res.statusCode).toBe(201);
  });
});
