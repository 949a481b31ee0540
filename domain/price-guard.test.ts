import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin-messages';
import { priceConcern, priceConcernMessage, unusualPrice, usualPrices } from './price-guard';

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

describe('priceConcern (issue 41)', () => {
  it.each<[string, number, number | null, number[], string | null]>([
    ['asks below the purchase cost', 9_960, 22_900, LACTEOS, 'bajo_costo'],
    ['accepts exactly the cost', 22_900, 22_900, [], null],
    ['asks for a dropped zero (5 × below the median)', 960, null, LACTEOS, 'muy_bajo'],
    ['asks for "$ 45" in a category of thousands', 45, null, LACTEOS, 'muy_bajo'],
    ['accepts just above a fifth of the median', 961, null, LACTEOS, null],
    ['asks for an extra zero', 48_000, null, LACTEOS, 'muy_alto'],
    ['accepts a usual price with a lower cost', 4_800, 3_000, LACTEOS, null],
    ['says nothing without cost and with too few prices', 45, null, [2_500], null],
    ['puts the loss first when both apply', 500, 2_000, LACTEOS, 'bajo_costo'],
  ])('%s', (_title, precio, costo, others, motivo) => {
    expect(priceConcern(precio, { costo, others })?.motivo ?? null).toBe(motivo);
  });

  it('names the price and the cost, or the category’s prices, in Spanish', () => {
    expect(priceConcernMessage(priceConcern(9_960, { costo: 22_900, others: [] })!, 'Aseo')).toBe(
      '¿Seguro? $\u00a09.960 está por debajo del costo de compra ($\u00a022.900): perderías $\u00a012.940 en cada unidad.',
    );
    expect(
      priceConcernMessage(priceConcern(45, { costo: null, others: LACTEOS })!, 'Lácteos'),
    ).toBe(
      '¿Seguro? $\u00a045 es muy bajo para Lácteos (suele estar entre $\u00a02.500 y $\u00a012.000): revisa si falta un cero.',
    );
  });
});
