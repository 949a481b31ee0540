import { bogotaDayKey, bogotaDayStart, formatDateBogota, parseDayKey } from '../dates';
import { addBusinessDays, businessDaysBetween, type HolidayCheck } from './business-days';

/** The rights a resident can exercise under Ley 1581 de 2012 (arts. 8, 14, 15). */
export const DATA_REQUEST_KINDS = [
  'consulta',
  'reclamo',
  'rectificacion',
  'supresion',
  'revocatoria',
] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_STATES = ['en_tramite', 'respondida', 'cerrada'] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];

export const DATA_REQUEST_LABELS: Record<DataRequestKind, string> = {
  consulta: 'Consulta',
  reclamo: 'Reclamo',
  rectificacion: 'Rectificación',
  supresion: 'Supresión',
  revocatoria: 'Revocatoria de la autorización',
};

export const DATA_REQUEST_STATE_LABELS: Record<DataRequestState, string> = {
  en_tramite: 'En trámite',
  respondida: 'Respondida',
  cerrada: 'Cerrada',
};

/**
 * Legal answer terms in business days. Ley 1581 art. 14: a consulta within 10 business days;
 * art. 15: a reclamo (which is how rectificación, supresión and revocatoria are filed) within 15.
 * Our policy promises "máximo 15 días hábiles" for every request, which both terms keep.
 */
export const DATA_REQUEST_TERM_DAYS: Record<DataRequestKind, number> = {
  consulta: 10,
  reclamo: 15,
  rectificacion: 15,
  supresion: 15,
  revocatoria: 15,
};

/** The last Bogotá day (inclusive) on which a request filed at `filedAt` must be answered. */
export function dataRequestDeadline(
  kind: DataRequestKind,
  filedAt: Date,
  isHoliday: HolidayCheck,
): string {
  return addBusinessDays(bogotaDayKey(filedAt), DATA_REQUEST_TERM_DAYS[kind], isHoliday);
}

/**
 * Business days left until the deadline, seen from `now`: 0 on the deadline day itself,
 * negative once it has passed (overdue).
 */
export function businessDaysLeft(deadlineKey: string, now: Date, isHoliday: HolidayCheck): number {
  return businessDaysBetween(bogotaDayKey(now), deadlineKey, isHoliday);
}

/** '2026-12-29' → '29 de diciembre de 2026'. */
export function formatDayKey(dayKey: string): string {
  const d = parseDayKey(dayKey);
  return d ? formatDateBogota(bogotaDayStart(d.year, d.month, d.day)) : dayKey;
}
