import { describe, expect, it } from 'vitest';
import { BUSINESS } from './business';
import {
  addDaysToKey,
  ageLabel,
  bogotaDayKey,
  bogotaDayStart,
  closeSentence,
  daysInclusive,
  formatClock12h,
  formatDateBogota,
  formatDateTimeBogota,
  formatMonthOfVersion,
  formatShortDateBogota,
  formatTimeBogota,
  minutesBetween,
  parseDayKey,
  popupStorageKey,
  shouldShowDailyPopup,
  startOfBogotaDay,
} from './dates';

describe('bogotaDayKey', () => {
  it.each([
    ['2026-11-21T04:59:00Z', '2026-11-20'],
    ['2026-11-21T05:00:00Z', '2026-11-21'],
    ['2026-01-01T03:00:00Z', '2025-12-31'],
    ['2026-03-01T04:00:00Z', '2026-02-28'],
  ])('maps %s to the Bogotá day %s', (iso, key) => {
    expect(bogotaDayKey(new Date(iso))).toBe(key);
  });
});

describe('formatting in Bogotá', () => {
  it.each([
    [
      '2026-11-21T17:05:00Z',
      '21 de noviembre de 2026',
      '21/11/2026',
      '21 de noviembre de 2026, 12:05 p. m.',
    ],
    [
      '2026-01-01T04:30:00Z',
      '31 de diciembre de 2025',
      '31/12/2025',
      '31 de diciembre de 2025, 11:30 p. m.',
    ],
    ['2026-05-03T05:00:00Z', '3 de mayo de 2026', '03/05/2026', '3 de mayo de 2026, 12:00 a. m.'],
  ])('formats %s', (iso, long, short, dateTime) => {
    const d = new Date(iso);
    expect(formatDateBogota(d)).toBe(long);
    expect(formatShortDateBogota(d)).toBe(short);
    expect(formatDateTimeBogota(d)).toBe(dateTime.replace(/ ([ap]\.) m\.$/, '\u00a0$1\u00a0m.'));
  });

  it('agrees with Intl es-CO on the long date', () => {
    const d = new Date('2026-11-21T17:05:00Z');
    const intl = new Intl.DateTimeFormat('es-CO', {
      timeZone: 'America/Bogota',
      dateStyle: 'long',
    }).format(d);
    expect(formatDateBogota(d)).toBe(intl);
  });

  it.each([
    ['06:00', '6:00 a. m.'],
    ['23:00', '11:00 p. m.'],
    ['00:15', '12:15 a. m.'],
    ['12:00', '12:00 p. m.'],
  ])('formats the clock %s as %s', (hhmm, label) => {
    expect(formatClock12h(hhmm)).toBe(label.replaceAll(' ', '\u00a0'));
  });

  it('keeps a time on one line: no-break spaces only inside "1:28 a. m."', () => {
    expect(formatClock12h('01:28')).toBe('1:28\u00a0a.\u00a0m.');
    expect(formatClock12h('23:00')).toBe('11:00\u00a0p.\u00a0m.');
    expect(formatTimeBogota(new Date('2026-11-21T06:28:00Z'))).not.toMatch(/ /);
  });

  it.each([
    ['Autorizaste el 3 de mayo de 2026, 1:25\u00a0a.\u00a0m.', 'Autorizaste el 3 de mayo de 2026, 1:25\u00a0a.\u00a0m.'],
    ['Abrimos mañana', 'Abrimos mañana.'],
  ])('closes the sentence "%s" with one period', (text, closed) => {
    expect(closeSentence(text)).toBe(closed);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('parses the day key %s: %s', (key, valid) => {
    expect(parseDayKey(key) !== null).toBe(valid);
  });

  it('starts the Bogotá day at 05:00 UTC', () => {
    expect(bogotaDayStart(2026, 11, 21).toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(startOfBogotaDay(new Date('2026-11-21T03:00:00Z')).toISOString()).toBe(
      '2026-11-20T05:00:00.000Z',
    );
  });

  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('shifts %s by %d days to %s', (key, n, expected) => {
    expect(addDaysToKey(key, n)).toBe(expected);
  });

  it.each([
    ['2026-11-01', '2026-11-01', 1],
    ['2026-11-01', '2026-11-30', 30],
    ['2026-12-25', '2027-01-05', 12],
  ])('counts days from %s to %s inclusive as %d', (a, b, n) => {
    expect(daysInclusive(a, b)).toBe(n);
  });
});

describe('elapsed time', () => {
  const base = new Date('2026-11-21T12:00:00Z');
  const after = (minutes: number) => new Date(base.getTime() + minutes * 60_000);

  it.each([
    [0, 'Ahora'],
    [5, 'Hace 5 min'],
    [59, 'Hace 59 min'],
    [60, 'Hace 1 h'],
    [23 * 60 + 59, 'Hace 23 h'],
    [24 * 60, 'Hace 1 día'],
    [3 * 24 * 60, 'Hace 3 días'],
  ])('labels an order %d minutes old as %s', (minutes, label) => {
    expect(ageLabel(base, after(minutes))).toBe(label);
  });

  it('never reports negative minutes', () => {
    expect(minutesBetween(after(5), base)).toBe(0);
  });
});

describe('daily popup', () => {
  const now = new Date('2026-11-21T15:00:00Z');

  it.each([
    [null, true],
    ['2026-11-20', true],
    ['2026-11-21', false],
  ])('decides whether to show with last day %s', (last, show) => {
    expect(shouldShowDailyPopup(last, now)).toBe(show);
  });

  it('keys the storage by user', () => {
    expect(popupStorageKey(7)).toBe('popup_ultimo_dia_7');
  });
});

describe('formatMonthOfVersion', () => {
  it('reads a policy version as its month', () => {
    expect(formatMonthOfVersion('2025-07')).toBe('julio de 2025');
    expect(formatMonthOfVersion('2024-01')).toBe('enero de 2024');
    expect(() => formatMonthOfVersion('2025-13')).toThrow(RangeError);
  });

  it('dates the privacy pages with the policy version residents accept', () => {
    expect(BUSINESS.legal.privacyUpdated).toBe(
      formatMonthOfVersion(BUSINESS.legal.privacyPolicyVersion),
    );
    expect(BUSINESS.legal.dataPolicyUpdated).toBe(BUSINESS.legal.privacyUpdated);
    // Issue 40: the terms carry the same date.
    expect(BUSINESS.legal.termsUpdated).toBe(BUSINESS.legal.privacyUpdated);
  });
});
