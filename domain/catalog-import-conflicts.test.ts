import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from './catalog-messages';
import { readSheet } from './catalog-import-read';
import {
  importSummary,
  planImport,
  type ImportContext,
  type ImportProduct,
} from './catalog-import';

// Exported with 40 units; 3 were sold since, so the shop now has 37.
const arroz: ImportProduct = {
  id: 1,
  codigo: 'SC-0001',
  nombre: 'Arroz',
  categoria: 'Despensa',
  precio: 4_500,
  costo_compra: null,
  stock: 37,
  descripcion: '',
  busca_como: '',
  activo: true,
};
const context: ImportContext = {
  products: new Map([[arroz.codigo, arroz]]),
  categories: ['Despensa'],
  maxCodeNumber: 1,
};
const HEADER = ['codigo', 'precio', 'stock', 'stock_exportado'];
const C = CATALOG_MESSAGES.csv;
const plan = (row: string[], ctx: Partial<ImportContext> = {}, header = HEADER) =>
  planImport(readSheet([header, row]), { ...context, ...ctx });

describe('CSV import against sales made after the export', () => {
  it('shows a line whose stock moved since the export as a conflict and applies nothing of it', () => {
    const { lineas, actualizar } = plan(['SC-0001', '4500', '43', '40']);
    expect(lineas[0]).toMatchObject({
      accion: 'conflicto',
      errores: [C.stockConflict(40, 37, 43)],
      conflicto: { stock_exportado: 40, stock_actual: 37, stock_archivo: 43, diferencia: 3 },
    });
    expect(actualizar).toEqual([]);
    expect(importSummary(lineas)).toMatchObject({ conflicto: 1, actualizar: 0 });
    expect(C.stockConflict(40, 37, 43)).toBe(
      'El stock cambió desde que exportaste: el archivo salió con 40 u., ahora hay 37 u. y el archivo dice 43 u.',
    );
  });

  it('adds what the owner changed to what there is now when they choose the difference', () => {
    const { lineas, actualizar } = plan(['SC-0001', '4600', '43', '40'], {
      decisiones: { '2': { stock: 'diferencia' } },
    });
    expect(lineas[0]?.accion).toBe('actualizar');
    expect(actualizar[0]?.cambios).toEqual({ precio: 4_600, stock: 40 });
  });

  it('skips the whole line when the owner chooses to skip it', () => {
    const { lineas, actualizar } = plan(['SC-0001', '4600', '43', '40'], {
      decisiones: { '2': { stock: 'omitir' } },
    });
    expect(lineas[0]).toMatchObject({ accion: 'sin_cambios', errores: [] });
    expect(actualizar).toEqual([]);
  });

  it('refuses an undecided conflict when applying, with its reason', () => {
    const { lineas, actualizar } = plan(['SC-0001', '4600', '43', '40'], { decisiones: {} });
    expect(lineas[0]).toMatchObject({ accion: 'error', errores: [C.stockConflict(40, 37, 43)] });
    expect(actualizar).toEqual([]);
  });

  it('refuses a difference that would leave the stock below zero', () => {
    const { lineas } = plan(['SC-0001', '', '0', '40'], {
      decisiones: { '2': { stock: 'diferencia' } },
    });
    expect(lineas[0]).toMatchObject({
      accion: 'error',
      errores: [C.stockDifferenceBelowZero(37, -40)],
    });
  });

  it('never puts sold units back when the owner left the stock as exported', () => {
    const { lineas, actualizar } = plan(['SC-0001', '4600', '40', '40']);
    expect(lineas[0]?.cambios).toEqual([{ campo: 'precio', antes: 4_500, despues: 4_600 }]);
    expect(actualizar[0]?.cambios).toEqual({ precio: 4_600 });
  });

  it('applies a stock count normally when nothing was sold since the export', () => {
    const { lineas } = plan(['SC-0001', '', '45', '37']);
    expect(lineas[0]?.cambios).toEqual([{ campo: 'stock', antes: 37, despues: 45 }]);
  });

  it('keeps reading an old file without the column and warns that stock is absolute', () => {
    const sheet = readSheet([
      ['codigo', 'precio', 'stock'],
      ['SC-0001', '', '40'],
    ]);
    expect(sheet.avisos).toEqual([C.noExportedStock]);
    expect(planImport(sheet, context).lineas[0]?.cambios).toEqual([
      { campo: 'stock', antes: 37, despues: 40 },
    ]);
    expect(
      readSheet([
        ['codigo', 'precio'],
        ['SC-0001', '1'],
      ]).avisos,
    ).toEqual([]);
  });
});
