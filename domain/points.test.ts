import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LEVELS,
  canRedeemAny,
  canjeCode,
  checkRedemption,
  isCanjeExpired,
  levelFor,
  levelProgress,
  formatMultiplier,
  multiplierFor,
  pointsEarned,
  redemptionChoices,
  redemptionValue,
  type Level,
} from './points';

describe('levelFor', () => {
  it.each([
    [0, 'BRONCE', 1.0],
    [499, 'BRONCE', 1.0],
    [500, 'PLATA', 1.2],
    [1499, 'PLATA', 1.2],
    [1500, 'ORO', 1.5],
    [99999, 'ORO', 1.5],
  ] as const)('puts %d lifetime points at %s', (points, level, multiplier) => {
    expect(levelFor(points)).toBe(level);
    expect(multiplierFor(level)).toBe(multiplier);
  });
});

describe('pointsEarned', () => {
  it.each<[number, Level, boolean, number]>([
    [14999, 'BRONCE', false, 0],
    [15000, 'BRONCE', false, 15],
    [15999, 'BRONCE', false, 15],
    [50000, 'BRONCE', true, 0],
    [15000, 'PLATA', false, 18],
    [49999, 'PLATA', false, 58],
    [50000, 'PLATA', false, 85],
    [15000, 'ORO', false, 22],
    [39999, 'ORO', false, 58],
    [40000, 'ORO', false, 110],
    [99999, 'BRONCE', false, 99],
    [100000, 'BRONCE', false, 150],
    [100000, 'PLATA', false, 195],
    [100000, 'ORO', false, 250],
    [35000, 'PLATA', false, 42],
    [45000, 'PLATA', false, 54],
    [25000, 'PLATA', false, 30],
    [100000, 'ORO', true, 0],
  ])(
    'earns for %d at %s (redemption %s) %d points',
    (subtotal, level, usedRedemption, expected) => {
      expect(pointsEarned({ subtotal, level, usedRedemption })).toBe(expected);
    },
  );

  it('matches floor(base × multiplier) below the bonus thresholds', () => {
    for (let base = 15; base < 40; base++) {
      for (const level of LEVELS) {
        const expected = Math.floor(base * multiplierFor(level));
        expect(pointsEarned({ subtotal: base * 1000 + 999, level, usedRedemption: false })).toBe(
          expected,
        );
      }
    }
  });

  it('grows with the subtotal for a fixed level', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEVELS),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (level, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(pointsEarned({ subtotal: lo, level, usedRedemption: false })).toBeLessThanOrEqual(
            pointsEarned({ subtotal: hi, level, usedRedemption: false }),
          );
        },
      ),
    );
  });
});

describe('redemption', () => {
  it.each([
    [50, 500],
    [100, 1000],
    [200, 2200],
    [500, 6000],
  ])('values %d points at %d pesos', (points, value) => {
    expect(redemptionValue(points)).toEqual({ ok: true, value });
  });

  it.each([0, 49, 75, 1000, -50])('refuses %d points', (points) => {
    expect(redemptionValue(points)).toMatchObject({ ok: false, code: 'POINTS_INVALID_OPTION' });
  });

  it.each([
    [100, 620, { ok: true, value: 1000 }],
    [
      500,
      499,
      {
        ok: false,
        code: 'POINTS_INSUFFICIENT',
        message: 'No tienes suficientes puntos para este canje',
      },
    ],
    [60, 620, { ok: false, code: 'POINTS_INVALID_OPTION' }],
  ])('checks %d points against a balance of %d', (points, available, expected) => {
    expect(checkRedemption(points, available)).toMatchObject(expected);
  });

  it('disables options above the balance or while busy', () => {
    expect(redemptionChoices(120).map((o) => o.disabled)).toEqual([false, false, true, true]);
    expect(redemptionChoices(900, true).every((o) => o.disabled)).toBe(true);
    expect(redemptionChoices(900)[2]?.valorTexto).toBe('$\u00a02.200');
  });

  it.each([
    [49, false],
    [50, true],
  ])('enables the redeem button with %d points: %s', (points, enabled) => {
    expect(canRedeemAny(points)).toBe(enabled);
  });

  it.each([
    [23 * 60, false],
    [24 * 60, true],
  ])('expires an unused canje after %d minutes: %s', (minutes, expired) => {
    const created = new Date('2026-11-21T12:00:00Z');
    expect(isCanjeExpired(created, new Date(created.getTime() + minutes * 60_000))).toBe(expired);
  });

  it('builds a canje code from the random source', () => {
    expect(canjeCode(() => 0)).toBe('CANJE-AAAAAA');
    expect(canjeCode(() => 0.9999)).toMatch(/^CANJE-[A-Z2-9]{6}$/);
  });
});

describe('levelProgress', () => {
  it.each([
    [0, { nivel: 'BRONCE', siguienteNivel: 'PLATA', puntosFaltantes: 500, porcentaje: 0 }],
    [250, { nivel: 'BRONCE', siguienteNivel: 'PLATA', puntosFaltantes: 250, porcentaje: 50 }],
    [
      620,
      {
        nivel: 'PLATA',
        siguienteNivel: 'ORO',
        puntosSiguienteNivel: 1500,
        puntosFaltantes: 880,
        porcentaje: 12,
      },
    ],
    [1500, { nivel: 'ORO', siguienteNivel: null, puntosFaltantes: 0, porcentaje: 100 }],
  ])('reports progress for %d lifetime points', (points, expected) => {
    expect(levelProgress(points)).toMatchObject(expected);
  });
});

describe('formatMultiplier', () => {
  it.each([
    [1, '×1,0'],
    [1.2, '×1,2'],
    [1.5, '×1,5'],
  ])('writes %d as %s, the one way every screen shows it', (n, text) => {
    expect(formatMultiplier(n)).toBe(text);
  });
});
