import { describe, expect, it } from 'vitest';
import {
  cancelPreview,
  cancelResultMessage,
  checkRefundDate,
  countsAsSpent,
  refundDestination,
  refundSentence,
} from './refunds';
import { RefundDoneSchema } from './schemas/refunds';

const order = {
  metodo_pago: 'NEQUI',
  estado_pago: 'APPROVED',
  total: 25_000,
  codigo_promocional: null,
  codigo_canje: null,
  prioritario: false,
};

describe('refunds (issue 22)', () => {
  it.each([
    ['CARD', 'tu tarjeta'],
    ['NEQUI', 'tu Nequi'],
    ['DAVIPLATA', 'tu DaviPlata'],
    ['PSE', 'tu cuenta PSE'],
    ['EFECTIVO', null],
  ])('sends the money of %s back to %s', (metodo, to) => {
    expect(refundDestination(metodo)).toBe(to);
  });

  it.each([
    ['entregado', 'EFECTIVO', 'PENDIENTE_EFECTIVO', true],
    ['pendiente', 'EFECTIVO', 'PENDIENTE_EFECTIVO', false],
    ['pendiente_efectivo', 'EFECTIVO', 'PENDIENTE_EFECTIVO', false],
    ['pendiente', 'NEQUI', 'APPROVED', true],
    ['cancelado', 'NEQUI', 'APPROVED', false],
    ['cancelado', 'EFECTIVO', 'PENDIENTE_EFECTIVO', false],
  ])('counts a %s %s order (%s) as spent: %s', (estado, metodo_pago, estado_pago, spent) => {
    expect(countsAsSpent({ estado, metodo_pago, estado_pago })).toBe(spent);
  });

  it('promises only what applies before cancelling', () => {
    expect(cancelPreview(order)).toEqual(['Te devolveremos $\u00a025.000 a tu Nequi.']);
    expect(cancelPreview({ ...order, metodo_pago: 'EFECTIVO', estado_pago: 'PENDIENTE_EFECTIVO' })).toEqual([]);
    expect(
      cancelPreview({ ...order, metodo_pago: 'CARD', codigo_promocional: 'SC2026GABCDE', codigo_canje: 'CANJE-1' }),
    ).toEqual([
      'Te devolveremos $\u00a025.000 a tu tarjeta.',
      'Tu código SC2026GABCDE vuelve a estar disponible.',
      'Te devolvemos los puntos que usaste.',
    ]);
  });

  it.each([
    [{ stock: true, codigo: null, puntos: 0 }, null, 'Pedido cancelado. Los productos vuelven a la tienda.'],
    [
      { stock: true, codigo: 'SC2026GABCDE', puntos: 100 },
      null,
      'Pedido cancelado. Los productos vuelven a la tienda, tu código SC2026GABCDE vuelve a estar disponible y te devolvimos 100 puntos.',
    ],
    [
      { stock: true, codigo: null, puntos: 1 },
      { estado: 'anulado', monto: 25_000, fecha: null, referencia: null },
      'Pedido cancelado. Los productos vuelven a la tienda y te devolvimos 1 punto. Cobro anulado: no se te cobraron los $\u00a025.000.',
    ],
  ] as const)('words the result %o', (returned, reembolso, text) => {
    expect(cancelResultMessage(returned, { metodo_pago: 'CARD', reembolso })).toBe(text);
  });

  it('says where the money is once marked done, with or without its reference', () => {
    const done = { estado: 'realizado', monto: 25_000, fecha: '2026-11-24', referencia: 'R-1' } as const;
    expect(refundSentence({ metodo_pago: 'PSE', reembolso: done })).toBe(
      'Reembolso realizado: te devolvimos $\u00a025.000 a tu cuenta PSE el 24 de noviembre de 2026 (referencia R-1).',
    );
    expect(refundSentence({ metodo_pago: 'PSE', reembolso: null })).toBeNull();
  });

  it('validates the administrator’s date and reference', () => {
    expect(RefundDoneSchema.parse({ fecha: '2026-11-24', referencia: '  R-1 ' })).toEqual({
      fecha: '2026-11-24',
      referencia: 'R-1',
    });
    const bad = RefundDoneSchema.safeParse({ fecha: '24/11/2026', referencia: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['fecha', 'Escribe la fecha del reembolso (AAAA-MM-DD).'],
      ['referencia', 'Escribe la referencia del reembolso (la de la pasarela o la transferencia).'],
    ]);
    expect(RefundDoneSchema.safeParse({ fecha: '2026-11-24', referencia: 'x'.repeat(61) }).success).toBe(false);
  });

  it('keeps the refund day between the order’s day and today, in Bogotá', () => {
    const placed = new Date('2026-11-20T15:00:00Z');
    // 02:00 UTC on the 25th is still the 24th in Bogotá.
    const now = new Date('2026-11-25T02:00:00Z');
    expect(checkRefundDate('2026-11-24', placed, now)).toEqual({ ok: true, value: '2026-11-24' });
    expect(checkRefundDate('2026-11-25', placed, now)).toMatchObject({ ok: false, code: 'REFUND_DATE_FUTURE' });
    expect(checkRefundDate('2026-11-19', placed, now)).toMatchObject({ ok: false, code: 'REFUND_DATE_BEFORE_ORDER' });
  });
});
