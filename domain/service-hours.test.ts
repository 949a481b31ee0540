import { describe, expect, it } from 'vitest';
import {
  asServiceHours,
  checkServiceHours,
  DEFAULT_SERVICE_HOURS,
  isWithinServiceHours,
  nextOpening,
  parseServiceHours,
  publishedHours,
  type ServiceHours,
} from './service-hours';

const DAY: ServiceHours = { open: '06:00', close: '23:00' };
const NIGHT: ServiceHours = { open: '22:00', close: '02:00' };
// Bogotá = UTC−5: 06:00 local is 11:00Z.
const at = (iso: string) => new Date(iso);

describe('parseServiceHours', () => {
  it.each([
    ['06:00-23:00', { ok: true, value: { open: '06:00', close: '23:00' } }],
    ['always', { ok: true, value: 'always' }],
    [' ALWAYS ', { ok: true, value: 'always' }],
    ['6-23', { ok: false }],
    ['06:00-24:00', { ok: false }],
    ['06:00-06:00', { ok: false }],
    ['', { ok: false }],
  ])('parses %j', (text, expected) => {
    expect(parseServiceHours(text)).toMatchObject(expected);
  });
});

describe('isWithinServiceHours', () => {
  it.each([
    [DAY, '2026-11-21T10:59:00Z', false],
    [DAY, '2026-11-21T11:00:00Z', true],
    [DAY, '2026-11-22T03:59:00Z', true],
    [DAY, '2026-11-22T04:00:00Z', false],
    [NIGHT, '2026-11-22T03:30:00Z', true],
    [NIGHT, '2026-11-22T06:59:00Z', true],
    [NIGHT, '2026-11-22T07:00:00Z', false],
    ['always', '2026-11-22T08:00:00Z', true],
  ] as const)('decides %j at %s → %s', (spec, iso, open) => {
    expect(isWithinServiceHours(at(iso), spec)).toBe(open);
  });
});

describe('nextOpening', () => {
  it.each([
    [DAY, '2026-11-21T09:00:00Z', '2026-11-21T11:00:00.000Z'],
    [DAY, '2026-11-22T04:30:00Z', '2026-11-22T11:00:00.000Z'],
    [DAY, '2026-11-21T04:30:00Z', '2026-11-21T11:00:00.000Z'],
    [DAY, '2026-11-21T12:00:00Z', null],
    ['always', '2026-11-21T08:00:00Z', null],
  ] as const)('finds the opening for %j at %s', (spec, iso, expected) => {
    expect(nextOpening(at(iso), spec)?.toISOString() ?? null).toBe(expected);
  });
});

describe('checkServiceHours', () => {
  it('accepts an order while open', () => {
    expect(checkServiceHours(at('2026-11-21T15:00:00Z'), DAY).ok).toBe(true);
  });

  it('refuses late at night with tomorrow’s opening', () => {
    // 23:30 Bogotá on the 21st.
    const result = checkServiceHours(at('2026-11-22T04:30:00Z'), DAY);
    expect(result).toEqual({
      ok: false,
      code: 'OUTSIDE_SERVICE_HOURS',
      message:
        'Estamos cerrados. Nuestro horario es de 6:00\u00a0a.\u00a0m. a 11:00\u00a0p.\u00a0m. y abrimos mañana a las 6:00\u00a0a.\u00a0m.',
    });
  });

  it('refuses before dawn with today’s opening', () => {
    const result = checkServiceHours(at('2026-11-21T09:00:00Z'), DAY);
    expect(result.ok === false && result.message).toContain('abrimos hoy a las 6:00\u00a0a.\u00a0m.');
  });
});

describe('publishedHours', () => {
  it.each<[string, ServiceHours, { horas: string; frase: string; oracion: string }]>([
    [
      'the default',
      DEFAULT_SERVICE_HOURS,
      {
        horas: '6:00\u00a0a.\u00a0m. a 11:00\u00a0p.\u00a0m.',
        frase: 'lunes a domingo, de 6:00\u00a0a.\u00a0m. a 11:00\u00a0p.\u00a0m.',
        oracion: 'lunes a domingo, de 6:00\u00a0a.\u00a0m. a 11:00\u00a0p.\u00a0m.',
      },
    ],
    [
      'always',
      'always',
      {
        horas: 'Las 24 horas',
        frase: 'lunes a domingo, las 24 horas',
        oracion: 'lunes a domingo, las 24 horas.',
      },
    ],
  ])('words %s for the pages and the assistant', (_, spec, expected) => {
    expect(publishedHours(spec)).toEqual({ dias: 'Lunes a domingo', ...expected });
  });

  it('reads a window back from JSON and refuses anything else', () => {
    expect(asServiceHours('always')).toBe('always');
    expect(asServiceHours({ open: '08:00', close: '20:00' })).toEqual({
      open: '08:00',
      close: '20:00',
    });
    expect(asServiceHours({ open: '25:00', close: '20:00' })).toBeNull();
    expect(asServiceHours('todo el día')).toBeNull();
    expect(asServiceHours(null)).toBeNull();
  });
});
