import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkClientTotals,
  computeSaving,
  discountedUnitPrice,
  effectiveUnitPrice,
  isDiscounted,
  priceCart,
  promoDiscountFor,
  type PriceCartInput,
} from './pricing';

describe('isDiscounted', () => {
  it.each([
    [{ descuento_activo: true, descuento_porcentaje: 10 }, true],
    [{ descuento_activo: true, descuento_porcentaje: 0 }, false],
    [{ descuento_activo: false, descuento_porcentaje: 20 }, false],
    [{ descuento_activo: null, descuento_porcentaje: 20 }, false],
    [{}, false],
  ])('classifies %j as %s', (p, expected) => {
    expect(isDiscounted(p)).toBe(expected);
  });
});

describe('discountedUnitPrice', () => {
  it.each([
    [10000, 10, 9000],
    [4990, 15, 4242],
    [4950, 10, 4455],
    [1005, 50, 503],
    [3500, 0, 3500],
    [3500, 90, 350],
  ])('prices %d at %d%% off as %d', (price, percent, expected) => {
    expect(discountedUnitPrice(price, percent)).toBe(expected);
  });

  it('stays between 0 and the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (price, percent) => {
          const d = discountedUnitPrice(price, percent);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(price);
          expect(Number.isInteger(d)).toBe(true);
        },
      ),
    );
  });

  it('uses the list price when the offer is off', () => {
    expect(
      effectiveUnitPrice({ precio: 5000, descuento_activo: false, descuento_porcentaje: 30 }),
    ).toBe(5000);
    expect(
      effectiveUnitPrice({ precio: 5000, descuento_activo: true, descuento_porcentaje: 30 }),
    ).toBe(3500);
  });

  it('computes the per-unit saving', () => {
    expect(computeSaving(4990, 15)).toBe(748);
  });
});

describe('promoDiscountFor', () => {
  it.each([
    [20000, 10, 2000],
    [12345, 10, 1235],
    [0, 10, 0],
    [-10, 10, 0],
    [5000, 0, 0],
  ])('takes %d at %d%% → %d', (eligible, percent, expected) => {
    expect(promoDiscountFor(eligible, percent)).toBe(expected);
  });

  it('never exceeds the eligible subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (eligible, percent) => {
          const d = promoDiscountFor(eligible, percent);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(eligible);
        },
      ),
    );
  });
});

