import { getHolidaysForYear } from 'colombian-holidays';
import type { HolidayCheck } from '../../../domain/privacy/business-days';

const byYear = new Map<number, Set<string>>();

/**
 * Colombian public holidays from the maintained `colombian-holidays` library, on the day they are
 * observed (Ley Emiliani moves many to Monday: `celebrationDate`).
 */
export const isColombianHoliday: HolidayCheck = (dayKey) => {
  const year = Number(dayKey.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Set(getHolidaysForYear(year).map((h) => h.celebrationDate));
    byYear.set(year, days);
  }
  return days.has(dayKey);
};

/** The holidays of a year with their Spanish names, on their observed day ("Ajustes" shows them). */
export function colombianHolidaysOf(year: number): { fecha: string; nombre: string }[] {
  return getHolidaysForYear(year).map((h) => ({ fecha: h.celebrationDate, nombre: h.name.es }));
}
