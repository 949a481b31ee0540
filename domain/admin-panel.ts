/** Pure rules of the admin panel (issue 10): paging cursors, lateness, stock states, CSV rows. */
import { BUSINESS } from './business';
import { bogotaParts, startOfBogotaDay } from './dates';
import { ADMIN_MESSAGES } from './admin-messages';
import { PRODUCT_LIMITS } from './products';

/** The delivery promise: an order pending longer than this is late; delivered within it is on time. */
export const PROMISE_MINUTES = BUSINESS.deliveryPromiseMinutes;
/** Stock at or below this (and above 0) is "Stock bajo". */
export const LOW_STOCK = 5;

/** Opaque page cursor: the id of the last row of the page. */
export function encodeCursor(lastId: number): string {
  return btoa(`c${lastId}`).replace(/=+$/, '');
}

/** The id inside a cursor, or null when it is not one of ours. */
export function decodeCursor(cursor: string): number | null {
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    return null;
  }
  const match = /^c([1-9]\d{0,15})$/.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

/** The instant before which a pending order is late. */
export function lateBefore(now: Date): Date {
  return new Date(now.getTime() - PROMISE_MINUTES * 60_000);
}

/** Percentage of on-time deliveries, rounded to a whole number; null when nothing was delivered. */
export function onTimePercent(delivered: number, onTime: number): number | null {
  return delivered === 0 ? null : Math.round((onTime / delivered) * 100);
}

export type StockState = 'sin' | 'bajo' | 'en';

export function stockState(stock: number | null | undefined): StockState {
  if (!stock || stock <= 0) return 'sin';
  return stock <= LOW_STOCK ? 'bajo' : 'en';
}

/** Lower case without accents: what search and CSV headers compare. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Accented letters and their plain forms, for SQL translate() (same fold as foldText). */
export const ACCENTED = 'áéíóúüñàèìòùâêîôûäëïö';
export const PLAIN = 'aeiouunaeiouaeiouaeio';

export interface CsvUpdate {
  fila: number;
  codigo: string;
  precio?: number;
  stock?: number;
}

export interface CsvRowsResult {
  updates: CsvUpdate[];
  errores: { fila: number; mensaje: string }[];
}

const C = ADMIN_MESSAGES.adminOps;
const WHOLE = /^\d{1,10}$/;

/** A cell as a whole non-negative number ('1.200' and '1,200' thousands separators accepted). */
function wholeNumber(cell: string): number | null {
  const text = cell.trim().replace(/^\$\s*/, '');
  const plain = /^\d{1,3}([.,]\d{3})+$/.test(text) ? text.replace(/[.,]/g, '') : text;
  return WHOLE.test(plain) ? Number(plain) : null;
}

/**
 * Reads parsed CSV rows (first row = header) into updates and line-by-line errors. Header names
 * are matched without case or accents; `codigo` plus `precio` and/or `stock` are required.
 * Empty cells leave that field unchanged. `fila` is the 1-based line number (header = 1).
 */
export function readCsvRows(rows: string[][]): CsvRowsResult {
  const errores: CsvRowsResult['errores'] = [];
  const updates: CsvUpdate[] = [];
  const header = rows[0]?.map((h) => foldText(h.replace(/^\uFEFF/, '')));
  if (!header || header.every((h) => h === ''))
    return { updates, errores: [{ fila: 1, mensaje: C.csvEmpty }] };
  const col = (name: string) => header.indexOf(name);
  const iCodigo = col('codigo');
  const iPrecio = col('precio');
  const iStock = col('stock');
  if (iCodigo < 0) return { updates, errores: [{ fila: 1, mensaje: C.csvNoCode }] };
  if (iPrecio < 0 && iStock < 0) return { updates, errores: [{ fila: 1, mensaje: C.csvNoFields }] };
  const seen = new Map<string, number>();
  rows.slice(1).forEach((cells, index) => {
    const fila = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const codigo = (cells[iCodigo] ?? '').trim().toUpperCase();
    if (!codigo) return void errores.push({ fila, mensaje: C.csvCodeMissing });
    const first = seen.get(codigo);
    if (first !== undefined)
      return void errores.push({ fila, mensaje: C.csvDuplicateCode(codigo, first) });
    seen.set(codigo, fila);
    const update: CsvUpdate = { fila, codigo };
    for (const [i, campo, mensaje, max, tooHigh] of [
      [iPrecio, 'precio', C.csvPriceInvalid, PRODUCT_LIMITS.priceMax, C.csvPriceMax],
      [iStock, 'stock', C.csvStockInvalid, PRODUCT_LIMITS.stockMax, C.csvStockMax],
    ] as const) {
      const cell = i >= 0 ? (cells[i] ?? '') : '';
      if (cell.trim() === '') continue;
      const value = wholeNumber(cell);
      if (value === null) errores.push({ fila, mensaje });
      else if (value > max) errores.push({ fila, mensaje: tooHigh });
      else update[campo] = value;
    }
    updates.push(update);
  });
  return { updates, errores };
}

/** Monday 00:00 in Bogotá of the week holding `now` (Bogotá has no DST: days are 24 h). */
export function startOfBogotaWeek(now: Date): Date {
  const day = startOfBogotaDay(now);
  const sinceMonday = (bogotaParts(now).weekday + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}
