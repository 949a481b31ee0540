import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAudit, packageItems, packages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { resetDatabase } from '../../test/db';
import { createProduct, type Product } from '../../test/factories';
import { administrator, cashBody, customer, placeOrder, type Customer } from '../orders/orders.fixtures';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('administrator packages', () => {
  let t: TestApp;
  let admin: Customer;
  let resident: Customer;
  let leche: Product;
  let pan: Product;
  beforeAll(async () => {
    t = await buildTestApp({ now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    t.setNow(NOW);
    admin = await administrator(t);
    resident = await customer(t);
    leche = await createProduct(t.database.db, { nombre: 'Leche entera', precio: 4_000, stock: 9 });
    pan = await createProduct(t.database.db, { nombre: 'Pan tajado', precio: 6_000, stock: 4 });
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Customer | null, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { authorization: who.authorization } : {} });
  const body = (overrides: object = {}) => ({
    nombre: 'Desayuno',
    precio_paquete: 12_000,
    productos: [
      { producto_id: leche.id, cantidad: 2 },
      { producto_id: pan.id, cantidad: 1 },
    ],
    ...overrides,
  });
  const storePackages = async () =>
    ((await t.app.inject({ method: 'GET', url: '/paquetes' })).json() as { paquetes: Array<{ id: number; nombre: string; ahorro_monto: number; ahorro_porcentaje: number; stock_paquetes_disponibles: number }> }).paquetes;

  it('creates a package the store lists with its saving and buildable count, audited', async () => {
    const res = await send('POST', '/api/admin/paquetes', admin, body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Paquete creado',
      paquete: { nombre: 'Desayuno', categoria: 'general', activo: true, precio_individual_total: 14_000, ahorro_monto: 2_000, ahorro_porcentaje: 14, stock_paquetes_disponibles: 4 },
    });
    const listed = await storePackages();
    expect(listed).toEqual([expect.objectContaining({ nombre: 'Desayuno', ahorro_monto: 2_000, stock_paquetes_disponibles: 4 })]);
    const audit = await t.database.db.select().from(adminAudit);
    expect(audit).toEqual([expect.objectContaining({ admin_id: admin.userId, action: 'package.create', entity: 'package' })]);
  });

  it('merges a repeated product and drops quantities of zero', async () => {
    const res = await send('POST', '/api/admin/paquetes', admin, body({
      productos: [
        { producto_id: leche.id, cantidad: 1 },
        { producto_id: leche.id, cantidad: 1 },
        { producto_id: pan.id, cantidad: 0 },
      ],
    }));
    expect(res.statusCode).toBe(201);
    const items = await t.database.db.select().from(packageItems);
    expect(items.map((i) => [i.product_id, i.cantidad])).toEqual([[leche.id, 2]]);
  });

  it('refuses bad packages with Spanish messages and writes nothing', async () => {
    const cases: Array<[object, number, string]> = [
      [body({ productos: [] }), 400, 'Debe agregar al menos un producto al paquete'],
      [body({ nombre: '  ' }), 400, 'El nombre del paquete es obligatorio'],
      [body({ precio_paquete: undefined }), 400, 'El precio del paquete es obligatorio'],
      [body({ precio_paquete: 0 }), 400, 'El precio del paquete debe ser un valor en pesos, sin decimales, mayor a 0'],
      [body({ precio_paquete: 2_000_001 }), 400, 'El precio máximo es $\u00a02.000.000'],
      [body({ categoria: 'licores' }), 400, 'Selecciona una categoría válida'],
      [body({ fecha_inicio: '2026-12-10', fecha_fin: '2026-12-01' }), 400, 'La fecha de fin debe ser posterior a la fecha de inicio'],
      [body({ productos: [{ producto_id: 99_999, cantidad: 1 }] }), 422, 'Producto inválido en el paquete'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send('POST', '/api/admin/paquetes', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await t.database.db.select().from(packages)).toEqual([]);
  });

  it('updates the fields sent and replaces the items', async () => {
    const { paquete } = (await send('POST', '/api/admin/paquetes', admin, body())).json() as { paquete: { id: number } };
    const res = await send('PUT', `/api/admin/paquetes/${paquete.id}`, admin, { precio_paquete: 9_000, productos: [{ producto_id: pan.id, cantidad: 2 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Paquete actualizado', paquete: { nombre: 'Desayuno', precio_paquete: 9_000, precio_individual_total: 12_000, stock_paquetes_disponibles: 2 } });
    expect((await send('PUT', '/api/admin/paquetes/999', admin, { nombre: 'X' })).statusCode).toBe(404);
  });

  it('deletes an unsold package and retires a sold one, which leaves the store but keeps history', async () => {
    const unsold = ((await send('POST', '/api/admin/paquetes', admin, body({ nombre: 'Nuevo' }))).json() as { paquete: { id: number } }).paquete;
    const sold = ((await send('POST', '/api/admin/paquetes', admin, body())).json() as { paquete: { id: number; precio_paquete: number } }).paquete;
    const order = await placeOrder(t, resident, {
      ...cashBody([]),
      paquetes: [{ id: sold.id, nombre: 'Desayuno', precio: 12_000, cantidad: 1 }],
      subtotal: 12_000,
      costo_envio: 2_000,
      total: 14_000,
    });
    expect(order.statusCode, order.body).toBe(201);

    expect((await send('DELETE', `/api/admin/paquetes/${unsold.id}`, admin)).json()).toMatchObject({ retirado: false, message: 'Paquete eliminado' });
    expect((await send('DELETE', `/api/admin/paquetes/${sold.id}`, admin)).json()).toMatchObject({ retirado: true });
    const rows = await t.database.db.select().from(packages);
    expect(rows).toEqual([expect.objectContaining({ id: sold.id, activo: false, retirado_at: NOW })]);
    expect(await storePackages()).toEqual([]);
    const adminList = (await send('GET', '/api/admin/paquetes', admin)).json() as { paquetes: unknown[] };
    expect(adminList.paquetes).toEqual([]);
    expect((await send('DELETE', `/api/admin/paquetes/${sold.id}`, admin)).statusCode).toBe(404);
    const [stillThere] = await t.database.db.select().from(packages).where(eq(packages.id, sold.id));
    expect(stillThere).toBeDefined();
  });

  it('answers 401 to anonymous callers and 403 to residents on every route', async () => {
    const calls: Array<[Parameters<typeof send>[0], string, object?]> = [
      ['GET', '/api/admin/paquetes'],
      ['POST', '/api/admin/paquetes', body()],
      ['PUT', '/api/admin/paquetes/1', { nombre: 'X' }],
      ['DELETE', '/api/admin/paquetes/1'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await send(method, url, null, payload)).statusCode).toBe(401);
      expect((await send(method, url, resident, payload)).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(packages)).toEqual([]);
  });
});
