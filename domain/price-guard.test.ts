import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin-messages';
import { unusualPrice, usualPrices } from './price-guard';

const LACTEOS = [2_500, 3_200, 4_800, 6_000, 12_000];

describe('usualPrices', () => {
  it.each<[string, number[], ReturnType<typeof usualPrices>]>([
    [
      'takes the middle price of an odd list',
      LACTEOS,
      { mediana: 4_800, minimo: 2_500, maximo: 12_000 },
    ],
    [
      'averages the two middle prices of an even list',
      [1_000, 3_000, 5_000, 9_000],
      { mediana: 4_000, minimo: 1_000, maximo: 9_000 },
    ],
    [
      'ignores free and broken prices',
      [0, 2_000, 3_000, 4_000, Number.NaN],
      { mediana: 3_000, minimo: 2_000, maximo: 4_000 },
    ],
    ['says nothing with fewer than 3 prices', [2_000, 3_000], null],
  ])('%s', (_title, prices, expected) => {
    expect(usualPrices(prices)).toEqual(expected);
  });
});

describe('unusualPrice', () => {
  it.each<[string, number, number[], boolean]>([
    ['asks for an extra zero', 48_000, LACTEOS, true],
    ['asks just above 5 × the median', 24_001, LACTEOS, true],
    ['accepts exactly 5 × the median', 24_000, LACTEOS, false],
    ['accepts the dearest usual product', 12_000, LACTEOS, false],
    ['accepts anything in a category with too few products', 95_000, [2_500, 3_000], false],
    [
      'is not switched off by one earlier slip in the category',
      95_000,
      [...LACTEOS, 120_000],
      true,
    ],
  ])('%s', (_title, precio, others, asks) => {
    expect(unusualPrice(precio, others) !== null).toBe(asks);
  });

  it('words the question with the figures', () => {
    expect(ADMIN_MESSAGES.admin.product.priceUnusual(95_000, 'Lácteos', 2_500, 12_000)).toBe(
      '¿Seguro? $\u00a095.000 es muy alto para Lácteos (suele estar entre $\u00a02.500 y $\u00a012.000)',
    );
  });
});
