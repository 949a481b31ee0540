import { describe, expect, it } from 'vitest';
import {
  adminPaymentLabel,
  paymentState,
  paymentStateCode,
  residentPaymentLabel,
  type PaymentFacts,
} from './payment-state';

const cash = (estado: string): PaymentFacts => ({
  estado,
  metodo_pago: 'EFECTIVO',
  estado_pago: 'PENDIENTE_EFECTIVO',
  reembolso_estado: null,
});
const card = (estado: string, reembolso_estado: string | null = null): PaymentFacts => ({
  estado,
  metodo_pago: 'CARD',
  estado_pago: 'APPROVED',
  reembolso_estado,
});

describe('an order’s one payment state (issue 41)', () => {
  it.each([
    [cash('pendiente'), 'por_cobrar', 'PENDIENTE_EFECTIVO', 'Cobrar en efectivo', 'Pagas en efectivo al recibir'],
    [cash('pendiente_efectivo'), 'por_cobrar', 'PENDIENTE_EFECTIVO', 'Cobrar en efectivo', 'Pagas en efectivo al recibir'],
    [cash('entregado'), 'cobrado', 'COBRADO_EFECTIVO', 'Cobrado en efectivo', 'Pagado en efectivo'],
    [cash('cancelado'), 'sin_cobrar', 'SIN_COBRAR', 'Efectivo sin cobrar (cancelado)', 'Sin cobro (pedido cancelado)'],
    [card('pendiente'), 'pagado', 'APPROVED', 'Pagado en línea (Tarjeta)', 'Pagado en línea'],
    [card('entregado'), 'pagado', 'APPROVED', 'Pagado en línea (Tarjeta)', 'Pagado en línea'],
    [card('cancelado', 'anulado'), 'anulado', 'VOIDED', 'Cobro anulado (Tarjeta)', 'Cobro anulado'],
    [card('cancelado', 'pendiente'), 'reembolso_pendiente', 'REEMBOLSO_PENDIENTE', 'Por reembolsar (Tarjeta)', 'Reembolso pendiente'],
    [card('cancelado'), 'reembolso_pendiente', 'REEMBOLSO_PENDIENTE', 'Por reembolsar (Tarjeta)', 'Reembolso pendiente'],
    [card('cancelado', 'realizado'), 'reembolsado', 'REEMBOLSADO', 'Reembolsado (Tarjeta)', 'Reembolsado'],
    [{ ...card('pendiente'), estado_pago: 'PENDING' }, 'sin_aprobar', 'SIN_APROBAR', 'Pago sin aprobar (Tarjeta)', 'Pago sin aprobar'],
  ] as const)('%j is %s (%s)', (order, state, code, admin, resident) => {
    expect(paymentState(order)).toBe(state);
    expect(paymentStateCode(order)).toBe(code);
    expect(adminPaymentLabel(order)).toBe(admin);
    expect(residentPaymentLabel(order)).toBe(resident);
  });

  it('reads a view’s own code and refund back to the same state', () => {
    for (const order of [
      cash('entregado'),
      cash('cancelado'),
      card('pendiente'),
      card('cancelado', 'anulado'),
      card('cancelado', 'pendiente'),
      card('cancelado', 'realizado'),
    ]) {
      const view = {
        estado: order.estado,
        metodo_pago: order.metodo_pago,
        estado_pago: paymentStateCode(order),
        reembolso: order.reembolso_estado ? { estado: order.reembolso_estado } : null,
      };
      expect(paymentState(view)).toBe(paymentState(order));
    }
  });
});
