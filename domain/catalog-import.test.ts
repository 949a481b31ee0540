import { describe, expect, it } from 'vitest';
import { CATALOG_MESSAGES } from './catalog-messages';
import { readSheet } from './catalog-import-read';
import {
  importSummary,
  planImport,
  type ImportContext,
  type ImportProduct,
} from './catalog-import';

const arroz: ImportProduct = {
  id: 1,
  codigo: 'SC-0001',
  nombre: 'Arroz Diana 1 kg',
  categoria: 'Despensa',
  precio: 4_500,
  costo_compra: null,
  stock: 20,
  descripcion: 'Arroz blanco',
  busca_como: '',
  activo: true,
};
const leche: ImportProduct = {
  ...arroz,
  id: 2,
  codigo: 'SC-0002',
  nombre: 'Leche',
  categoria: 'Lácteos y bebidas',
  precio: 3_000,
  stock: 10,
};
const viejo: ImportProduct = { ...arroz, id: 3, codigo: 'SC-0040', nombre: 'Viejo', activo: false };
const context: ImportContext = {
  products: new Map([arroz, leche, viejo].map((p) => [p.codigo, p])),
  categories: ['Despensa', 'Lácteos y bebidas', 'Básicos'],
  maxCodeNumber: 40,
};
const HEADER = ['codigo', 'nombre', 'categoria', 'precio', 'stock', 'descripcion'];
const plan = (rows: string[][], ctx: ImportContext = context) =>
  planImport(readSheet([HEADER, ...rows]), ctx);

