import { describe, expect, it } from 'vitest';
import {
  PROMO_ALPHABET,
  PROMO_CODE_MAX_LENGTH,
  PROMO_RANDOM_LENGTH_LONG,
  PROMO_RANDOM_LENGTH_SHORT,
  clientPromoRefusal,
  isPromoCodeFormat,
  promoGuessingOdds,
  validatePromoCodeInput,
} from './promo';

// Issue 46: what a guesser faces. The limits are the server's (DEFAULT_PROMO_LIMITS: 10 failed
// attempts a minute per account, 30 per address), shared by validation, orders and payments.
const PER_ADDRESS_PER_MINUTE = 30;
const GUESSES_PER_DAY = PER_ADDRESS_PER_MINUTE * 60 * 24;
// The generator's ceiling per batch is 10,000; a shop keeping five batches live is generous.
const LIVE_CODES = 50_000;

describe('promo code guessing odds', () => {
  it('computes alphabet^n possibilities per year and type, and the days to hit one live code', () => {
    const odds = promoGuessingOdds({
      alphabetSize: PROMO_ALPHABET.length,
      randomLength: PROMO_RANDOM_LENGTH_LONG,
      liveCodes: LIVE_CODES,
      guessesPerDay: GUESSES_PER_DAY,
    });
    expect(PROMO_ALPHABET.length).toBe(31);
    expect(GUESSES_PER_DAY).toBe(43_200);
    expect(odds.possibilities).toBe(31 ** 10); // 819,628,286,980,801 ≈ 8.2 × 10^14, 49.5 bits
    expect(Math.floor(odds.bits)).toBe(49);
    // 8.2e14 / 50,000 live = 1.64e10 guesses per hit; / 43,200 a day ≈ 379,000 days.
    expect(odds.guessesPerHit).toBeCloseTo(31 ** 10 / LIVE_CODES, 0);
    expect(odds.expectedDays).toBeGreaterThan(100 * 365);
    expect(Math.round(odds.expectedDays / 365)).toBe(1_040);
  });

  it('shows why the short codes were not enough even with the limit', () => {
    const odds = promoGuessingOdds({
      alphabetSize: PROMO_ALPHABET.length,
      randomLength: PROMO_RANDOM_LENGTH_SHORT,
      liveCodes: 2_000,
      guessesPerDay: GUESSES_PER_DAY,
    });
    expect(odds.possibilities).toBe(28_629_151);
    // 14,315 guesses per hit: about 8 hours at the limited rate, 15 minutes at 16 a second unlimited.
    expect(odds.expectedDays).toBeLessThan(1);
    expect(odds.guessesPerHit / 16 / 60).toBeCloseTo(14.9, 0);
  });
});

describe('promo code format', () => {
  it.each([
    ['SC2026AK7QMX', true],
    ['SC2026GK7QMXABCDE', true],
    ['SC2026UK7QM', false],
    ['SC2026GK7QMXAB', false],
    ['SC2026XK7QMX', false],
    ['SC2026GK7QMO', false],
  ])('isPromoCodeFormat(%s) is %s', (code, expected) => {
    expect(isPromoCodeFormat(code)).toBe(expected);
  });

  it('accepts a long code typed with spaces or dashes as input', () => {
    expect(PROMO_CODE_MAX_LENGTH).toBe(17);
    expect(validatePromoCodeInput('sc2026g-k7qmx-abcde')).toEqual({ ok: true, value: 'SC2026GK7QMXABCDE' });
    expect(validatePromoCodeInput('SC2026GK7QMXABCDEF').ok).toBe(false);
  });
});

describe('clientPromoRefusal', () => {
  it.each(['PROMO_NOT_FOUND', 'PROMO_USED', 'PROMO_INACTIVE', 'PROMO_EXPIRED', 'PROMO_WELCOME_ONLY', 'PROMO_SINGLE_USER_ONLY'] as const)(
    'answers %s with one code and one message',
    (code) => {
      expect(clientPromoRefusal(code)).toEqual({
        code: 'PROMO_INVALID',
        message: 'Código no válido: no existe, ya fue usado, venció o no aplica para tu cuenta',
      });
    },
  );
});
