/** Reading a catalogue sheet (issue 23): header, cells and per-line errors, before any lookup. */
import { ADMIN_MESSAGES } from './admin-messages';
import { CATALOG_MESSAGES } from './catalog-messages';
import { PRODUCT_LIMITS } from './products';
import { aliasesProblem, joinAliases, splitAliases } from './search/aliases';

/**
 * The columns the export writes, all of them imported. `stock_exportado` is the stock at the
 * moment of the export, never edited: the import compares it with the stock of that moment, so a
 * sale made after the export is not undone by the file (issue 41).
 */
export const CATALOG_COLUMNS = [
  'codigo',
  'nombre',
  'categoria',
  'precio',
  'costo_compra',
  'stock',
  'stock_exportado',
  'descripcion',
  'busca_como',
] as const;
export type CatalogField = Exclude<(typeof CATALOG_COLUMNS)[number], 'codigo' | 'stock_exportado'>;

export const PRODUCT_TEXT_LIMITS = { nombre: 120, descripcion: 1000 } as const;

/** One line of the sheet: the cells it fills (a blank cell changes nothing) and its errors. */
export interface SheetLine {
  fila: number;
  /** Upper-cased code, '' when blank (a new product with the next code). */
  codigo: string;
  nombre?: string;
  categoria?: string;
  precio?: number;
  costo_compra?: number;
  stock?: number;
  stock_exportado?: number;
  descripcion?: string;
  /** "También se busca como" (issue 43), as the form shows it: separated by commas. */
  busca_como?: string;
  errores: string[];
}

export interface Sheet {
  lines: SheetLine[];
  /** Errors of the whole file (no header, no codigo column): nothing can be imported. */
  errores: { fila: number; mensaje: string }[];
  /** Columns that are not imported, said once instead of ignored silently. */
  avisos: string[];
}

const A = ADMIN_MESSAGES.adminOps;
const C = CATALOG_MESSAGES.csv;
const WHOLE = /^\d{1,10}$/;

/** Lower case without accents, for header names. */
function headerKey(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** A cell as a whole non-negative number ('1.200' and '1,200' thousands separators, '$ ' accepted). */
export function wholeNumber(cell: string): number | null {
  const text = cell.trim().replace(/^\$\s*/, '');
  const plain = /^\d{1,3}([.,]\d{3})+$/.test(text) ? text.replace(/[.,]/g, '') : text;
  return WHOLE.test(plain) ? Number(plain) : null;
}

/**
 * Reads parsed CSV rows (first row = header, names matched without case or accents) into lines.
 * `codigo` is required as a column, plus at least one field. `fila` is the 1-based line number
 * (header = 1). Fully blank lines are skipped.
 */
export function readSheet(rows: readonly (readonly string[])[]): Sheet {
  const header = rows[0]?.map(headerKey);
  const lines: SheetLine[] = [];
  const avisos: string[] = [];
  if (!header || header.every((h) => h === ''))
    return { lines, errores: [{ fila: 1, mensaje: A.csvEmpty }], avisos };
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    if ((CATALOG_COLUMNS as readonly string[]).includes(name)) {
      if (!index.has(name)) index.set(name, i);
    } else if (name !== '') avisos.push(C.unknownColumn(rows[0]?.[i]?.trim() ?? name));
  });
  if (!index.has('codigo')) return { lines, errores: [{ fila: 1, mensaje: C.noCode }], avisos };
  if (index.size < 2) return { lines, errores: [{ fila: 1, mensaje: C.noFields }], avisos };
  if (index.has('stock') && !index.has('stock_exportado')) avisos.push(C.noExportedStock);
  const cell = (cells: readonly string[], name: string) => {
    const i = index.get(name);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  rows.slice(1).forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const line: SheetLine = {
      fila: i + 2,
      codigo: cell(cells, 'codigo').toUpperCase(),
      errores: [],
    };
    const nombre = cell(cells, 'nombre');
    if (nombre.length > PRODUCT_TEXT_LIMITS.nombre) line.errores.push(C.nameTooLong);
    else if (nombre) line.nombre = nombre;
    const categoria = cell(cells, 'categoria');
    if (categoria) line.categoria = categoria;
    const descripcion = cell(cells, 'descripcion');
    if (descripcion.length > PRODUCT_TEXT_LIMITS.descripcion)
      line.errores.push(C.descriptionTooLong);
    else if (descripcion) line.descripcion = descripcion;
    const aliases = cell(cells, 'busca_como');
    if (aliases) {
      const list = splitAliases(aliases);
      const problem = aliasesProblem(list);
      if (problem) line.errores.push(problem);
      else line.busca_como = joinAliases(list);
    }
    for (const [campo, invalid, max, tooHigh] of [
      ['precio', A.csvPriceInvalid, PRODUCT_LIMITS.priceMax, A.csvPriceMax],
      ['costo_compra', C.costInvalid, PRODUCT_LIMITS.priceMax, C.costMax],
      ['stock', A.csvStockInvalid, PRODUCT_LIMITS.stockMax, A.csvStockMax],
      ['stock_exportado', C.exportedStockInvalid, PRODUCT_LIMITS.stockMax, C.exportedStockInvalid],
    ] as const) {
      const text = cell(cells, campo);
      if (text === '') continue;
      const value = wholeNumber(text);
      if (value === null) line.errores.push(invalid);
      else if (value > max) line.errores.push(tooHigh);
      else line[campo] = value;
    }
    lines.push(line);
  });
  return { lines, errores: [], avisos };
}
