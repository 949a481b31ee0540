import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { categories, orders, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/factories';
import { administrator, cashBody, customer, placeOrder } from '../orders/orders.fixtures';

// Issue 26: the admin panel's "Primeros pasos", each step read from the shop's data.
describe('GET /api/admin/primeros-pasos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const read = async (authorization: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/primeros-pasos',
      headers: { authorization },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ done: number; visible: boolean; steps: { key: string; done: boolean }[] }>();
  };
  const doneKeys = (body: { steps: { key: string; done: boolean }[] }) =>
    body.steps.filter((s) => s.done).map((s) => s.key);

  it('ticks products, costs and an order as the shop gets them, then hides the card', async () => {
    const admin = await administrator(t);
    expect(await read(admin.authorization)).toMatchObject({ done: 0, visible: true });

    const milk = await createProduct(t.database.db, { costo_compra: null });
    const bread = await createProduct(t.database.db, { costo_compra: 0 });
    expect(doneKeys(await read(admin.authorization))).toEqual(['productos']);

    await t.database.db.update(products).set({ costo_compra: 800 }).where(eq(products.id, milk.id));
    expect(doneKeys(await read(admin.authorization))).toEqual(['productos']);
    // A retired product's missing cost does not hold the step back.
    await t.database.db.update(products).set({ activo: false }).where(eq(products.id, bread.id));
    expect(doneKeys(await read(admin.authorization))).toEqual(['productos', 'costos']);

    // Issue 41: the shop's identity, a save of Ajustes and the categories are steps too.
    const settings = structuredClone(DEFAULT_SETTINGS);
    settings.contacto = { telefono: '', whatsapp: '573105551234', correo: 'hola@lacolina.co' };
    const put = (body: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/ajustes', payload: body as object, headers: { authorization: admin.authorization } });
    expect((await put(settings)).statusCode).toBe(200);
    expect(doneKeys(await read(admin.authorization))).toEqual(['productos', 'costos']);
    settings.legal = { razon_social: 'Mercados La Colina S.A.S.', nit: '900.123.456-8' };
    expect((await put(settings)).statusCode).toBe(200);
    expect(doneKeys(await read(admin.authorization))).toEqual(['contacto', 'ajustes', 'productos', 'costos']);
    await t.database.db.insert(categories).values({ nombre: 'Lácteos', clave: 'lacteos' });
    expect(doneKeys(await read(admin.authorization))).toEqual(['contacto', 'ajustes', 'categorias', 'productos', 'costos']);

    // The owner's own order is the test order: it ticks the step and is marked, never a sale.
    const order = await placeOrder(t, admin, cashBody([{ product: milk, cantidad: 1 }]));
    expect(order.statusCode).toBe(201);
    const [row] = await t.database.db.select({ prueba: orders.prueba }).from(orders).where(eq(orders.id, order.json().pedidoId));
    expect(row?.prueba).toBe(true);
    expect(await read(admin.authorization)).toMatchObject({ done: 6, visible: false });
  });

  it('refuses a resident', async () => {
    const ana = await customer(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/primeros-pasos',
      headers: { authorization: ana.authorization },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
