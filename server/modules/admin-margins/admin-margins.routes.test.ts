import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatCOP } from '../../../domain/money';
import { adminAudit, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { resetDatabase } from '../../test/db';
import { createProduct, type Product } from '../../test/factories';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('administrator margins, costs and discounts', () => {
  let t: TestApp;
  let admin: Customer;
  let resident: Customer;
  let arroz: Product;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    admin = await administrator(t);
    resident = await customer(t);
    arroz = await createProduct(t.database.db, { nombre: 'Arroz', precio: 10_000, costo_compra: null });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: Customer | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });
  const row = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

  it('lists every product with its margin state', async () => {
    const rows: Array<[number, number | null, string]> = [
      [10_000, 10_000, 'perdida'],
      [10_000, 9_000, 'margen_bajo'],
      [10_000, 7_000, 'margen_normal'],
      [10_000, 6_500, 'margen_alto'],
    ];
    for (const [precio, costo_compra] of rows) await createProduct(t.database.db, { precio, costo_compra });
    const res = await send('GET', '/api/admin/productos/margenes', admin);
    const list = (res.json() as { productos: Array<{ costo_compra: number | null; estado_margen: string; margen_actual: number | null }> }).productos;
    expect(list.map((p) => p.estado_margen)).toEqual(['sin_costo', 'perdida', 'margen_bajo', 'margen_normal', 'margen_alto']);
    expect(list[3]?.margen_actual).toBe(30);
  });

  it('flags a margin under the product\'s own target (issue 41: 17,3 % against 25 % is not normal)', async () => {
    const short = await createProduct(t.database.db, { precio: 10_000, costo_compra: 8_270, margen_objetivo: 25 });
    const modest = await createProduct(t.database.db, { precio: 10_000, costo_compra: 8_800, margen_objetivo: 10 });
    const list = (await send('GET', '/api/admin/productos/margenes', admin)).json() as { productos: Array<{ id: number; estado_margen: string }> };
    expect(list.productos.find((p) => p.id === short.id)?.estado_margen).toBe('margen_bajo');
    expect(list.productos.find((p) => p.id === modest.id)?.estado_margen).toBe('margen_normal');
  });

  it('records a cost, answers the suggested price and applies it in one tap', async () => {
    const res = await send('PUT', `/api/admin/productos/${arroz.id}/costo`, admin, { costo_compra: 9_000, margen_objetivo: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, precioSugerido: 12_000, producto: { estado_margen: 'margen_bajo' } });
    const applied = await send('POST', `/api/admin/productos/${arroz.id}/precio-sugerido`, admin);
    expect(applied.json()).toMatchObject({ producto: { precio: 12_000, estado_margen: 'margen_normal' }, message: `Precio actualizado a ${formatCOP(12_000)}` });
    const store = (await t.app.inject({ method: 'GET', url: '/productos' })).json() as Array<{ id: number; precio: number }>;
    expect(store.find((p) => p.id === arroz.id)?.precio).toBe(12_000);
    const audit = await t.database.db.select().from(adminAudit).orderBy(adminAudit.id);
    expect(audit.map((a) => a.action)).toEqual(['product.cost', 'product.price_suggested']);
    expect(audit[1]).toMatchObject({ before: expect.objectContaining({ precio: 10_000 }), after: expect.objectContaining({ precio: 12_000 }) });
  });

  it('refuses bad costs and a suggestion without a cost, changing nothing', async () => {
    for (const payload of [{ costo_compra: -1 }, { costo_compra: 10.5 }, { costo_compra: 100, margen_objetivo: 100 }, { costo_compra: 'x' }]) {
      const res = await send('PUT', `/api/admin/productos/${arroz.id}/costo`, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const tooDear = await send('PUT', `/api/admin/productos/${arroz.id}/costo`, admin, { costo_compra: 2_000_001 });
    expect(tooDear.json()).toMatchObject({ code: 'VALIDATION', fields: { costo_compra: 'El costo máximo es $\u00a02.000.000' } });
    const none = await send('POST', `/api/admin/productos/${arroz.id}/precio-sugerido`, admin);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'NO_SUGGESTED_PRICE' });
    expect(await row(arroz.id)).toMatchObject({ precio: 10_000, costo_compra: null });
    expect((await send('PUT', '/api/admin/productos/9999/costo', admin, { costo_compra: 10 })).statusCode).toBe(404);
  });

  it('puts a product on offer as the store prices it, and sends 0 % when inactive', async () => {
    const on = await send('PUT', `/api/admin/productos/${arroz.id}/descuento`, admin, { descuento_activo: true, descuento_porcentaje: 15 });
    expect(on.json()).toMatchObject({ producto: { descuento_porcentaje: 15, descuento_badge_texto: 'Oferta especial', precio_final: 8_500 } });
    const offers = (await t.app.inject({ method: 'GET', url: '/productos-con-descuentos' })).json() as Array<{ id: number; precio_final: number }>;
    expect(offers.find((p) => p.id === arroz.id)?.precio_final).toBe(8_500);
    await send('PUT', `/api/admin/productos/${arroz.id}/descuento`, admin, { descuento_activo: false, descuento_porcentaje: 40, descuento_badge_texto: 'Black' });
    expect(await row(arroz.id)).toMatchObject({ descuento_activo: false, descuento_porcentaje: 0 });
    const bad = await send('PUT', `/api/admin/productos/${arroz.id}/descuento`, admin, { descuento_activo: true, descuento_porcentaje: 95 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'El descuento debe estar entre 0 y 90' });
  });

  it('answers 401 and 403 on every route', async () => {
    const calls: Array<[Parameters<typeof send>[0], string, object?]> = [
      ['GET', '/api/admin/productos/margenes'],
      ['PUT', `/api/admin/productos/${arroz.id}/costo`, { costo_compra: 1 }],
      ['POST', `/api/admin/productos/${arroz.id}/precio-sugerido`],
      ['PUT', `/api/admin/productos/${arroz.id}/descuento`, { descuento_activo: true, descuento_porcentaje: 10 }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, null, payload)).statusCode).toBe(401);
      expect((await send(method, url, resident, payload)).statusCode).toBe(403);
    }
    expect(await row(arroz.id)).toMatchObject({ precio: 10_000, costo_compra: null, descuento_activo: false });
  });
});
