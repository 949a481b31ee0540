import { BUSINESS, serviceHoursLabel } from './business';
import { bogotaDayStart, bogotaParts, formatClock12h } from './dates';
import { MESSAGES } from './messages';
import { err, ok, type Result } from './result';
import type { WeeklyHours } from './settings';
import { dayWindowAt, nextWeeklyOpening, weeklyPublished, type Window } from './weekly-hours';

/**
 * When the shop takes orders, Bogotá local time: 'always' or one window every day (the
 * SERVICE_HOURS test override, and a week whose seven days share one window), or the week and
 * special dates of "Ajustes" (issue 26).
 */
export type ServiceHours = 'always' | Window | WeeklyHours;

const isWeekly = (spec: ServiceHours): spec is WeeklyHours =>
  typeof spec === 'object' && 'semana' in spec;

export const DEFAULT_SERVICE_HOURS: ServiceHours = {
  open: BUSINESS.hours.open,
  close: BUSINESS.hours.close,
};

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Reads the SERVICE_HOURS setting: 'always' or '06:00-23:00'. */
export function parseServiceHours(text: string): Result<ServiceHours, 'INVALID_SERVICE_HOURS'> {
  const value = text.trim().toLowerCase();
  if (value === 'always') return ok('always');
  const [open, close, extra] = value.split('-').map((s) => s.trim());
  if (
    extra !== undefined ||
    !open ||
    !close ||
    !HHMM.test(open) ||
    !HHMM.test(close) ||
    open === close
  ) {
    return err('INVALID_SERVICE_HOURS', MESSAGES.serviceHours.badConfig);
  }
  return ok({ open, close });
}

/** True while the store takes orders; the window is [open, close) and may cross midnight. */
export function isWithinServiceHours(now: Date, spec: ServiceHours): boolean {
  if (spec === 'always') return true;
  if (isWeekly(spec)) {
    const window = dayWindowAt(spec, now);
    if (!window) return false;
    const p = bogotaParts(now);
    const t = p.hour * 60 + p.minute;
    return t >= toMinutes(window.open) && t < toMinutes(window.close);
  }
  const p = bogotaParts(now);
  const t = p.hour * 60 + p.minute;
  const open = toMinutes(spec.open);
  const close = toMinutes(spec.close);
  return open < close ? t >= open && t < close : t >= open || t < close;
}

/** When the store opens next, or null while it is open (or always open). */
export function nextOpening(now: Date, spec: ServiceHours): Date | null {
  if (isWithinServiceHours(now, spec) || spec === 'always') return null;
  if (isWeekly(spec)) return nextWeeklyOpening(spec, now)?.at ?? null;
  const p = bogotaParts(now);
  const openMinutes = toMinutes(spec.open);
  const todayOpening = new Date(
    bogotaDayStart(p.year, p.month, p.day).getTime() + openMinutes * 60_000,
  );
  return todayOpening.getTime() > now.getTime()
    ? todayOpening
    : new Date(todayOpening.getTime() + 86_400_000);
}

/** Refuses orders and payments outside service hours with the opening time in the message. */
export function checkServiceHours(
  now: Date,
  spec: ServiceHours,
): Result<null, 'OUTSIDE_SERVICE_HOURS'> {
  if (spec === 'always' || isWithinServiceHours(now, spec)) return ok(null);
  if (isWeekly(spec)) {
    const next = nextWeeklyOpening(spec, now);
    if (!next) return err('OUTSIDE_SERVICE_HOURS', MESSAGES.serviceHours.closedForNow);
    return err(
      'OUTSIDE_SERVICE_HOURS',
      MESSAGES.serviceHours.closed(
        serviceHoursLabel(next.window),
        openingDayWord(now, next.at),
        formatClock12h(next.window.open),
      ),
    );
  }
  const opening = nextOpening(now, spec);
  if (!opening) return ok(null);
  const sameDay = bogotaParts(opening).day === bogotaParts(now).day;
  return err(
    'OUTSIDE_SERVICE_HOURS',
    MESSAGES.serviceHours.closed(
      serviceHoursLabel(spec),
      sameDay ? 'hoy' : 'mañana',
      formatClock12h(spec.open),
    ),
  );
}

