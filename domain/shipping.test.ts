import { describe, expect, it } from 'vitest';
import { checkMinimumOrder, minimumOrderFor, shippingFor, shippingMessage } from './shipping';

describe('shippingFor', () => {
  it.each([
    [0, 'efectivo', 2000],
    [14999, 'efectivo', 2000],
    [15000, 'efectivo', 0],
    [80000, 'efectivo', 0],
    [20000, 'digital', 0],
    [5000, 'digital', 0],
  ] as const)('charges %d %s → %d', (subtotal, method, fee) => {
    expect(shippingFor(subtotal, method)).toBe(fee);
  });

  it.each([
    [10000, 'efectivo', 'Envío $\u00a02.000. Gratis desde $\u00a015.000'],
    [15000, 'efectivo', 'Envío gratis'],
    [25000, 'digital', 'Envío gratis'],
  ] as const)('explains the fee for %d %s', (subtotal, method, message) => {
    expect(shippingMessage(subtotal, method)).toBe(message);
  });
});

describe('checkMinimumOrder', () => {
  it.each([
    [4999, 'efectivo', 3, 'MINIMUM_ORDER', 'El pedido mínimo para pago en efectivo es de $\u00a05.000'],
    [5000, 'efectivo', 1, null, null],
    [19999, 'digital', 2, 'MINIMUM_ORDER', 'El pedido mínimo para pago digital es de $\u00a020.000'],
    [20000, 'digital', 1, null, null],
    [0, 'digital', 0, 'EMPTY_CART', 'Tu carrito está vacío'],
    [0, 'efectivo', 0, 'EMPTY_CART', 'Tu carrito está vacío'],
  ] as const)('checks %d %s with %d items', (subtotal, method, items, code, message) => {
    const result = checkMinimumOrder(subtotal, method, items);
    if (code === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, code, message });
  });

  it('infers an empty cart from a zero subtotal', () => {
    expect(checkMinimumOrder(0, 'efectivo')).toMatchObject({ ok: false, code: 'EMPTY_CART' });
  });

  it('reads the minimums from the business configuration', () => {
    expect([minimumOrderFor('efectivo'), minimumOrderFor('digital')]).toEqual([5000, 20000]);
  });
});
