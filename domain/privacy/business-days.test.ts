import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, isBusinessDay } from './business-days';
import { businessDaysLeft, dataRequestDeadline } from './data-requests';

// Real Colombian holidays (observed dates): 2026-01-01, 2026-01-12 (Reyes, moved), 2026-03-23
// (San José), 2026-04-02/03 (Holy Thursday/Friday), 2026-05-01, 2026-12-08, 2026-12-25.
const HOLIDAYS = new Set([
  '2026-01-01',
  '2026-01-12',
  '2026-03-23',
  '2026-04-02',
  '2026-04-03',
  '2026-05-01',
  '2026-12-08',
  '2026-12-25',
]);
const isHoliday = (d: string) => HOLIDAYS.has(d);

describe('business days', () => {
  it.each([
    ['2026-11-23', true], // Monday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-12-08', false], // Inmaculada Concepción (Tuesday)
  ])('isBusinessDay(%s) is %s', (day, expected) => {
    expect(isBusinessDay(day, isHoliday)).toBe(expected);
  });

  it.each([
    // start, n, expected
    ['2026-11-20', 1, '2026-11-23'], // Friday → next Monday
    ['2026-12-04', 15, '2026-12-29'], // across 8 Dec and 25 Dec
    ['2026-03-20', 10, '2026-04-08'], // across San José and Holy Week
    ['2025-12-31', 1, '2026-01-02'], // New Year
    ['2026-01-09', 1, '2026-01-13'], // Reyes moved to Monday 12
  ])('adds business days from %s (+%i) to %s', (start, n, expected) => {
    expect(addBusinessDays(start, n, isHoliday)).toBe(expected);
  });

  it('counts business days both ways', () => {
    expect(businessDaysBetween('2026-12-04', '2026-12-29', isHoliday)).toBe(15);
    expect(businessDaysBetween('2026-12-29', '2026-12-04', isHoliday)).toBe(-15);
    expect(businessDaysBetween('2026-12-04', '2026-12-04', isHoliday)).toBe(0);
  });
});

describe('data request deadlines', () => {
  it('gives a reclamo 15 and a consulta 10 business days, in Bogotá time', () => {
    // 2026-12-05 02:00 UTC is still Friday 4 December in Bogotá.
    const filed = new Date('2026-12-05T02:00:00Z');
    expect(dataRequestDeadline('reclamo', filed, isHoliday)).toBe('2026-12-29');
    expect(dataRequestDeadline('consulta', filed, isHoliday)).toBe('2026-12-21');
  });

  it('reports days left, zero on the deadline and negative after it', () => {
    expect(businessDaysLeft('2026-12-29', new Date('2026-12-24T15:00:00Z'), isHoliday)).toBe(2);
    expect(businessDaysLeft('2026-12-29', new Date('2026-12-29T15:00:00Z'), isHoliday)).toBe(0);
    expect(businessDaysLeft('2026-12-29', new Date('2026-12-31T15:00:00Z'), isHoliday)).toBe(-2);
  });
});
