import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPercent, parseDecimal } from './percent';

describe('formatPercent', () => {
  it.each([
    [28.9, '28,9\u00a0%'],
    [25, '25\u00a0%'],
    [33.33, '33,3\u00a0%'],
    [-20, '-20\u00a0%'],
    [0, '0\u00a0%'],
    [-0.01, '0\u00a0%'],
    [Number.NaN, '—'],
  ])('writes %s as %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it('keeps the decimals asked for', () => {
    expect(formatPercent(12.345, 2)).toBe('12,35\u00a0%');
    expect(formatPercent(12.6, 0)).toBe('13\u00a0%');
  });
});

describe('parseDecimal and formatDecimal', () => {
  it.each([
    ['1,2', 1.2],
    ['1.2', 1.2],
    [' 25 ', 25],
    ['1,2,3', null],
    ['', null],
    ['abc', null],
  ])('reads %j as %s', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it('writes a decimal comma', () => {
    expect(formatDecimal(1.2)).toBe('1,2');
    expect(formatDecimal(1.5)).toBe('1,5');
    expect(formatDecimal(2)).toBe('2');
  });
});
