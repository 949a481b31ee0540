import { describe, expect, it } from 'vitest';
import { NIT_MESSAGES, nitCheckDigit, parseNit } from './nit';

describe('nitCheckDigit', () => {
  it.each([
    ['890903938', 8],
    ['800197268', 4],
    ['860034313', 7],
    ['900123456', 8],
    ['901555123', 8],
  ])('computes the DIAN verification digit of %s', (base, digit) => {
    expect(nitCheckDigit(base)).toBe(digit);
  });
});

describe('parseNit', () => {
  it.each([
    ['901555123-8', '901.555.123-8'],
    ['901.555.123-8', '901.555.123-8'],
    [' 890.903.938 - 8 ', '890.903.938-8'],
    ['800197268-4', '800.197.268-4'],
  ])('accepts %s as %s', (typed, shown) => {
    expect(parseNit(typed)).toEqual({ ok: true, value: shown });
  });

  it.each(['901.555.123-4', '800197268-5'])('refuses %s: its check digit is wrong', (typed) => {
    expect(parseNit(typed)).toMatchObject({ ok: false, code: 'NIT_CHECK_DIGIT', message: NIT_MESSAGES.checkDigit });
  });

  it.each(['', '901555123', '90155-8', 'abc-1', '901.5551.23-8', '12345678901-1'])('refuses %j as badly written', (typed) => {
    expect(parseNit(typed)).toMatchObject({ ok: false, code: 'NIT_FORMAT' });
  });
});
