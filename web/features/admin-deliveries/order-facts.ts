import type { AdminOrderView } from '../../../domain/order-views';
import { isLateAt } from '../../../domain/admin-alerts';
import { paymentMethodLabel } from '../../../domain/orders';

/** Paid online (NEQUI, DAVIPLATA, PSE, CARD) rather than cash on delivery. */
export function isOnline(order: Pick<AdminOrderView, 'payment_method'>): boolean {
  return paymentMethodLabel(order.payment_method) !== 'Efectivo';
}

/** Pending longer than the 20-minute promise, to the millisecond (the header's count agrees). */
export function isLate(order: Pick<AdminOrderView, 'estado' | 'fecha'>, now: Date): boolean {
  return isLateAt(order, now);
}

/** wa.me link to a Colombian mobile (adds 57 to a 10-digit number). */
export function whatsappTo(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${digits.length === 10 ? `57${digits}` : digits}`;
}

export function itemCount(order: Pick<AdminOrderView, 'productos'>): number {
  return order.productos.reduce((sum, line) => sum + line.cantidad, 0);
}
