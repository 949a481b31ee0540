import { describe, expect, it } from 'vitest';
import {
  canTransition,
  cashReference,
  deliveryTiming,
  findOrderCodes,
  isDigitalOrder,
  mergeOrderLines,
  normalizeOrderState,
  ORDER_CODE_EXAMPLE,
  orderCode,
  parseOrderCode,
  paymentMethodLabel,
  paymentMethodName,
} from './orders';

describe('orderCode', () => {
  it.each([
    [1, 'SUP-001'],
    [42, 'SUP-042'],
    [999, 'SUP-999'],
    [1234, 'SUP-1234'],
  ])('codes order %d as %s', (id, code) => {
    expect(orderCode(id)).toBe(code);
  });

  it.each([
    ['SUP-001', 1],
    ['sup-42', 42],
    ['#SUP-1234', 1234],
    [' 17 ', 17],
    ['SUP-000', null],
    ['SUP-', null],
    ['PED-001', null],
    ['SUP-1a', null],
  ])('parses %s as %s', (text, id) => {
    expect(parseOrderCode(text)).toBe(id);
  });

  it('finds order codes in a chat message', () => {
    expect(findOrderCodes('¿Dónde está mi pedido SUP-007? y sup-12')).toEqual([7, 12]);
  });
});

describe('order states', () => {
  it.each([
    ['pendiente', 'pendiente'],
    ['pendiente_efectivo', 'pendiente'],
    ['ENTREGADO', 'entregado'],
    ['cancelado', 'cancelado'],
    ['enviado', null],
    [null, null],
  ])('normalises %s to %s', (raw, state) => {
    expect(normalizeOrderState(raw)).toBe(state);
  });

  it.each([
    ['pendiente', 'entregado', true],
    ['pendiente', 'cancelado', true],
    ['pendiente_efectivo', 'cancelado', true],
    ['pendiente', 'pendiente', false],
    ['entregado', 'cancelado', false],
    ['cancelado', 'entregado', false],
    ['entregado', 'pendiente', false],
    ['pendiente', 'enviado', false],
  ])('allows %s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });
});

describe('payments on orders', () => {
  it.each([
    ['NEQUI', 'NEQUI'],
    ['daviplata', 'DAVIPLATA'],
    ['PSE', 'PSE'],
    ['CARD', 'CARD'],
    ['EFECTIVO', 'Efectivo'],
    [null, 'Efectivo'],
    ['BITCOIN', 'Efectivo'],
  ])('labels %s as %s', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label);
  });

  it.each([
    ['CARD', 'Tarjeta'],
    ['NEQUI', 'Nequi'],
    [' daviplata ', 'DaviPlata'],
    ['PSE', 'PSE'],
    ['EFECTIVO', 'Efectivo'],
    [null, 'Efectivo'],
    ['BITCOIN', 'Efectivo'],
  ])('names %s for people as %s', (method, name) => {
    expect(paymentMethodName(method)).toBe(name);
  });

  it.each([
    [{ payment_reference: '1234-1610641025-49201' }, true],
    [{ payment_reference: 'SC-CASH-1763740800000-ABC123' }, false],
    [{ payment_reference: '' }, false],
    [{ payment_reference: null }, false],
    [{}, false],
  ])('treats %j as digital: %s', (order, digital) => {
    expect(isDigitalOrder(order)).toBe(digital);
  });

  it('builds a cash reference from the clock and the random source', () => {
    expect(cashReference(new Date(1763740800000), () => 0.5)).toBe('SC-CASH-1763740800000-IIIIII');
    expect(cashReference(new Date(0), () => 0.99999)).toMatch(/^SC-CASH-0-[0-9A-Z]{6}$/);
  });
});

describe('deliveryTiming', () => {
  const created = new Date('2026-11-21T15:00:00Z');
  const after = (m: number) => new Date(created.getTime() + m * 60_000);

  it.each([
    ['pendiente', 0, false, 20],
    ['pendiente', 5, false, 15],
    ['pendiente', 19, false, 2],
    ['pendiente', 20, false, 2],
    ['pendiente_efectivo', 21, true, null],
    ['entregado', 50, false, null],
    ['cancelado', 3, false, null],
  ])('reads %s after %d minutes', (estado, minutes, delayed, remaining) => {
    expect(deliveryTiming(estado, created, after(minutes))).toEqual({
      minutesElapsed: minutes,
      delayed,
      remainingMinutes: remaining,
    });
  });
});

describe('mergeOrderLines', () => {
  it('sums repeated ids in first-seen order', () => {
    expect(
      mergeOrderLines([
        { id: 2, cantidad: 1 },
        { id: 1, cantidad: 2 },
        { id: 2, cantidad: 3 },
      ]),
    ).toEqual([
      { id: 2, cantidad: 4 },
      { id: 1, cantidad: 2 },
    ]);
  });
});

describe('order code examples (issue 40)', () => {
  it('names in the chat greeting and the cancel rule only a code no order can have', async () => {
    const { ASSISTANT_MESSAGES } = await import('./assistant/messages');
    const { CHAT_TEXTS } = await import('./assistant/texts');
    for (const text of [ASSISTANT_MESSAGES.welcome, CHAT_TEXTS.cancelRule]) {
      expect(text).toContain(ORDER_CODE_EXAMPLE);
      expect(findOrderCodes(text)).toEqual([]);
    }
  });
});