describe('CSV import plan', () => {
  it('creates a blank code with the next SC- code and a given unused code with that code', () => {
    const { lineas, crear } = plan([
      ['', 'Panela', 'basicos', '3.200', '12', ''],
      ['sc-0079', 'Sal', 'DESPENSA', '1500', '', 'Refisal'],
      ['', 'Azúcar', 'Despensa', '4000', '5', ''],
    ]);
    expect(lineas.map((l) => [l.accion, l.codigo])).toEqual([
      ['crear', 'SC-0080'],
      ['crear', 'SC-0079'],
      ['crear', 'SC-0081'],
    ]);
    expect(crear[0]?.producto).toEqual({
      codigo: 'SC-0080',
      nombre: 'Panela',
      categoria: 'Básicos',
      precio: 3_200,
      costo_compra: null,
      stock: 12,
      descripcion: '',
      busca_como: '',
    });
    expect(crear[1]?.producto.categoria).toBe('Despensa');
    expect(lineas[0]?.cambios[0]).toEqual({ campo: 'nombre', antes: null, despues: 'Panela' });
  });

  it('reads "También se busca como" as the form does, and refuses too many words (issue 43)', () => {
    const sheet = readSheet([
      ['codigo', 'busca_como'],
      ['SC-0001', 'arroz blanco ,  granos, Granos'],
      ['SC-0002', Array.from({ length: 11 }, (_, i) => `palabra ${i}`).join(', ')],
    ]);
    expect(sheet.lines[0]?.busca_como).toBe('arroz blanco, granos');
    expect(sheet.lines[1]?.errores).toEqual(['«También se busca como» admite máximo 10 palabras']);
    const { actualizar } = planImport(sheet, {
      products: new Map([['SC-0001', arroz]]),
      categories: ['Despensa'],
      maxCodeNumber: 1,
    });
    expect(actualizar[0]?.cambios).toEqual({ busca_como: 'arroz blanco, granos' });
  });

  it('updates every exported column, name included, and shows old and new', () => {
    const { lineas, actualizar } = plan([
      ['SC-0001', 'Arroz Diana 500 g', 'Despensa', '2.300', '20', 'Arroz blanco'],
    ]);
    expect(lineas[0]).toMatchObject({ accion: 'actualizar', nombre: 'Arroz Diana 500 g' });
    expect(lineas[0]?.cambios).toEqual([
      { campo: 'nombre', antes: 'Arroz Diana 1 kg', despues: 'Arroz Diana 500 g' },
      { campo: 'precio', antes: 4_500, despues: 2_300 },
    ]);
    expect(actualizar[0]?.cambios).toEqual({ nombre: 'Arroz Diana 500 g', precio: 2_300 });
  });

  it('says a line with the same figures changes nothing, and blank cells keep the value', () => {
    const { lineas, actualizar } = plan([
      ['SC-0001', 'Arroz Diana 1 kg', 'despensa', '4500', '20', 'Arroz blanco'],
      ['SC-0002', '', '', '', '', ''],
    ]);
    expect(lineas.map((l) => l.accion)).toEqual(['sin_cambios', 'sin_cambios']);
    expect(actualizar).toEqual([]);
  });

  it('reports each bad line with its reason and keeps the good ones', () => {
    const { lineas } = plan([
      ['SC-0002', 'Leche', 'Licores', '3000', '', ''],
      ['', 'Sin precio', '', '', '', ''],
      ['SC-79', 'Mal código', 'Despensa', '100', '', ''],
      ['SC-0040', 'Viejo', 'Despensa', '100', '', ''],
      ['SC-0001', '', '', '2000001', '100001', ''],
      ['SC-0001', '', '', '100', '', ''],
      ['', 'Bueno', 'Despensa', '1000', '', ''],
    ]);
    expect(lineas.map((l) => [l.fila, l.accion, l.errores])).toEqual([
      [2, 'error', [CATALOG_MESSAGES.category.unknown('Licores')]],
      [3, 'error', [CATALOG_MESSAGES.csv.newNeeds(['la categoría', 'el precio'])]],
      [4, 'error', [CATALOG_MESSAGES.csv.codeFormat('SC-79')]],
      [5, 'error', [CATALOG_MESSAGES.csv.retired('SC-0040')]],
      [6, 'error', ['El precio máximo es $\u00a02.000.000.', 'El stock máximo es 100.000.']],
      [7, 'error', ['El código SC-0001 ya aparece en la fila 6.']],
      [8, 'crear', []],
    ]);
    expect(importSummary(lineas)).toEqual({
      crear: 1,
      actualizar: 0,
      sin_cambios: 0,
      conflicto: 0,
      error: 6,
    });
    expect(CATALOG_MESSAGES.csv.newNeeds(['la categoría', 'el precio'])).toBe(
      'Para crear un producto faltan la categoría y el precio.',
    );
  });

  it('refuses a stock count when the stock moved since the preview', () => {
    const rows = [['SC-0002', '', '', '', '25', '']];
    expect(plan(rows, { ...context, stockPrevisto: { 'SC-0002': 11 } }).lineas[0]?.errores).toEqual(
      [CATALOG_MESSAGES.csv.stockChanged(10)],
    );
    expect(plan(rows, { ...context, stockPrevisto: { 'SC-0002': 10 } }).lineas[0]?.accion).toBe(
      'actualizar',
    );
  });

  it('reads accented headers, warns about columns it does not import, and refuses a bad header', () => {
    const sheet = readSheet([
      ['\uFEFFCódigo', 'PRECIO', 'Costo'],
      ['sc-0001', '$ 1.200', '900'],
      ['', '', ''],
    ]);
    expect(sheet.lines).toEqual([{ fila: 2, codigo: 'SC-0001', precio: 1_200, errores: [] }]);
    expect(sheet.avisos).toEqual([CATALOG_MESSAGES.csv.unknownColumn('Costo')]);
    expect(readSheet([['nombre', 'precio']]).errores[0]?.mensaje).toBe(CATALOG_MESSAGES.csv.noCode);
    expect(readSheet([['codigo']]).errores[0]?.mensaje).toBe(CATALOG_MESSAGES.csv.noFields);
    expect(readSheet([]).errores[0]?.mensaje).toBe('El archivo está vacío.');
  });

  it('words the apply button with plurals', () => {
    expect(CATALOG_MESSAGES.csv.applyLabel(3, 1)).toBe(
      'Aplicar 3 cambios; 1 línea con error se omitirá',
    );
    expect(CATALOG_MESSAGES.csv.applyLabel(1, 2)).toBe(
      'Aplicar 1 cambio; 2 líneas con error se omitirán',
    );
    expect(CATALOG_MESSAGES.csv.applyLabel(2, 0)).toBe('Aplicar 2 cambios');
  });
});
