import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkPackageAdd,
  isLowSaving,
  isPackageActiveAt,
  packageIndividualTotal,
  packageLineId,
  packagePriceWarning,
  packageSaving,
  packageStock,
  parsePackageLineId,
  stockDemand,
  visibleIncludedProducts,
} from './packages';

describe('packageStock', () => {
  it.each([
    [[], 0],
    [[{ stock: 10, cantidad: 2 }], 5],
    [
      [
        { stock: 10, cantidad: 3 },
        { stock: 4, cantidad: 1 },
      ],
      3,
    ],
    [
      [
        { stock: 0, cantidad: 1 },
        { stock: 50, cantidad: 1 },
      ],
      0,
    ],
    [[{ stock: null, cantidad: 1 }], 0],
    [[{ stock: -3, cantidad: 1 }], 0],
    [[{ stock: 7, cantidad: 0 }], 0],
  ])('builds from %j → %d', (items, expected) => {
    expect(packageStock(items)).toBe(expected);
  });

  it('never needs more units than any product has', () => {
    const item = fc.record({
      stock: fc.integer({ min: 0, max: 10_000 }),
      cantidad: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), (items) => {
        const n = packageStock(items);
        for (const i of items) expect(n * i.cantidad).toBeLessThanOrEqual(i.stock);
        expect(items.some((i) => (n + 1) * i.cantidad > i.stock)).toBe(true);
      }),
    );
  });
});

describe('packagePriceWarning', () => {
  it.each([
    [10_000, 12_000, { kind: 'sin-ahorro', extra: 2_000 }],
    [10_000, 9_700, { kind: 'ahorro-bajo', percent: 3 }],
    [10_000, 10_000, { kind: 'ahorro-bajo', percent: 0 }],
    [10_000, 9_000, null],
  ])('individual %i, package %i → %j', (individual, pkg, expected) => {
    expect(packagePriceWarning(individual, pkg)).toEqual(expected);
  });
});

describe('packageSaving', () => {
  it.each([
    [20000, 17000, { ahorro_monto: 3000, ahorro_porcentaje: 15 }],
    [30000, 29000, { ahorro_monto: 1000, ahorro_porcentaje: 3 }],
    [9000, 8000, { ahorro_monto: 1000, ahorro_porcentaje: 11 }],
    [10000, 12000, { ahorro_monto: 0, ahorro_porcentaje: 0 }],
    [0, 5000, { ahorro_monto: 0, ahorro_porcentaje: 0 }],
  ])('saves on %d individually vs %d packaged', (individual, pkg, expected) => {
    expect(packageSaving(individual, pkg)).toEqual(expected);
  });

  it.each([
    [4, true],
    [5, false],
  ])('flags a saving of %d%% as low: %s', (percent, low) => {
    expect(isLowSaving(percent)).toBe(low);
  });

  it('sums individual prices by quantity', () => {
    expect(
      packageIndividualTotal([
        { precio: 3000, cantidad: 2 },
        { precio: 4500, cantidad: 1 },
      ]),
    ).toBe(10500);
  });
});

describe('visibleIncludedProducts', () => {
  it.each([
    [[], [], 0],
    [[1, 2, 3], [1, 2, 3], 0],
    [[1, 2, 3, 4], [1, 2, 3, 4], 0],
    [[1, 2, 3, 4, 5, 6], [1, 2, 3, 4], 2],
  ])('shows %j as %j and +%d', (list, shown, more) => {
    expect(visibleIncludedProducts(list)).toEqual({ shown, more });
  });
});

describe('checkPackageAdd', () => {
  it.each([
    [
      0,
      1,
      {
        ok: false,
        code: 'PACKAGE_UNAVAILABLE',
        message: 'Este paquete no está disponible: se agotó uno de sus productos',
      },
    ],
    [3, 4, { ok: false, code: 'INSUFFICIENT_STOCK', message: 'Solo hay 3 paquetes disponibles' }],
    [3, 3, { ok: true, value: null }],
  ])('checks %d available for %d wanted', (available, wanted, expected) => {
    expect(checkPackageAdd(available, wanted)).toEqual(expected);
  });
});

describe('isPackageActiveAt', () => {
  // 2026-11-21 10:00 in Bogotá.
  const now = new Date('2026-11-21T15:00:00Z');

  it.each([
    [{ activo: false }, false],
    [{ activo: true }, true],
    [{ activo: true, fecha_inicio: '2026-11-21', fecha_fin: '2026-11-21' }, true],
    [{ activo: true, fecha_inicio: '2026-11-22' }, false],
    [{ activo: true, fecha_fin: '2026-11-20' }, false],
    [{ activo: true, fecha_inicio: null, fecha_fin: '' }, true],
    [{ activo: true, fecha_fin: new Date('2026-11-21T23:00:00Z') }, true],
    [{ activo: true, fecha_inicio: new Date('2026-11-22T05:00:00Z') }, false],
  ])('decides %j', (pkg, active) => {
    expect(isPackageActiveAt(pkg, now)).toBe(active);
  });
});

describe('package line ids', () => {
  it.each([
    ['paquete_7', 7],
    ['paquete_', null],
    ['7', null],
  ])('parses %s as %s', (id, expected) => {
    expect(parsePackageLineId(id)).toBe(expected);
  });

  it('builds the line id', () => {
    expect(packageLineId(12)).toBe('paquete_12');
  });
});

describe('stockDemand', () => {
  it('adds package components to direct quantities', () => {
    const demand = stockDemand(
      [{ id: 1, cantidad: 2 }],
      [
        {
          cantidad: 3,
          items: [
            { producto_id: 1, cantidad: 2 },
            { producto_id: 5, cantidad: 1 },
          ],
        },
      ],
    );
    expect(Object.fromEntries(demand)).toEqual({ 1: 8, 5: 3 });
  });
});
