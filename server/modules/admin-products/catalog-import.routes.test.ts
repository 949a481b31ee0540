import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { adminAudit, products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets } from '../../test/db';
import { createCategories, createProduct } from '../../test/factories';
import { administrator, type Customer } from '../orders/orders.fixtures';

const URL = '/api/admin/productos/importar';

describe.each(databaseTargets())(
  'CSV import that creates and applies partially on $name',
  (target) => {
    let t: TestApp;
    let admin: Customer;
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: admin.authorization } });
    const catalogue = () =>
      t.database.db
        .select({
          codigo: products.codigo,
          nombre: products.nombre,
          categoria: products.categoria,
          precio: products.precio,
          stock: products.stock,
        })
        .from(products)
        .orderBy(asc(products.codigo));

    beforeAll(async () => {
      t = await buildTestApp({ database: await target.open() });
      admin = await administrator(t);
      await createCategories(t.database.db, 'Despensa', 'Básicos');
      await createProduct(t.database.db, {
        codigo: 'SC-0001',
        nombre: 'Arroz 1 kg',
        categoria: 'Despensa',
        precio: 4_500,
        costo_compra: null,
        stock: 20,
        descripcion: 'Arroz',
      });
      await createProduct(t.database.db, {
        codigo: 'SC-0002',
        nombre: 'Leche',
        categoria: 'Despensa',
        precio: 3_000,
        costo_compra: null,
        stock: 10,
        descripcion: 'Leche',
      });
      await createProduct(t.database.db, {
        codigo: 'SC-0040',
        nombre: 'Retirado',
        categoria: 'Despensa',
        activo: false,
      });
    });
    afterAll(async () => {
      await t.close();
      await target.release(t.database);
    });

    const MIXED = [
      'codigo;nombre;categoria;precio;stock;descripcion',
      ';Panela;basicos;3.200;12;',
      'SC-0001;Arroz 500 g;Despensa;2300;25;Arroz',
      'SC-0002;Leche;Despensa;3000;10;Leche',
      ';Vino;Licores;30000;;',
      'sc-0079;Sal;Despensa;1500;;Refisal',
      '',
    ].join('\r\n');

    it('previews what each line will do and writes nothing', async () => {
      const before = await catalogue();
      const answer = await as('POST', URL, { csv: MIXED });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(
        body.lineas.map((l: { fila: number; accion: string; codigo: string }) => [
          l.fila,
          l.accion,
          l.codigo,
        ]),
      ).toEqual([
        [2, 'crear', 'SC-0080'],
        [3, 'actualizar', 'SC-0001'],
        [4, 'sin_cambios', 'SC-0002'],
        [5, 'error', ''],
        [6, 'crear', 'SC-0079'],
      ]);
      expect(body.lineas[1].cambios).toEqual([
        { campo: 'nombre', antes: 'Arroz 1 kg', despues: 'Arroz 500 g' },
        { campo: 'precio', antes: 4_500, despues: 2_300 },
        { campo: 'stock', antes: 20, despues: 25 },
      ]);
      expect(body.lineas[3].errores).toEqual([
        'La categoría «Licores» no está en la lista. Créala con «Nueva categoría» o elige una de la lista.',
      ]);
      expect(body.resumen).toEqual({
        crear: 2,
        actualizar: 1,
        sin_cambios: 1,
        conflicto: 0,
        error: 1,
      });
      expect(body.stock_previsto).toEqual({ 'SC-0001': 20 });
      expect(await catalogue()).toEqual(before);
    });

    it('applies the valid lines in one go, skips the bad one and audits every product', async () => {
      const answer = await as('POST', URL, {
        csv: MIXED,
        aplicar: true,
        stock_previsto: { 'SC-0001': 20 },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        aplicado: true,
        resumen: { crear: 2, actualizar: 1, error: 1 },
      });
      expect(await catalogue()).toEqual([
        {
          codigo: 'SC-0001',
          nombre: 'Arroz 500 g',
          categoria: 'Despensa',
          precio: 2_300,
          stock: 25,
        },
        { codigo: 'SC-0002', nombre: 'Leche', categoria: 'Despensa', precio: 3_000, stock: 10 },
        { codigo: 'SC-0040', nombre: 'Retirado', categoria: 'Despensa', precio: 10_000, stock: 20 },
        { codigo: 'SC-0079', nombre: 'Sal', categoria: 'Despensa', precio: 1_500, stock: 0 },
        { codigo: 'SC-0080', nombre: 'Panela', categoria: 'Básicos', precio: 3_200, stock: 12 },
      ]);
      const audit = await t.database.db
        .select({ action: adminAudit.action, before: adminAudit.before, after: adminAudit.after })
        .from(adminAudit)
        .where(inArray(adminAudit.action, ['product.create', 'product.import']))
        .orderBy(asc(adminAudit.id));
      expect(audit).toEqual([
        {
          action: 'product.create',
          before: null,
          after: expect.objectContaining({ codigo: 'SC-0080', origen: 'csv' }),
        },
        {
          action: 'product.create',
          before: null,
          after: expect.objectContaining({ codigo: 'SC-0079' }),
        },
        {
          action: 'product.import',
          before: { nombre: 'Arroz 1 kg', precio: 4_500, stock: 20 },
          after: { nombre: 'Arroz 500 g', precio: 2_300, stock: 25 },
        },
      ]);
      const store = (await t.app.inject({ method: 'GET', url: '/productos' })).json();
      const list = (Array.isArray(store) ? store : store.productos) as {
        codigo: string;
        nombre: string;
      }[];
      expect(list.find((p) => p.codigo === 'SC-0080')?.nombre).toBe('Panela');
    });

    it('plans again on the server: a stock that moved since the preview is refused on its line', async () => {
      await t.database.db.update(products).set({ stock: 24 }).where(eq(products.codigo, 'SC-0001'));
      const csv = 'codigo,precio,stock\nSC-0001,,30\nSC-0002,3100,\n';
      const answer = await as('POST', URL, {
        csv,
        aplicar: true,
        stock_previsto: { 'SC-0001': 25 },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().lineas[0]).toMatchObject({
        accion: 'error',
        errores: ['El stock cambió a 24 después de la vista previa: vuelve a cargar el archivo.'],
      });
      const rows = await catalogue();
      expect(rows.find((p) => p.codigo === 'SC-0001')?.stock).toBe(24);
      expect(rows.find((p) => p.codigo === 'SC-0002')?.precio).toBe(3_100);
    });

    it('writes nothing when the file cannot be read or nothing is left to apply (422)', async () => {
      const before = await catalogue();
      const noCode = await as('POST', URL, { csv: 'nombre,precio\r\nx,1', aplicar: true });
      expect(noCode.statusCode).toBe(422);
      expect(noCode.json()).toMatchObject({
        code: 'CSV_INVALID',
        errores: [{ fila: 1, mensaje: 'Falta la columna "codigo" en la primera fila.' }],
      });
      const allBad = await as('POST', URL, {
        csv: 'codigo;precio\nSC-0001;abc\nSC-0040;5\n',
        aplicar: true,
      });
      expect(allBad.statusCode).toBe(422);
      expect(allBad.json()).toMatchObject({
        code: 'CSV_INVALID',
        error: 'No hay cambios para aplicar.',
        resumen: { error: 2 },
      });
      expect(await catalogue()).toEqual(before);
    });

    it('reads its own export back as unchanged lines', async () => {
      const exported = (await as('GET', '/api/admin/productos/exportar')).body;
      const answer = (await as('POST', URL, { csv: exported })).json();
      expect(answer.avisos).toEqual([]);
      expect(answer.resumen).toEqual({
        crear: 0,
        actualizar: 0,
        sin_cambios: 4,
        conflicto: 0,
        error: 0,
      });
    });

    it('refuses residents', async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: { csv: MIXED, aplicar: true },
      });
      expect(answer.statusCode).toBe(401);
    });

    it('writes "También se busca como" from the sheet for new and existing products (issue 43)', async () => {
      const csv = ['codigo;nombre;categoria;precio;busca_como', 'SC-0002;;;;lechita, leche de vaca', ';Miel;Despensa;9000;miel de abejas'].join('\r\n');
      const answer = await as('POST', URL, { csv, aplicar: true });
      expect(answer.json()).toMatchObject({ aplicado: true, resumen: { crear: 1, actualizar: 1 } });
      const rows = await t.database.db
        .select({ nombre: products.nombre, busca_como: products.busca_como })
        .from(products)
        .where(inArray(products.nombre, ['Leche', 'Miel']))
        .orderBy(asc(products.nombre));
      expect(rows).toEqual([
        { nombre: 'Leche', busca_como: ['lechita', 'leche de vaca'] },
        { nombre: 'Miel', busca_como: ['miel de abejas'] },
      ]);
      const exported = (await as('GET', '/api/admin/productos/exportar')).body;
      expect(exported).toContain('lechita, leche de vaca');
    });
  },
);
