import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createCategories, createProduct, type Product } from '../../test/factories';
import { administrator, type Customer } from '../orders/orders.fixtures';

describe('prices below cost or far below the category need a confirmation (issue 41)', () => {
  let t: TestApp;
  let admin: Customer;
  let papel: Product;
  const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: admin.authorization } });
  const row = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
    await createCategories(t.database.db, 'Aseo');
    for (const precio of [8_000, 12_000, 15_000])
      await createProduct(t.database.db, { categoria: 'Aseo', precio });
    papel = await createProduct(t.database.db, {
      nombre: 'Papel higiénico',
      categoria: 'Aseo',
      precio: 24_900,
      costo_compra: 22_900,
    });
  });
  afterAll(() => t.close());

  it('asks before creating a product at $ 45 and creates it once confirmed', async () => {
    const body = { nombre: 'Jabón', categoria: 'Aseo', precio: 45 };
    const refused = await as('POST', '/productos', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PRICE_UNUSUAL',
      error:
        '¿Seguro? $\u00a045 es muy bajo para Aseo (suele estar entre $\u00a08.000 y $\u00a024.900): revisa si falta un cero.',
    });
    expect(await t.database.db.select().from(products).where(eq(products.nombre, 'Jabón'))).toEqual(
      [],
    );
    const created = await as('POST', '/productos', { ...body, confirmar_precio: true });
    expect(created.statusCode).toBe(201);
  });

  it('asks before a price below the purchase cost, naming both', async () => {
    const refused = await as('PUT', `/productos/${papel.id}`, { precio: 20_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      '¿Seguro? $\u00a020.000 está por debajo del costo de compra ($\u00a022.900): perderías $\u00a02.900 en cada unidad.',
    );
    expect((await row(papel.id))?.precio).toBe(24_900);
  });

  it('asks before a discount that sells below cost and saves it once confirmed', async () => {
    const url = `/api/admin/productos/${papel.id}/descuento`;
    const body = { descuento_activo: true, descuento_porcentaje: 60 };
    const refused = await as('PUT', url, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PRICE_UNUSUAL' });
    expect(refused.json().error).toContain('$\u00a09.960');
    expect(refused.json().error).toContain('$\u00a022.900');
    expect((await row(papel.id))?.descuento_activo).toBe(false);
    const saved = await as('PUT', url, { ...body, confirmar_precio: true });
    expect(saved.statusCode).toBe(200);
    expect((await row(papel.id))?.descuento_porcentaje).toBe(60);
  });

  it('flags a CSV line below cost and applies it only with the owner’s tick', async () => {
    const csv = `codigo;precio;costo_compra\n${papel.codigo};15000;\n`;
    const preview = (await as('POST', '/api/admin/productos/importar', { csv })).json();
    expect(preview.lineas[0]).toMatchObject({
      accion: 'actualizar',
      confirmar: expect.stringContaining('$\u00a022.900'),
    });
    const unticked = await as('POST', '/api/admin/productos/importar', {
      csv,
      aplicar: true,
      decisiones: {},
    });
    expect(unticked.statusCode).toBe(422);
    expect((await row(papel.id))?.precio).toBe(24_900);
    const ticked = await as('POST', '/api/admin/productos/importar', {
      csv,
      aplicar: true,
      decisiones: { 2: { confirmar_precio: true } },
    });
    expect(ticked.statusCode).toBe(200);
    expect((await row(papel.id))?.precio).toBe(15_000);
  });
});
