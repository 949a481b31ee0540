import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createCategories, createProduct, type Product } from '../../test/factories';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  stockOf,
  type Customer,
} from '../orders/orders.fixtures';

const URL = '/api/admin/productos/importar';

/** The owner's spreadsheet edit: the named cells of one product's row changed. */
function edit(csv: string, codigo: string, cells: Record<string, string>): string {
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), {
    delimiter: ';',
    skipEmptyLines: true,
  }).data;
  const header = rows[0] ?? [];
  for (const row of rows)
    if (row[0] === codigo)
      for (const [name, value] of Object.entries(cells)) row[header.indexOf(name)] = value;
  return Papa.unparse(rows, { delimiter: ';' });
}

describe('CSV import after sales made since the export', () => {
  let t: TestApp;
  let admin: Customer;
  let panela: Product;
  const as = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { authorization: admin.authorization },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await administrator(t);
    await createCategories(t.database.db, 'Despensa');
    panela = await createProduct(t.database.db, {
      nombre: 'Panela',
      categoria: 'Despensa',
      precio: 3_000,
      costo_compra: 2_000,
      stock: 40,
    });
  });
  afterAll(() => t.close());

  it('exports the purchase cost and the exported stock, and reads them back unchanged', async () => {
    const csv = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/productos/exportar',
        headers: { authorization: admin.authorization },
      })
    ).body;
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      'codigo',
      'nombre',
      'categoria',
      'precio',
      'costo_compra',
      'stock',
      'stock_exportado',
      'descripcion',
      'busca_como',
    ]);
    expect(rows.find((r) => r[0] === panela.codigo)).toEqual([
      panela.codigo,
      'Panela',
      'Despensa',
      '3000',
      '2000',
      '40',
      '40',
      panela.descripcion,
      '',
    ]);
    const answer = (await as({ csv })).json();
    expect(answer.avisos).toEqual([]);
    expect(answer.resumen).toMatchObject({ sin_cambios: 1, conflicto: 0 });
  });

  it('never puts sold units back: the owner chooses per line, and the difference is added', async () => {
    const exported = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/productos/exportar',
        headers: { authorization: admin.authorization },
      })
    ).body;
    const buyer = await customer(t);
    const sale = await placeOrder(t, buyer, cashBody([{ product: panela, cantidad: 3 }]));
    expect(sale.statusCode).toBe(201);
    expect(await stockOf(t.database.db, panela.id)).toBe(37);

    const csv = edit(exported, panela.codigo, { stock: '45', costo_compra: '2100' });
    const preview = (await as({ csv })).json();
    const line = preview.lineas.find((l: { codigo: string }) => l.codigo === panela.codigo);
    expect(line).toMatchObject({
      accion: 'conflicto',
      conflicto: { stock_exportado: 40, stock_actual: 37, stock_archivo: 45, diferencia: 5 },
    });
    expect(line.errores[0]).toContain('cambió desde que exportaste');

    const undecided = await as({ csv, aplicar: true, decisiones: {} });
    expect(undecided.statusCode).toBe(422);
    expect(await stockOf(t.database.db, panela.id)).toBe(37);

    const skipped = await as({
      csv,
      aplicar: true,
      decisiones: { [line.fila]: { stock: 'omitir' } },
    });
    expect(skipped.statusCode).toBe(422);
    expect(await stockOf(t.database.db, panela.id)).toBe(37);

    const applied = await as({
      csv,
      aplicar: true,
      decisiones: { [line.fila]: { stock: 'diferencia' } },
    });
    expect(applied.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, panela.id));
    expect(row).toMatchObject({ stock: 42, costo_compra: 2_100 });
  });

  it('refuses a malformed decision with a Spanish message and changes nothing', async () => {
    const answer = await as({
      csv: 'codigo;stock\n',
      aplicar: true,
      decisiones: { 2: { stock: 'todo' } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION');
    expect(await stockOf(t.database.db, panela.id)).toBe(42);
  });
});
