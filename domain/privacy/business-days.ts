import { addDaysToKey, parseDayKey } from '../dates';

/**
 * Colombian business days (días hábiles): Monday to Friday that are not a public holiday.
 * Holidays come from the caller (the server passes a maintained holiday library), so this stays
 * pure and testable with any calendar. Days are Bogotá calendar days as 'YYYY-MM-DD' keys.
 */
export type HolidayCheck = (dayKey: string) => boolean;

function weekday(dayKey: string): number {
  const d = parseDayKey(dayKey);
  if (!d) throw new RangeError(`Not a day key: ${dayKey}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** True for Monday–Friday days that are not holidays. */
export function isBusinessDay(dayKey: string, isHoliday: HolidayCheck): boolean {
  const w = weekday(dayKey);
  return w !== 0 && w !== 6 && !isHoliday(dayKey);
}

/**
 * The `n`-th business day after `startKey` (the start day itself never counts: Ley 1581's terms
 * run from the day after the request is received).
 */
export function addBusinessDays(startKey: string, n: number, isHoliday: HolidayCheck): string {
  let day = startKey;
  let counted = 0;
  while (counted < n) {
    day = addDaysToKey(day, 1);
    if (isBusinessDay(day, isHoliday)) counted++;
  }
  return day;
}

/**
 * Business days from `fromKey` to `toKey`: how many business days lie after `fromKey` up to and
 * including `toKey`; negative (the same count, signed) when `toKey` is earlier.
 */
export function businessDaysBetween(
  fromKey: string,
  toKey: string,
  isHoliday: HolidayCheck,
): number {
  if (fromKey === toKey) return 0;
  const forward = fromKey < toKey;
  let day = fromKey;
  let count = 0;
  while (day !== toKey) {
    day = addDaysToKey(day, forward ? 1 : -1);
    if (isBusinessDay(forward ? day : addDaysToKey(day, 1), isHoliday)) count++;
  }
  return forward ? count : -count;
}
