import { serviceHoursLabel } from './business';
import { bogotaDayKey, bogotaDayStart, bogotaParts, parseDayKey } from './dates';
import { MESSAGES } from './messages';
import { WEEKDAY_NAMES, type DayHours, type WeeklyHours } from './settings';

/** One opening window of a day, 'HH:MM' Bogotá time. */
export interface Window {
  open: string;
  close: string;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Monday 0 … Sunday 6 for a Bogotá day key. */
export function weekdayOf(dayKey: string): number {
  const d = parseDayKey(dayKey);
  if (!d) return 0;
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}

const asWindow = (d: DayHours): Window | null => (d.abierto ? { open: d.abre, close: d.cierra } : null);

/** A day's window: its special date wins over its weekday; null when closed. */
export function dayWindow(hours: WeeklyHours, dayKey: string): Window | null {
  const special = hours.especiales.find((d) => d.fecha === dayKey);
  if (special) return asWindow(special);
  const day = hours.semana[weekdayOf(dayKey)];
  return day ? asWindow(day) : null;
}

/** The window of the Bogotá day `now` falls on. */
export function dayWindowAt(hours: WeeklyHours, now: Date): Window | null {
  return dayWindow(hours, bogotaDayKey(now));
}

/** The next opening after `now` within two weeks (null: closed for all of them). */
export function nextWeeklyOpening(hours: WeeklyHours, now: Date): { at: Date; window: Window } | null {
  const p = bogotaParts(now);
  const today = bogotaDayStart(p.year, p.month, p.day).getTime();
  for (let i = 0; i <= 14; i++) {
    // Noon of the day keeps the key right whatever the clock's minutes.
    const start = today + i * 86_400_000;
    const window = dayWindow(hours, bogotaDayKey(new Date(start + 12 * 3_600_000)));
    if (!window) continue;
    const at = new Date(start + toMinutes(window.open) * 60_000);
    if (at.getTime() > now.getTime()) return { at, window };
  }
  return null;
}

const sameDay = (a: DayHours, b: DayHours) =>
  a.abierto === b.abierto && (!a.abierto || (a.abre === b.abre && a.cierra === b.cierra));

/** Runs of consecutive weekdays sharing one window: 'Lunes a viernes', 'Sábado'. */
function weekRuns(semana: DayHours[]): { label: string; day: DayHours }[] {
  const runs: { from: number; to: number; day: DayHours }[] = [];
  semana.forEach((day, i) => {
    const last = runs[runs.length - 1];
    if (last && sameDay(last.day, day)) last.to = i;
    else runs.push({ from: i, to: i, day });
  });
  return runs.map((r) => ({
    label:
      r.from === r.to
        ? WEEKDAY_NAMES[r.from]!
        : `${WEEKDAY_NAMES[r.from]!} ${r.to - r.from === 1 ? 'y' : 'a'} ${WEEKDAY_NAMES[r.to]!.toLowerCase()}`,
    day: r.day,
  }));
}

/**
 * The regular week worded for people (special dates are shown apart, with their date): one
 * window for every open day reads like the single window always did.
 */
export function weeklyPublished(hours: WeeklyHours): { dias: string; horas: string; frase: string } {
  const runs = weekRuns(hours.semana);
  const open = runs.filter((r) => r.day.abierto);
  if (open.length === 0) {
    return { dias: 'Ningún día', horas: MESSAGES.serviceHours.closedDay, frase: 'cerrado por ahora' };
  }
  const label = (d: DayHours) => serviceHoursLabel({ open: d.abre, close: d.cierra });
  if (open.length === 1) {
    const only = open[0]!;
    return { dias: only.label, horas: label(only.day), frase: `${only.label.toLowerCase()}, de ${label(only.day)}` };
  }
  const parts = runs.map((r) =>
    r.day.abierto
      ? `${r.label.toLowerCase()}, de ${label(r.day)}`
      : `${r.label.toLowerCase()}, ${MESSAGES.serviceHours.closedDay.toLowerCase()}`,
  );
  return { dias: MESSAGES.serviceHours.byDay, horas: parts.join('; '), frase: parts.join('; ') };
}

/** The uniform form of a week (every day open, one window, no special date), else null. */
export function uniformWindow(hours: WeeklyHours): Window | null {
  if (hours.especiales.length > 0) return null;
  const [first] = hours.semana;
  if (!first?.abierto || !hours.semana.every((d) => sameDay(d, first))) return null;
  return { open: first.abre, close: first.cierra };
}
