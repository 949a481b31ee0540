/** Pure rules of the admin panel (issue 10): paging cursors, lateness, stock states. */
import { bogotaParts, startOfBogotaDay } from './dates';
import { DEFAULT_SETTINGS, type DeliveryRules } from './settings';

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

/**
 * The instant before which a pending order is late: the current promise (settings, issue 26);
 * delivered within it is on time.
 */
export function lateBefore(now: Date, rules: DeliveryRules = DEFAULT_SETTINGS.entrega): Date {
  return new Date(now.getTime() - rules.promesa_minutos * 60_000);
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

/** Monday 00:00 in Bogotá of the week holding `now` (Bogotá has no DST: days are 24 h). */
export function startOfBogotaWeek(now: Date): Date {
  const day = startOfBogotaDay(now);
  const sinceMonday = (bogotaParts(now).weekday + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}
