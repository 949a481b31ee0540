/**
 * Payment recovery (issue 15): when the store opens again, a resident's payment that is still
 * pending, or that was approved a few minutes ago, is shown again (the waiting screen, or the order
 * it became) so a reload never hides a payment and never invites a second one.
 */

import { normalizeOrderState } from './orders';

/** An approved payment is shown again for this long after it settled. */
export const RECOVERY_WINDOW_MS = 10 * 60_000;

/** How many recoverable payments the server answers at most (newest first). */
export const RECOVERY_MAX_PAYMENTS = 3;

export interface RecoverablePaymentFacts {
  status: string;
  /** When the payment last changed (settlement time for an approved one). */
  updatedAt: Date;
  /** When a pending payment is abandoned. */
  expiresAt: Date;
  orderId: number | null;
  /** The state of the order an approved payment became ('pendiente', 'entregado' …). */
  orderState?: string | null;
}

/**
 * Whether the store should recover this payment at `now`. An approved one only while its order
 * is still current (pending): "ya está en preparación" is never said of an order delivered or
 * cancelled meanwhile (issue 22).
 */
export function isRecoverablePayment(p: RecoverablePaymentFacts, now: Date): boolean {
  if (p.status === 'PENDING') return p.expiresAt.getTime() > now.getTime();
  if (p.status === 'APPROVED') {
    return (
      p.orderId !== null &&
      (p.orderState === undefined || normalizeOrderState(p.orderState) === 'pendiente') &&
      now.getTime() - p.updatedAt.getTime() <= RECOVERY_WINDOW_MS
    );
  }
  return false;
}

/** The earliest `updated_at` an approved payment may have to be recovered at `now`. */
export function recoveryWindowStart(now: Date): Date {
  return new Date(now.getTime() - RECOVERY_WINDOW_MS);
}
