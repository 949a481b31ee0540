import { addDaysToKey, bogotaDayKey, bogotaParts, parseDayKey, bogotaDayStart } from '../dates';
import type { ServiceHours } from '../service-hours';
import type { SchedulingSettings, WeeklyHours } from '../settings';
import { WEEKDAY_NAMES } from '../settings';
import { dayWindow, weekdayOf, type Window } from '../weekly-hours';
import { SCHEDULING_MESSAGES as M } from './messages';

/** A delivery slot as the API answers it (GET /api/franjas, contract of issue 45). */
export interface Slot {
  /** ISO instant the slot starts. */
  inicio: string;
  /** ISO instant it ends: a scheduled order's promise. */
  fin: string;
  /** 'Hoy 6:00 a. m. – 6:30 a. m.' */
  etiqueta: string;
  lleno: boolean;
  /** Places left (0 when full). */
  restantes: number;
}

/** What slots derive from: the hours in force (Ajustes, or the SERVICE_HOURS override) and the scheduling settings. */
export interface SlotSettings {
  horario: ServiceHours;
  programacion: SchedulingSettings;
}

/** Orders already holding each slot, keyed by the slot start's epoch milliseconds. */
export type TakenBySlot = ReadonlyMap<number, number>;

const MINUTE = 60_000;
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const isWeekly = (h: ServiceHours): h is WeeklyHours => typeof h === 'object' && 'semana' in h;

/**
 * The day's opening as minutes from its midnight, [open, close): the weekly hours never cross
 * midnight; a SERVICE_HOURS window may ('22:00-02:00' runs into the next day); 'always' is the
 * whole day.
 */
function windowMinutes(hours: ServiceHours, dayKey: string): { open: number; close: number } | null {
  if (hours === 'always') return { open: 0, close: 24 * 60 };
  const window: Window | null = isWeekly(hours) ? dayWindow(hours, dayKey) : hours;
  if (!window) return null;
  const open = toMinutes(window.open);
  const close = toMinutes(window.close);
  return { open, close: close > open ? close : close + 24 * 60 };
}

/** Every slot of a Bogotá day's window, in order: [start, start + length) inside the window. */
function daySlots(hours: ServiceHours, dayKey: string, length: number): Array<[Date, Date]> {
  const w = windowMinutes(hours, dayKey);
  const d = parseDayKey(dayKey);
  if (!w || !d) return [];
  const midnight = bogotaDayStart(d.year, d.month, d.day).getTime();
  const out: Array<[Date, Date]> = [];
  for (let m = w.open; m + length <= w.close; m += length) {
    out.push([new Date(midnight + m * MINUTE), new Date(midnight + (m + length) * MINUTE)]);
  }
  return out;
}

const hhmm = (date: Date) => {
  const p = bogotaParts(date);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto',
  'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** 'Miércoles 9 de diciembre' for a day key. */
function dayName(dayKey: string): string {
  const d = parseDayKey(dayKey);
  if (!d) return dayKey;
  return `${WEEKDAY_NAMES[weekdayOf(dayKey)]} ${d.day} de ${MONTHS[d.month - 1]}`;
}

/** 'Hoy 6:00 a. m. – 6:30 a. m.', 'Mañana …', 'Miércoles 9 de diciembre …', seen from `now`. */
export function slotLabel(inicio: Date, fin: Date, now: Date): string {
  const key = bogotaDayKey(inicio);
  const today = bogotaDayKey(now);
  const day = key === today ? 'Hoy' : key === addDaysToKey(today, 1) ? 'Mañana' : dayName(key);
  return `${day} ${M.range(hhmm(inicio), hhmm(fin))}`;
}

/** A slot named without a clock (an order's views): 'Lunes 7 de diciembre, 6:00 a. m. – 6:30 a. m.' */
export function slotDateLabel(inicio: Date, fin: Date): string {
  return `${dayName(bogotaDayKey(inicio))}, ${M.range(hhmm(inicio), hhmm(fin))}`;
}

/** The instant a scheduled order's preparation starts: its slot's start less the lead time. */
export function preparationStart(inicio: Date, settings: Pick<SchedulingSettings, 'minutos_antes'>): Date {
  return new Date(inicio.getTime() - settings.minutos_antes * MINUTE);
}

/**
 * The slots a resident may choose at `now` (issue 45): within the hours of today and the next
 * `dias_adelante` Bogotá days, each starting at least `minutos_antes` from now (its preparation
 * must not have started), with the places `takenBySlot` leaves of `pedidos_por_franja`.
 */
export function deliverySlots(now: Date, settings: SlotSettings, takenBySlot: TakenBySlot = new Map()): Slot[] {
  const p = settings.programacion;
  const today = bogotaDayKey(now);
  const last = addDaysToKey(today, p.dias_adelante);
  const slots: Slot[] = [];
  // Yesterday too: a window crossing midnight puts its first hours on today.
  for (let i = -1; i <= p.dias_adelante; i++) {
    for (const [inicio, fin] of daySlots(settings.horario, addDaysToKey(today, i), p.minutos_franja)) {
      const key = bogotaDayKey(inicio);
      if (key < today || key > last) continue;
      if (preparationStart(inicio, p).getTime() < now.getTime()) continue;
      const taken = takenBySlot.get(inicio.getTime()) ?? 0;
      const restantes = Math.max(0, p.pedidos_por_franja - taken);
      slots.push({
        inicio: inicio.toISOString(),
        fin: fin.toISOString(),
        etiqueta: slotLabel(inicio, fin, now),
        lleno: restantes === 0,
        restantes,
      });
    }
  }
  return slots;
}

/** The offered slot starting at `inicio` (any ISO spelling of the instant), or null. */
export function findSlot(slots: readonly Slot[], inicio: string | Date): Slot | null {
  const at = new Date(inicio).getTime();
  if (Number.isNaN(at)) return null;
  return slots.find((s) => new Date(s.inicio).getTime() === at) ?? null;
}

/** The first slot with a place left, or null. */
export function firstAvailable(slots: readonly Slot[]): Slot | null {
  return slots.find((s) => !s.lleno) ?? null;
}

/**
 * What the closed store says instead of a dead end: 'Abrimos a las 6:00 a. m. — ¿te lo llevamos
 * entre 6:00 y 6:30?' for the first free slot. `opensAt` is the next opening (service-hours'
 * nextOpening); without one the slot's own start stands for it.
 */
export function firstSlotOffer(slot: Slot, opensAt: Date | null): string {
  const inicio = new Date(slot.inicio);
  return M.firstSlotOffer(hhmm(opensAt ?? inicio), hhmm(inicio), hhmm(new Date(slot.fin)));
}
