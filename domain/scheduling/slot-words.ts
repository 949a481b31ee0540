/**
 * How a delivery slot (issue 45) reads compactly on the resident's screens: the checkout's
 * picker ('6:00–6:30 a. m.' chips by day), the tracker and the history ('Programado: hoy
 * 6:00–6:30 a. m.'). The slots themselves are `slots.ts`'s; these only word them, in Bogotá
 * time, with `now` as an argument.
 */
import { bogotaDayKey, bogotaParts, formatClock12h } from '../dates';
import { openingDayWord } from '../service-hours';

/** What every slot view carries (GET /api/franjas, an order's `entrega_programada`). */
export interface SlotTimes {
  /** ISO instant the slot starts. */
  inicio: string;
  /** ISO instant it ends. */
  fin: string;
}

const NBSP = '\u00a0';
const pad2 = (n: number) => String(n).padStart(2, '0');

function clockParts(date: Date): { time: string; meridiem: string } {
  const p = bogotaParts(date);
  const full = formatClock12h(`${pad2(p.hour)}:${pad2(p.minute)}`);
  const [time = full, ...rest] = full.split(NBSP);
  return { time, meridiem: rest.join(NBSP) };
}

/** '6:00–6:30 a. m.', or '11:30 a. m.–12:00 p. m.' when the slot crosses noon. */
export function slotTimeRange(slot: SlotTimes): string {
  const start = clockParts(new Date(slot.inicio));
  const end = clockParts(new Date(slot.fin));
  if (start.meridiem === end.meridiem) return `${start.time}–${end.time}${NBSP}${end.meridiem}`;
  return `${start.time}${NBSP}${start.meridiem}–${end.time}${NBSP}${end.meridiem}`;
}

/** 'hoy', 'mañana' or 'el viernes': the slot's day seen from `now`. */
export function slotDayWord(now: Date, slot: SlotTimes): string {
  return openingDayWord(now, new Date(slot.inicio));
}

/** 'hoy 6:00–6:30 a. m.': a scheduled order's slot inside a sentence. */
export function slotPhrase(now: Date, slot: SlotTimes): string {
  return `${slotDayWord(now, slot)} ${slotTimeRange(slot)}`;
}

/** 'Programado: hoy 6:00–6:30 a. m.' (tracker, history, order detail). */
export function scheduledLine(now: Date, slot: SlotTimes): string {
  return `Programado: ${slotPhrase(now, slot)}`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface SlotDay<T extends SlotTimes> {
  /** The Bogotá day, 'YYYY-MM-DD'. */
  key: string;
  /** 'Hoy', 'Mañana', 'El viernes'. */
  label: string;
  slots: T[];
}

/** The slots grouped by their Bogotá day, days and slots in time order. */
export function slotsByDay<T extends SlotTimes>(now: Date, slots: readonly T[]): SlotDay<T>[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.inicio) - Date.parse(b.inicio));
  const days: SlotDay<T>[] = [];
  for (const slot of sorted) {
    const key = bogotaDayKey(new Date(slot.inicio));
    const last = days.at(-1);
    if (last?.key === key) last.slots.push(slot);
    else days.push({ key, label: capitalized(slotDayWord(now, slot)), slots: [slot] });
  }
  return days;
}
