import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PROMO_ALPHABET,
  PROMO_GENERATION,
  checkNoCodeApplied,
  checkPromoApplicable,
  generatePromoCode,
  generatePromoCodes,
  normalizePromoCode,
  promoEligibility,
  checkPromoExpiry,
  promoTypeOfCode,
  validatePromoCodeInput,
  type PromoEligibilityInput,
} from './promo';

const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('validatePromoCodeInput', () => {
  it.each([
    ['  sc2026ak7qmx ', { ok: true, value: 'SC2026AK7QMX' }],
    ['SC2025A0001', { ok: true, value: 'SC2025A0001' }],
    ['sc 2026 ak7qmx', { ok: true, value: 'SC2026AK7QMX' }],
    ['', { ok: false, code: 'VALIDATION', message: 'Ingresa un código promocional' }],
    ['   ', { ok: false, code: 'VALIDATION', message: 'Ingresa un código promocional' }],
    [null, { ok: false, code: 'VALIDATION', message: 'Ingresa un código promocional' }],
    ['SC2026AK7QMXABCDEF', { ok: false, code: 'VALIDATION', message: 'Código no válido' }],
    ['SC2026;DROP', { ok: false, code: 'VALIDATION', message: 'Código no válido' }],
  ])('checks %j', (input, expected) => {
    expect(validatePromoCodeInput(input)).toEqual(expected);
  });

  it('upper-cases while normalising', () => {
    expect(normalizePromoCode('abc')).toBe('ABC');
  });

  it('trims and drops inner spaces and dashes BEFORE limiting the length (issue 15)', () => {
    expect(normalizePromoCode(' sc2026geh8jc ')).toBe('SC2026GEH8JC');
    expect(normalizePromoCode('SC2026-GEH8-JC')).toBe('SC2026GEH8JC');
    expect(normalizePromoCode('\tsc 2026 geh8\u2011jc\n')).toBe('SC2026GEH8JC');
    expect(validatePromoCodeInput(' sc2026geh8jc ')).toEqual({ ok: true, value: 'SC2026GEH8JC' });
    expect(validatePromoCodeInput('sc-2026-geh8-jc')).toEqual({ ok: true, value: 'SC2026GEH8JC' });
  });
});

describe('generatePromoCode', () => {
  it.each([
    [2026, 'bienvenida', 'SC2026AAAAAAAAAAA'],
    [2026, 'general', 'SC2026GAAAAAAAAAA'],
    [2025, 'usuario_unico', 'SC2025UAAAAAAAAAA'],
  ] as const)('formats year %d type %s', (year, type, expected) => {
    expect(generatePromoCode(year, type, () => 0)).toBe(expected);
  });

  it('uses the last alphabet character for a source near 1', () => {
    expect(generatePromoCode(2026, 'general', () => 0.999999)).toBe('SC2026G9999999999');
  });

  it('always yields 17 unambiguous characters (issue 46: the long tail)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 10,
          maxLength: 10,
        }),
        (values) => {
          const code = generatePromoCode(2026, 'bienvenida', seq(...values));
          expect(code).toHaveLength(17);
          expect(code).toMatch(/^SC2026A/);
          for (const c of code.slice(7)) expect(PROMO_ALPHABET).toContain(c);
          expect(code.slice(7)).not.toMatch(/[0O1IL]/);
        },
      ),
    );
  });

  it('generates distinct codes and skips taken ones', () => {
    let state = 1;
    const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
    const taken = new Set([generatePromoCode(2026, 'general', () => 0)]);
    const codes = generatePromoCodes(500, 2026, 'general', random, taken);
    expect(codes).toHaveLength(500);
    expect(new Set(codes).size).toBe(500);
    for (const c of codes) expect(taken.has(c)).toBe(false);
  });

  it('stops on a stuck random source', () => {
    expect(generatePromoCodes(10, 2026, 'general', () => 0)).toHaveLength(1);
  });

  it.each([
    ['SC2026AK7QMX', 'bienvenida'],
    ['SC2026GK7QMX', 'general'],
    ['SC2026UK7QMX', 'usuario_unico'],
    ['SC2025A0001', 'bienvenida'],
    ['PROMO10', null],
  ])('reads the type of %s', (code, type) => {
    expect(promoTypeOfCode(code)).toBe(type);
  });

  it('exposes the generation defaults', () => {
    expect(PROMO_GENERATION.quantity).toEqual({ min: 1, max: 1_000, default: 100 });
    expect(PROMO_GENERATION.discount).toMatchObject({ min: 1, max: 90, default: 10 });
    expect(PROMO_GENERATION.defaultType).toBe('bienvenida');
  });
});

