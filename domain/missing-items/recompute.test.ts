import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing';
import { pointsEarned } from '../points';
import { finalQuantity, recomputeOrderMoney, type MoneyLine, type OrderMoneyBasis } from './recompute';
import { replacementUnitPrice } from './replacements';

const line = (over: Partial<MoneyLine> & { id: number }): MoneyLine => ({
  tipo: 'producto',
  product_id: over.id,
  cantidad: 1,
  faltante: 0,
  precio_unitario: 1000,
  precio_original: 1000,
  reemplaza_linea_id: null,
  ...over,
});

const cash = (over: Partial<OrderMoneyBasis> = {}): OrderMoneyBasis => ({
  metodo: 'efectivo',
  promoPercent: 0,
  canjeValue: 0,
  originalShipping: 0,
  originalTotal: 0,
  paidOnline: false,
  ...over,
});
const card = (over: Partial<OrderMoneyBasis> = {}): OrderMoneyBasis =>
  cash({ metodo: 'digital', paidOnline: true, ...over });

describe('recomputeOrderMoney', () => {
  const rows: Array<{
    name: string;
    lines: MoneyLine[];
    basis: OrderMoneyBasis;
    expected: Partial<ReturnType<typeof recomputeOrderMoney>>;
  }> = [
    {
      name: 'cash, a whole line missing: rounded down to $ 50 again',
      lines: [line({ id: 1, cantidad: 2, precio_unitario: 5230, precio_original: 5230 }), line({ id: 2, precio_unitario: 4990, precio_original: 4990, faltante: 1 })],
      basis: cash({ originalShipping: 0, originalTotal: 15450 }),
      expected: { subtotal: 10460, costo_envio: 0, exactTotal: 10460, ajuste_redondeo: 10, total: 10450, reembolso: 0 },
    },
    {
      name: 'cash, the free-shipping threshold crossed downwards keeps the delivery free',
      lines: [line({ id: 1, cantidad: 3, precio_unitario: 6000, precio_original: 6000, faltante: 2 })],
      basis: cash({ originalShipping: 0, originalTotal: 18000 }),
      expected: { subtotal: 6000, costo_envio: 0, total: 6000 },
    },
    {
      name: 'cash, the minimum crossed downwards: no refusal, the order goes on smaller',
      lines: [line({ id: 1, cantidad: 2, precio_unitario: 3000, precio_original: 3000, faltante: 1 })],
      basis: cash({ originalShipping: 2000, originalTotal: 8000 }),
      expected: { subtotal: 3000, costo_envio: 2000, total: 5000 },
    },
    {
      name: 'card with a promo code: the percent applies to what is left, the difference is refunded',
      lines: [
        line({ id: 1, cantidad: 3, precio_unitario: 10000, precio_original: 10000, faltante: 1 }),
        line({ id: 2, cantidad: 1, precio_unitario: 9000, precio_original: 10000 }),
      ],
      basis: card({ promoPercent: 10, originalTotal: 36000 }),
      expected: { subtotal: 29000, eligibleSubtotal: 20000, descuento_cupon: 2000, total: 27000, reembolso: 9000 },
    },
    {
      name: 'a package line partly missing takes its components off too',
      lines: [
        line({ id: 1, tipo: 'paquete', product_id: null, cantidad: 2, faltante: 1, precio_unitario: 20000, precio_original: 20000, componentes: [{ product_id: 7, cantidad: 2 }, { product_id: 8, cantidad: 1 }] }),
      ],
      basis: cash({ promoPercent: 10, originalTotal: 40000 }),
      expected: { subtotal: 20000, eligibleSubtotal: 0, descuento_cupon: 0, total: 20000, demand: new Map([[7, 2], [8, 1]]) },
    },
    {
      name: 'a cheaper replacement costs its own price',
      lines: [
        line({ id: 1, cantidad: 2, faltante: 2, precio_unitario: 5200, precio_original: 5200 }),
        line({ id: 2, product_id: 9, cantidad: 2, precio_unitario: 4800, precio_original: 4800, reemplaza_linea_id: 1 }),
      ],
      basis: card({ originalTotal: 10400 }),
      expected: { subtotal: 9600, total: 9600, reembolso: 800, demand: new Map([[9, 2]]) },
    },
    {
      name: 'a dearer replacement not accepted is charged at the missing price',
      lines: [
        line({ id: 1, cantidad: 1, faltante: 1, precio_unitario: 5200, precio_original: 5200 }),
        line({ id: 2, product_id: 9, precio_unitario: replacementUnitPrice({ missingUnitPrice: 5200, replacementUnitPrice: 5900, acceptsDifference: false, paidOnline: false }), precio_original: 5900, reemplaza_linea_id: 1 }),
      ],
      basis: cash({ originalShipping: 2000, originalTotal: 7200 }),
      expected: { subtotal: 5200, total: 7200 },
    },
    {
      name: 'a dearer replacement accepted on cash costs the difference',
      lines: [
        line({ id: 1, cantidad: 1, faltante: 1, precio_unitario: 5200, precio_original: 5200 }),
        line({ id: 2, product_id: 9, precio_unitario: replacementUnitPrice({ missingUnitPrice: 5200, replacementUnitPrice: 5900, acceptsDifference: true, paidOnline: false }), precio_original: 5900, reemplaza_linea_id: 1 }),
      ],
      basis: cash({ originalShipping: 2000, originalTotal: 7200 }),
      expected: { subtotal: 5900, total: 7900 },
    },
    {
      name: 'a paid online order is never charged again, even for an accepted difference',
      lines: [
        line({ id: 1, cantidad: 1, faltante: 1, precio_unitario: 5200, precio_original: 5200 }),
        line({ id: 2, product_id: 9, precio_unitario: 5900, precio_original: 5900, reemplaza_linea_id: 1 }),
      ],
      basis: card({ originalTotal: 5200 }),
      expected: { subtotal: 5900, total: 5200, reembolso: 0 },
    },
    {
      name: 'a canje keeps its value but never takes the total below the shipping',
      lines: [line({ id: 1, cantidad: 2, precio_unitario: 1000, precio_original: 1000, faltante: 2 }), line({ id: 2, precio_unitario: 400, precio_original: 400 })],
      basis: cash({ canjeValue: 500, originalShipping: 2000, originalTotal: 4000 }),
      expected: { subtotal: 400, descuento_canje: 400, total: 2000 },
    },
  ];
  it.each(rows)('$name', ({ lines, basis, expected }) => {
    expect(recomputeOrderMoney(lines, basis)).toMatchObject(expected);
  });

  it('charges nothing when nothing is left to deliver', () => {
    const money = recomputeOrderMoney([line({ id: 1, cantidad: 2, faltante: 2 })], cash({ originalShipping: 2000 }));
    expect(money).toMatchObject({ itemCount: 0, costo_envio: 0, total: 0 });
  });

  it('prices an order without shortage exactly as checkout did', () => {
    fc.assert(
      fc.property(
        // A stored line tells an offer by its paid price under its list price: real prices move.
        fc.array(fc.record({ precio: fc.integer({ min: 100, max: 90_000 }), cantidad: fc.integer({ min: 1, max: 9 }), pct: fc.integer({ min: 0, max: 50 }) }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom<'efectivo' | 'digital'>('efectivo', 'digital'),
        fc.constantFrom(0, 500, 1000, 6000),
        (items, promo, method, canje) => {
          const products = items.map((it, i) => ({ id: i + 1, precio: it.precio, cantidad: it.cantidad, descuento_activo: it.pct > 0, descuento_porcentaje: it.pct }));
          const cart = priceCart({ products, promoPercent: promo, pointsValue: canje, method });
          const lines = cart.lines.map((l) => line({ id: l.id, cantidad: l.cantidad, precio_unitario: l.unitPrice, precio_original: l.originalUnitPrice }));
          const money = recomputeOrderMoney(lines, { metodo: method, promoPercent: promo, canjeValue: cart.pointsDiscount, originalShipping: cart.shipping, originalTotal: cart.total, paidOnline: method === 'digital' });
          expect(money.total).toBe(cart.total);
          expect(money.subtotal).toBe(cart.subtotal);
          expect(money.descuento_cupon).toBe(cart.promoDiscount);
          expect(money.reembolso).toBe(0);
        },
      ),
    );
  });

  it('keeps totals, stock and points in agreement with the final lines', () => {
    const lineArb = fc.record({
      cantidad: fc.integer({ min: 1, max: 6 }),
      faltanteShare: fc.double({ min: 0, max: 1, noNaN: true }),
      precio: fc.integer({ min: 100, max: 60_000 }),
      offer: fc.boolean(),
      replacement: fc.option(fc.integer({ min: 50, max: 70_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom<'efectivo' | 'digital'>('efectivo', 'digital'),
        fc.constantFrom(0, 500, 2200),
        fc.constantFrom('BRONCE', 'PLATA', 'ORO' as const),
        (specs, promo, method, canje, level) => {
          const lines: MoneyLine[] = [];
          let id = 1;
          for (const s of specs) {
            const faltante = Math.floor(s.cantidad * s.faltanteShare);
            const parent = line({ id: id++, product_id: 100 + id, cantidad: s.cantidad, faltante, precio_unitario: s.offer ? Math.round(s.precio * 0.9) : s.precio, precio_original: s.precio });
            lines.push(parent);
            if (s.replacement !== null && faltante > 0) {
              const unit = replacementUnitPrice({ missingUnitPrice: parent.precio_unitario, replacementUnitPrice: s.replacement, acceptsDifference: false, paidOnline: method === 'digital' });
              lines.push(line({ id: id++, product_id: 500 + id, cantidad: faltante, precio_unitario: unit, precio_original: s.replacement, reemplaza_linea_id: parent.id }));
            }
          }
          const original = recomputeOrderMoney(lines.filter((l) => l.reemplaza_linea_id === null).map((l) => ({ ...l, faltante: 0 })), { metodo: method, promoPercent: promo, canjeValue: canje, originalShipping: 2000, originalTotal: 0, paidOnline: false });
          const basis = { metodo: method, promoPercent: promo, canjeValue: canje, originalShipping: 2000, originalTotal: original.total, paidOnline: method === 'digital' };
          const money = recomputeOrderMoney(lines, basis);
          const finalSum = lines.reduce((acc, l) => acc + finalQuantity(l) * l.precio_unitario, 0);
          expect(money.subtotal).toBe(finalSum);
          // Replacements are capped at the missing price, so nothing is dearer than ordered.
          expect(money.total).toBeLessThanOrEqual(original.total);
          expect(money.total + money.reembolso).toBe(method === 'digital' ? original.total : money.total);
          expect(money.total).toBeGreaterThanOrEqual(0);
          if (method === 'efectivo') expect(money.total % 50).toBe(0);
          const units = [...money.demand.values()].reduce((a, b) => a + b, 0);
          expect(units).toBe(lines.reduce((acc, l) => acc + finalQuantity(l), 0));
          expect(units).toBe(money.itemCount);
          const points = pointsEarned({ subtotal: money.subtotal, level, usedRedemption: canje > 0 });
          expect(points).toBeLessThanOrEqual(pointsEarned({ subtotal: original.subtotal, level, usedRedemption: canje > 0 }));
        },
      ),
    );
  });
});
