import type { AdminOrderView } from '../../../domain/order-views';
import { isLateAt } from '../../../domain/admin-alerts';
import { ORDER_STATE_LABELS, paymentMethodLabel } from '../../../domain/orders';
import type { DeliveryRules } from '../../../domain/settings';
import { adminPaymentLabel } from '../../../domain/payment-state';

/** Paid online (NEQUI, DAVIPLATA, PSE, CARD) rather than cash on delivery. */
export function isOnline(order: Pick<AdminOrderView, 'payment_method'>): boolean {
  return paymentMethodLabel(order.payment_method) !== 'Efectivo';
}

/** Pending longer than the shop's promise, to the millisecond (the header's count agrees). */
export function isLate(
  order: Pick<AdminOrderView, 'estado' | 'fecha'>,
  now: Date,
  rules?: DeliveryRules,
): boolean {
  return isLateAt(order, now, rules);
}

/**
 * The one state a board card names: a pending order on its way reads 'En camino' alone, since
 * 'Pendiente · En camino' read as two states at once (issue 24).
 */
export function boardStateLabel(
  order: Pick<AdminOrderView, 'estado' | 'etapa'>,
): { key: 'pendiente' | 'en_camino' | 'entregado' | 'cancelado'; label: string } {
  if (order.estado === 'pendiente' && order.etapa === 'en_camino') {
    return { key: 'en_camino', label: 'En camino' };
  }
  return { key: order.estado, label: ORDER_STATE_LABELS[order.estado] };
}

/** wa.me link to a Colombian mobile (adds 57 to a 10-digit number). */
export function whatsappTo(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `57${digits}` : digits}`;
}

export function itemCount(order: Pick<AdminOrderView, 'productos'>): number {
  return order.productos.reduce((sum, line) => sum + line.cantidad, 0);
}

/**
 * What a cash order's money line says (issue 23): still to collect while pending, collected once
 * delivered (the courier has the cash), nothing to collect when cancelled. The one rule is
 * `adminPaymentLabel` (domain/payment-state.ts, issue 41), which also names online payments.
 */
export function cashLabel(estado: AdminOrderView['estado']): string {
  return adminPaymentLabel({ estado, metodo_pago: 'EFECTIVO', estado_pago: 'PENDIENTE_EFECTIVO' });
}
