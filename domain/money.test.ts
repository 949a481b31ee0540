import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amountInCents,
  CASH_UNIT,
  cashRoundingFor,
  formatCOP,
  groupThousands,
  isIntegerPesos,
  isNonNegativePesos,
  parseCOP,
  roundHalfAwayFromZero,
  toPesos,
} from './money';

describe('formatCOP', () => {
  it.each([
    [0, '$ 0'],
    [500, '$ 500'],
    [5000, '$ 5.000'],
    [12500, '$ 12.500'],
    [1234567, '$ 1.234.567'],
    [-2000, '-$ 2.000'],
    [999.5, '$ 1.000'],
  ])('formats %d as %s', (n, expected) => {
    expect(formatCOP(n)).toBe(expected.replace(' ', '\u00a0'));
  });

  it('keeps "$" and the digits together with a no-break space, never a plain one', () => {
    for (const n of [0, 20000, -2000, 1234567]) {
      expect(formatCOP(n)).toMatch(/^-?\$\u00a0\d/);
      expect(formatCOP(n)).not.toMatch(/[ \n]/);
    }
    expect(formatCOP(20000)).toBe('$\u00a020.000');
  });

  it('matches Intl es-CO apart from the kind of space', () => {
    const intl = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      maximumFractionDigits: 0,
    });
    for (const n of [0, 15000, 20000, 1234567, -2000]) {
      expect(formatCOP(n)).toBe(intl.format(n).replace(/[ \u202f]/g, '\u00a0'));
    }
  });

  it('round-trips the digits of any integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        const text = formatCOP(n);
        expect(text.replace(/\D/g, '')).toBe(String(Math.abs(n)));
        expect(parseCOP(text)).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});

describe('roundHalfAwayFromZero', () => {
  it.each([
    [2.5, 3],
    [2.4, 2],
    [-2.5, -3],
    [-2.4, -2],
    [0, 0],
    [-0.4, 0],
    [12349.5, 12350],
  ])('rounds %d to %d', (n, expected) => {
    expect(roundHalfAwayFromZero(n)).toBe(expected);
  });
});

describe('peso guards', () => {
  it.each([
    [100, true, true],
    [-100, true, false],
    [1.5, false, false],
    [Number.NaN, false, false],
    ['100', false, false],
    [Number.POSITIVE_INFINITY, false, false],
  ])('classifies %s (integer %s, non-negative %s)', (n, integer, nonNegative) => {
    expect(isIntegerPesos(n)).toBe(integer);
    expect(isNonNegativePesos(n)).toBe(nonNegative);
  });

  it('throws on a non-finite amount', () => {
    expect(() => toPesos(Number.NaN)).toThrow(RangeError);
  });

  it('groups thousands with dots', () => {
    expect(groupThousands(1000000)).toBe('1.000.000');
  });
});

describe('parseCOP', () => {
  it.each([
    ['$ 12.500', 12500],
    ['12500', 12500],
    ['-$ 2.000', -2000],
    ['doce', null],
    ['', null],
  ])('reads %s as %s', (text, expected) => {
    expect(parseCOP(text)).toBe(expected);
  });
});

describe('amountInCents', () => {
  it('multiplies whole pesos by 100', () => {
    expect(amountInCents(25300)).toBe(2530000);
  });

  it('refuses fractional pesos', () => {
    expect(() => amountInCents(10.5)).toThrow(RangeError);
  });
});

describe('cashRoundingFor', () => {
  it.each([
    [130822, 130800, 22],
    [130850, 130850, 0],
    [130899, 130850, 49],
    [130800, 130800, 0],
    [10049, 10000, 49],
    [10050, 10050, 0],
    [49, 0, 49],
    [0, 0, 0],
  ])('pays %s in cash as %s (Ajuste al peso %s)', (exact, total, ajuste) => {
    expect(cashRoundingFor(exact)).toEqual({ total, ajuste });
  });

  it('never charges more and never takes off a whole coin', () => {
    for (let exact = 0; exact < 1000; exact += 7) {
      const { total, ajuste } = cashRoundingFor(exact);
      expect(total % CASH_UNIT).toBe(0);
      expect(total).toBeLessThanOrEqual(exact);
      expect(total + ajuste).toBe(exact);
      expect(ajuste).toBeGreaterThanOrEqual(0);
      expect(ajuste).toBeLessThan(CASH_UNIT);
    }
  });

  it('refuses an amount that is not whole non-negative pesos', () => {
    expect(() => cashRoundingFor(-50)).toThrow(RangeError);
    expect(() => cashRoundingFor(100.5)).toThrow(RangeError);
  });
});
