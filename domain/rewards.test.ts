import { describe, expect, it } from 'vitest';
import { canRedeemAny, minimumRedemption, redemptionChoices, REDEMPTION_OPTIONS } from './points';
import { checkRewardValue, LAUNCH_DISCOUNT_REWARDS, maxDiscountFor, rewardKindOf } from './rewards';
import {
  RewardActiveSchema,
  RewardCreateSchema,
  RewardUpdateSchema,
} from './schemas/admin-rewards';

describe('reward kinds', () => {
  it.each([
    [{ valor: 500, efecto: null }, 'descuento'],
    [{ valor: null, efecto: 'prioridad' }, 'prioridad'],
    [{ valor: null, efecto: null }, 'obsequio'],
  ])('reads %o as %s', (row, kind) => {
    expect(rewardKindOf(row)).toBe(kind);
  });

  it('seeds the launch table exactly, in its order', () => {
    expect(LAUNCH_DISCOUNT_REWARDS.map((r) => [r.puntos_requeridos, r.valor, r.orden])).toEqual(
      REDEMPTION_OPTIONS.map((o, i) => [o.puntos, o.valor, i + 1]),
    );
    expect(LAUNCH_DISCOUNT_REWARDS.map((r) => r.nombre)).toEqual([
      'Descuento de $500',
      'Descuento de $1.000',
      'Descuento de $2.200',
      'Descuento de $6.000',
    ]);
  });
});

describe('discount limits', () => {
  it('allows $50 a point up to the $20.000 digital minimum; the launch table fits', () => {
    expect(maxDiscountFor(100)).toBe(5_000);
    expect(maxDiscountFor(400)).toBe(20_000);
    expect(maxDiscountFor(100_000)).toBe(20_000);
    for (const o of REDEMPTION_OPTIONS)
      expect(checkRewardValue('descuento', o.puntos, o.valor).ok).toBe(true);
  });

  it.each([
    ['descuento', 100, undefined, 'Escribe el valor del descuento en pesos'],
    [
      'descuento',
      100,
      5_001,
      'Un punto vale como máximo $\u00a050: por 100 puntos el descuento puede ser de hasta $\u00a05.000',
    ],
    [
      'descuento',
      1_000,
      20_001,
      'El descuento no puede pasar de $\u00a020.000 (el pedido mínimo con pago digital)',
    ],
    ['obsequio', 100, 500, 'Solo un descuento lleva valor en pesos'],
    ['prioridad', 100, 1, 'Solo un descuento lleva valor en pesos'],
  ] as const)('refuses %s of %i points worth %s', (kind, puntos, valor, message) => {
    expect(checkRewardValue(kind, puntos, valor)).toEqual({
      ok: false,
      code: 'REWARD_VALUE',
      message,
    });
  });

  it('keeps no value for priority and gifts, and the value for a discount', () => {
    expect(checkRewardValue('prioridad', 100, undefined)).toEqual({ ok: true, value: null });
    expect(checkRewardValue('descuento', 100, 5_000)).toEqual({ ok: true, value: 5_000 });
  });
});

describe('admin reward schemas', () => {
  it('reads form strings and trims the name', () => {
    expect(
      RewardCreateSchema.parse({
        nombre: '  Café  ',
        tipo: 'descuento',
        puntos: '120',
        valor: '1500',
        orden: '',
        descripcion: '',
      }),
    ).toEqual({ nombre: 'Café', tipo: 'descuento', puntos: 120, valor: 1500 });
    expect(RewardActiveSchema.parse({ activa: 'false' })).toEqual({ activa: false });
  });

  it('puts the value message on the value field', () => {
    const result = RewardCreateSchema.safeParse({
      nombre: 'X',
      tipo: 'descuento',
      puntos: 10,
      valor: 600,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['valor'],
      message:
        'Un punto vale como máximo $\u00a050: por 10 puntos el descuento puede ser de hasta $\u00a0500',
    });
  });

  it('takes no kind on an edit', () => {
    expect(RewardUpdateSchema.parse({ nombre: 'X', puntos: 5, tipo: 'descuento' })).toEqual({
      nombre: 'X',
      puntos: 5,
    });
  });
});

describe("the points box's options", () => {
  const options = [
    { puntos: 300, valor: 3_500 },
    { puntos: 80, valor: 900 },
  ];
  it('follows the options it is given', () => {
    expect(redemptionChoices(100, false, options).map((c) => [c.puntos, c.disabled])).toEqual([
      [300, true],
      [80, false],
    ]);
    expect(minimumRedemption(options)).toBe(80);
    expect(canRedeemAny(79, options)).toBe(false);
    expect(canRedeemAny(80, options)).toBe(true);
    expect(minimumRedemption([])).toBeNull();
    expect(canRedeemAny(10_000, [])).toBe(false);
  });
});