describe('promoEligibility', () => {
  const base: PromoEligibilityInput = {
    type: 'general',
    used: false,
    active: true,
    customerHasPriorOrder: true,
    customerUsedAnyCode: true,
  };

  it.each<[string, Partial<PromoEligibilityInput>, string | null]>([
    ['accepts a general code for a regular customer', {}, null],
    ['refuses a used code', { used: true }, 'PROMO_USED'],
    ['refuses an inactive code', { active: false }, 'PROMO_INACTIVE'],
    ['refuses a welcome code after a prior order', { type: 'bienvenida' }, 'PROMO_WELCOME_ONLY'],
    [
      'accepts a welcome code for a first order',
      { type: 'bienvenida', customerHasPriorOrder: false },
      null,
    ],
    [
      'refuses a single-user code after another code',
      { type: 'usuario_unico' },
      'PROMO_SINGLE_USER_ONLY',
    ],
    ['accepts a code on its last day', { expiresOn: '2026-11-21', today: '2026-11-21' }, null],
    [
      'refuses a code the day after its last day',
      { expiresOn: '2026-11-21', today: '2026-11-22' },
      'PROMO_EXPIRED',
    ],
    ['accepts a code without expiry', { expiresOn: null, today: '2030-01-01' }, null],
    [
      'accepts a single-user code for a customer without codes',
      { type: 'usuario_unico', customerUsedAnyCode: false },
      null,
    ],
  ])('%s', (_title, patch, code) => {
    const result = promoEligibility({ ...base, ...patch });
    if (code === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, code });
  });
});

describe('checkPromoExpiry', () => {
  it.each<[string, string, string | null]>([
    ['2026-11-21', '2026-11-21', null],
    ['2027-01-31', '2026-11-21', null],
    ['2026-11-20', '2026-11-21', 'La fecha de vencimiento debe ser hoy o una fecha futura'],
    ['2026-02-30', '2026-01-01', 'La fecha de vencimiento no es válida'],
    ['30/11/2026', '2026-11-21', 'La fecha de vencimiento no es válida'],
  ])('judges %s on %s', (day, today, message) => {
    const result = checkPromoExpiry(day, today);
    if (message === null) expect(result).toEqual({ ok: true, value: day });
    else expect(result).toMatchObject({ ok: false, message });
  });

  it('names the expired day in words', () => {
    expect(
      promoEligibility({
        type: 'general',
        used: false,
        customerHasPriorOrder: false,
        customerUsedAnyCode: false,
        expiresOn: '2026-11-20',
        today: '2026-11-21',
      }),
    ).toEqual({
      ok: false,
      code: 'PROMO_EXPIRED',
      message: 'Este código venció el 20 de noviembre de 2026',
    });
  });
});

describe('cart checks for a code', () => {
  it.each([
    [0, false],
    [-100, false],
    [1, true],
  ])('decides eligibility for an eligible subtotal of %d', (eligible, accepted) => {
    const result = checkPromoApplicable(eligible);
    expect(result.ok).toBe(accepted);
    if (!result.ok) {
      expect(result.message).toBe(
        'No hay productos elegibles para el descuento. Los productos en oferta no aplican para códigos promocionales.',
      );
    }
  });

  it('refuses a second code', () => {
    expect(checkNoCodeApplied('SC2026AK7QMX')).toEqual({
      ok: false,
      code: 'PROMO_ALREADY_APPLIED',
      message: 'Ya tienes un código aplicado. Elimínalo primero.',
    });
    expect(checkNoCodeApplied(null).ok).toBe(true);
  });
});
