import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../../../domain/privacy/business-days';
import { isColombianHoliday } from './holidays';

describe('Colombian holidays from the library', () => {
  it.each([
    ['2026-01-01', true], // Año Nuevo
    ['2026-01-12', true], // Reyes Magos, moved to Monday
    ['2026-01-06', false], // the original date is a working day
    ['2026-04-03', true], // Viernes Santo
    ['2026-07-20', true], // Independencia
    ['2026-12-08', true], // Inmaculada Concepción
    ['2026-11-24', false],
  ])('%s is a holiday: %s', (day, expected) => {
    expect(isColombianHoliday(day)).toBe(expected);
  });

  it('counts 15 business days across Christmas and New Year', () => {
    // From Friday 18 Dec 2026: 21–24, 28–31 Dec (25 holiday), 4–8 Jan (1 holiday), 13–14 Jan (12 Reyes).
    expect(addBusinessDays('2026-12-18', 15, isColombianHoliday)).toBe('2027-01-13');
  });
});