/** The service hours as people read them (issue 22: pages, legal texts and the assistant alike). */
export interface PublishedHours {
  /** 'Lunes a domingo'. */
  dias: string;
  /** '6:00 a. m. a 11:00 p. m.', or 'Las 24 horas'. */
  horas: string;
  /** Inside a sentence: 'lunes a domingo, de 6:00 a. m. a 11:00 p. m.' or '…, las 24 horas'. */
  frase: string;
  /** `frase` closing a sentence (the 'p. m.' of a time already ends in a period). */
  oracion: string;
}

/** How `spec`, the very window the ordering rule enforces, is printed everywhere. */
export function publishedHours(spec: ServiceHours): PublishedHours {
  if (isWeekly(spec)) {
    const w = weeklyPublished(spec);
    return { ...w, oracion: w.frase.endsWith('.') ? w.frase : `${w.frase}.` };
  }
  const dias = BUSINESS.hours.days;
  const frase =
    spec === 'always'
      ? `${dias.toLowerCase()}, ${MESSAGES.serviceHours.allDay.toLowerCase()}`
      : `${dias.toLowerCase()}, de ${serviceHoursLabel(spec)}`;
  return {
    dias,
    horas: spec === 'always' ? MESSAGES.serviceHours.allDay : serviceHoursLabel(spec),
    frase,
    oracion: frase.endsWith('.') ? frase : `${frase}.`,
  };
}

/** A service-hours window read back from JSON (the API's `ventana`), or null when malformed. */
export function asServiceHours(value: unknown): ServiceHours | null {
  if (value === 'always') return 'always';
  if (typeof value !== 'object' || value === null) return null;
  if ('semana' in value) return asWeekly(value);
  const { open, close } = value as { open?: unknown; close?: unknown };
  if (typeof open !== 'string' || typeof close !== 'string') return null;
  const parsed = parseServiceHours(`${open}-${close}`);
  return parsed.ok ? parsed.value : null;
}

/** 'hoy', 'mañana' or 'el viernes': the day an opening falls on, seen from `now`. */
export function openingDayWord(now: Date, opening: Date): string {
  const days = Math.round(
    (dayStartOf(opening).getTime() - dayStartOf(now).getTime()) / 86_400_000,
  );
  if (days <= 0) return 'hoy';
  if (days === 1) return 'mañana';
  const weekday = (new Date(dayStartOf(opening).getTime() + 5 * 3_600_000).getUTCDay() + 6) % 7;
  return `el ${WEEKDAYS_LOWER[weekday]}`;
}

const WEEKDAYS_LOWER = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

function dayStartOf(date: Date): Date {
  const p = bogotaParts(date);
  return bogotaDayStart(p.year, p.month, p.day);
}

const HOURS_TEXT = /^([01]\d|2[0-3]):[0-5]\d$/;

function asWeekly(value: object): WeeklyHours | null {
  const { semana, especiales } = value as { semana?: unknown; especiales?: unknown };
  if (!Array.isArray(semana) || semana.length !== 7) return null;
  const okWindow = (d: unknown) => {
    const w = d as { abierto?: unknown; abre?: unknown; cierra?: unknown } | null;
    return (
      typeof w === 'object' &&
      w !== null &&
      typeof w.abierto === 'boolean' &&
      typeof w.abre === 'string' &&
      typeof w.cierra === 'string' &&
      HOURS_TEXT.test(w.abre) &&
      HOURS_TEXT.test(w.cierra)
    );
  };
  if (!semana.every(okWindow)) return null;
  const special = Array.isArray(especiales) ? especiales : [];
  if (!special.every((d) => okWindow(d) && typeof (d as { fecha?: unknown }).fecha === 'string')) return null;
  return { semana, especiales: special } as WeeklyHours;
}
