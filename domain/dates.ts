/**
 * Bogotá calendar and clock. Colombia has kept UTC−5 with no daylight saving since 1993, so local
 * time is a fixed offset: computing it by hand keeps the rules identical in Node and every browser.
 */
export const BOGOTA_UTC_OFFSET_MINUTES = -300;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export interface BogotaParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = domingo … 6 = sábado */
  weekday: number;
}

/** The wall-clock fields of an instant in Bogotá. */
export function bogotaParts(date: Date): BogotaParts {
  const local = new Date(date.getTime() + BOGOTA_UTC_OFFSET_MINUTES * MS_PER_MINUTE);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the Bogotá calendar day holding the instant (the once-a-day popup key). */
export function bogotaDayKey(date: Date): string {
  const p = bogotaParts(date);
  return `${String(p.year).padStart(4, '0')}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** Parses a real calendar date 'YYYY-MM-DD' (rejects 2026-02-30), or null. */
export function parseDayKey(key: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

/** The instant at which a Bogotá calendar day begins (00:00 local). */
export function bogotaDayStart(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - BOGOTA_UTC_OFFSET_MINUTES * MS_PER_MINUTE);
}

/** The instant at which the Bogotá day holding `date` begins. */
export function startOfBogotaDay(date: Date): Date {
  const p = bogotaParts(date);
  return bogotaDayStart(p.year, p.month, p.day);
}

/** Shifts a 'YYYY-MM-DD' key by whole days. */
export function addDaysToKey(key: string, days: number): string {
  const d = parseDayKey(key);
  if (!d) throw new RangeError(`Not a day key: ${key}`);
  return bogotaDayKey(
    new Date(bogotaDayStart(d.year, d.month, d.day).getTime() + days * MS_PER_DAY),
  );
}

/** Number of calendar days from start to end, both included (same day → 1). */
export function daysInclusive(startKey: string, endKey: string): number {
  const s = parseDayKey(startKey);
  const e = parseDayKey(endKey);
  if (!s || !e) throw new RangeError('Not day keys');
  return (
    Math.round(
      (Date.UTC(e.year, e.month - 1, e.day) - Date.UTC(s.year, s.month - 1, s.day)) / MS_PER_DAY,
    ) + 1
  );
}

// No-break spaces inside '6:00 a. m.', so a time never wraps inside (issue 22).
const NBSP = '\u00a0';

/** '6:00 a. m.' style clock for a 'HH:MM' string, its spaces no-break. */
export function formatClock12h(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad2(m)}${NBSP}${h < 12 ? 'a.' : 'p.'}${NBSP}m.`;
}

/** Ends a sentence with one period: a text ending in a time ('… 1:25 a. m.') gets no second one. */
export function closeSentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/** '21 de noviembre de 2026' in Bogotá. */
export function formatDateBogota(date: Date): string {
  const p = bogotaParts(date);
  return `${p.day} de ${MONTHS_ES[p.month - 1]} de ${p.year}`;
}

/** The month of a 'YYYY-MM' version as people read it: '2025-07' → 'julio de 2025'. */
export function formatMonthOfVersion(version: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(version);
  const month = m ? MONTHS_ES[Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new RangeError(`Not a YYYY-MM version: ${version}`);
  return `${month} de ${m[1]}`;
}

/** A chart's short date: '2026-11-26' → '26 nov'; a month '2026-11' → 'nov'. Else as given. */
export function shortDayLabel(key: string): string {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(key);
  const month = m ? MONTHS_ES[Number(m[2]) - 1]?.slice(0, 3) : undefined;
  if (!m || !month) return key;
  return m[3] ? `${Number(m[3])} ${month}` : month;
}

/** '21/11/2026' in Bogotá. */
export function formatShortDateBogota(date: Date): string {
  const p = bogotaParts(date);
  return `${pad2(p.day)}/${pad2(p.month)}/${p.year}`;
}

/** '3:05 p. m.' in Bogotá. */
export function formatTimeBogota(date: Date): string {
  const p = bogotaParts(date);
  return formatClock12h(`${pad2(p.hour)}:${pad2(p.minute)}`);
}

/** '21 de noviembre de 2026, 3:05 p. m.' in Bogotá. */
export function formatDateTimeBogota(date: Date): string {
  return `${formatDateBogota(date)}, ${formatTimeBogota(date)}`;
}

/** Whole minutes elapsed from `from` to `to` (never negative). */
export function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MS_PER_MINUTE));
}

/** Order age for the delivery board: 'Ahora', 'Hace 5 min', 'Hace 2 h', 'Hace 3 días'. */
export function ageLabel(since: Date, now: Date): string {
  const minutes = minutesBetween(since, now);
  if (minutes < 1) return 'Ahora';
  if (minutes < 60) return `Hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return `Hace ${days} ${days === 1 ? 'día' : 'días'}`;
}

/** Local-storage key of the popup's last-shown day; per user, so a shared phone shows it to each. */
export function popupStorageKey(userId: string | number): `popup_ultimo_dia_${string}` {
  return `popup_ultimo_dia_${userId}`;
}

/** True when the daily popup has not been shown yet on today's Bogotá calendar day. */
export function shouldShowDailyPopup(
  lastShownDayKey: string | null | undefined,
  now: Date,
): boolean {
  return lastShownDayKey !== bogotaDayKey(now);
}
