import type { FaltantePreferencia } from '../../../domain/missing-items/preference';
import { and, eq } from 'drizzle-orm';
import type { ResolvedDelivery } from '../../../domain/delivery';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';
import type { CartRequest } from '../orders/order-cart';
import type { HeldPricing } from '../orders/checkout-pricing';
import { returnStock } from '../orders/order-stock';
import { releaseHeldRedemption } from '../points/points-orders.service';
import { releasePromoCode } from '../promo-codes/promo-codes.service';

export type PaymentRow = typeof payments.$inferSelect;

/** What a payment keeps in `payments.cart` until it becomes an order or ends. */
export interface PaymentCartSnapshot {
  request: CartRequest;
  held: HeldPricing;
  /** Units reserved per product id, returned exactly if the payment fails. */
  reserved: Array<[number, number]>;
  /** What to do if a product is missing (issue 44); absent in payments made before it. */
  faltantes_preferencia?: FaltantePreferencia | null;
}

/** What a payment keeps in `payments.delivery`. */
export interface PaymentDeliverySnapshot extends ResolvedDelivery {
  notas: string | null;
}

export function cartOf(payment: PaymentRow): PaymentCartSnapshot {
  return payment.cart as PaymentCartSnapshot;
}

export function deliveryOf(payment: PaymentRow): PaymentDeliverySnapshot {
  return payment.delivery as PaymentDeliverySnapshot;
}

/**
 * Gives back what a failed, declined or abandoned payment held: its reserved stock (once: the
 * flag is cleared in the same statement that checks it), its promo code and its canje.
 * Returns whether stock went back (the catalogue cache must then be invalidated).
 */
export async function releasePaymentHolds(tx: Tx, payment: PaymentRow): Promise<boolean> {
  const [unreserved] = await tx
    .update(payments)
    .set({ stock_reserved: false })
    .where(and(eq(payments.id, payment.id), eq(payments.stock_reserved, true)))
    .returning({ id: payments.id });
  if (unreserved) await returnStock(tx, new Map(cartOf(payment).reserved));
  if (payment.promo_code) await releasePromoCode(tx, payment.promo_code, { paymentId: payment.id });
  if (payment.canje_code)
    await releaseHeldRedemption(tx, { userId: payment.user_id, codigo: payment.canje_code });
  return unreserved !== undefined;
}

/**
 * The delivery slot a payment holds a place in (issue 45), for the order its approval creates.
 * The place is counted while the payment is PENDING, so ending it any other way frees it.
 */
export function heldSlotOf(payment: PaymentRow): { held: { inicio: Date; fin: Date } } | null {
  const { entrega_programada_inicio: inicio, entrega_programada_fin: fin } = payment;
  return inicio && fin ? { held: { inicio, fin } } : null;
}