describe('priceCart', () => {
  const milk = { id: 1, precio: 4000, cantidad: 2 };
  const bread = {
    id: 2,
    precio: 10000,
    descuento_activo: true,
    descuento_porcentaje: 20,
    cantidad: 1,
  };
  const breakfast = { id: 9, precio_paquete: 15000, cantidad: 1 };

  it.each<[string, PriceCartInput, Partial<ReturnType<typeof priceCart>>]>([
    [
      'prices a plain cash cart under the free-shipping line',
      { products: [milk], method: 'efectivo' },
      { subtotal: 8000, eligibleSubtotal: 8000, promoDiscount: 0, shipping: 2000, total: 10000 },
    ],
    [
      'excludes offers and packages from the promo code',
      { products: [milk, bread], packages: [breakfast], promoPercent: 10, method: 'digital' },
      {
        subtotal: 31000,
        eligibleSubtotal: 8000,
        promoDiscount: 800,
        offerSavings: 2000,
        shipping: 0,
        total: 30200,
      },
    ],
    [
      'subtracts the points redemption after the code',
      { products: [milk], promoPercent: 10, pointsValue: 1000, method: 'efectivo' },
      {
        subtotal: 8000,
        promoDiscount: 800,
        pointsDiscount: 1000,
        totalBeforeShipping: 6200,
        total: 8200,
      },
    ],
    [
      'caps the points so the total never drops below zero',
      { products: [{ id: 3, precio: 400, cantidad: 1 }], pointsValue: 6000, method: 'digital' },
      { subtotal: 400, pointsDiscount: 400, totalBeforeShipping: 0, total: 0 },
    ],
    [
      'frees shipping for cash from 15.000 of subtotal',
      { products: [{ id: 4, precio: 15000, cantidad: 1 }], pointsValue: 6000, method: 'efectivo' },
      { subtotal: 15000, shipping: 0, total: 9000 },
    ],
    [
      'rounds a cash total down to a multiple of $50 (Ajuste al peso)',
      { products: [{ id: 5, precio: 130822, cantidad: 1 }], method: 'efectivo' },
      { subtotal: 130822, shipping: 0, exactTotal: 130822, cashRounding: 22, total: 130800 },
    ],
    [
      'keeps the same digital total exact',
      { products: [{ id: 5, precio: 130822, cantidad: 1 }], method: 'digital' },
      { subtotal: 130822, exactTotal: 130822, cashRounding: 0, total: 130822 },
    ],
    [
      'rounds after the code, the points and the shipping',
      { products: [{ id: 6, precio: 4999, cantidad: 1 }], promoPercent: 10, method: 'efectivo' },
      { subtotal: 4999, promoDiscount: 500, shipping: 2000, exactTotal: 6499, total: 6450 },
    ],
    [
      'counts units across lines',
      { products: [milk, bread], packages: [{ ...breakfast, cantidad: 3 }], method: 'digital' },
      { itemCount: 6 },
    ],
  ])('%s', (_title, input, expected) => {
    expect(priceCart(input)).toMatchObject(expected);
  });

  it('marks lines with their prices and eligibility', () => {
    const { lines } = priceCart({ products: [bread], packages: [breakfast], method: 'digital' });
    expect(lines).toEqual([
      {
        kind: 'producto',
        id: 2,
        cantidad: 1,
        unitPrice: 8000,
        originalUnitPrice: 10000,
        lineTotal: 8000,
        discounted: true,
        promoEligible: false,
      },
      {
        kind: 'paquete',
        id: 9,
        cantidad: 1,
        unitPrice: 15000,
        originalUnitPrice: 15000,
        lineTotal: 15000,
        discounted: false,
        promoEligible: false,
      },
    ]);
  });

  it('keeps the total before shipping between 0 and the subtotal', () => {
    const line = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      precio: fc.integer({ min: 0, max: 500_000 }),
      cantidad: fc.integer({ min: 1, max: 99 }),
      descuento_activo: fc.boolean(),
      descuento_porcentaje: fc.integer({ min: 0, max: 90 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.option(fc.integer({ min: 1, max: 90 })),
        fc.option(fc.constantFrom(500, 1000, 2200, 6000)),
        fc.constantFrom('efectivo' as const, 'digital' as const),
        (products, promoPercent, pointsValue, method) => {
          const b = priceCart({ products, promoPercent, pointsValue, method });
          expect(b.totalBeforeShipping).toBeGreaterThanOrEqual(0);
          expect(b.totalBeforeShipping).toBeLessThanOrEqual(b.subtotal);
          expect(b.promoDiscount).toBeLessThanOrEqual(b.eligibleSubtotal);
          expect(b.exactTotal).toBe(b.totalBeforeShipping + b.shipping);
          expect(b.total).toBe(b.exactTotal - b.cashRounding);
          if (method === 'digital') expect(b.cashRounding).toBe(0);
          else {
            expect(b.total % 50).toBe(0);
            expect(b.cashRounding).toBeGreaterThanOrEqual(0);
            expect(b.cashRounding).toBeLessThan(50);
          }
        },
      ),
    );
  });
});

describe('checkClientTotals', () => {
  const server = priceCart({
    products: [{ id: 1, precio: 4000, cantidad: 2 }],
    method: 'efectivo',
  });

  it.each([
    ['accepts matching figures', { subtotal: 8000, total: 10000 }, true],
    ['accepts absent figures', {}, true],
    ['refuses a different total', { total: 9000 }, false],
    ['refuses a different subtotal', { subtotal: 7000 }, false],
    ['refuses a total that is off by less than a coin', { total: 10049 }, false],
    [
      'refuses a stale unit price',
      { lines: [{ kind: 'producto' as const, id: 1, precio: 3500 }] },
      false,
    ],
    ['ignores lines without a price', { lines: [{ kind: 'producto' as const, id: 1 }] }, true],
  ])('%s', (_title, client, accepted) => {
    const result = checkClientTotals(client, server);
    expect(result.ok).toBe(accepted);
    if (!result.ok)
      expect(result).toMatchObject({
        code: 'PRICES_CHANGED',
        message: 'Los precios cambiaron. Revisa tu carrito e intenta de nuevo.',
      });
  });
});

describe('checkClientTotals on a rounded cash total', () => {
  const cash = priceCart({
    products: [{ id: 1, precio: 130822, cantidad: 1 }],
    method: 'efectivo',
  });

  it.each([
    ['accepts the rounded cash total', 130800, true],
    ['refuses the exact (unrounded) total', 130822, false],
    ['refuses a total rounded the wrong way', 130850, false],
  ])('%s', (_title, total, accepted) => {
    expect(checkClientTotals({ subtotal: 130822, total }, cash).ok).toBe(accepted);
  });
});
