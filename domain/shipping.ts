import { BUSINESS } from './business';
import { MESSAGES } from './messages';
import { formatCOP } from './money';
import { err, ok, type Result } from './result';

/** How the customer pays: cash on delivery or any digital method. */
export type PaymentKind = 'efectivo' | 'digital';

/** Shipping fee (DESIGN §5): cash 2.000 under a 15.000 subtotal, free from 15.000; digital free. */
export function shippingFor(subtotal: number, method: PaymentKind): number {
  if (method === 'digital') return BUSINESS.shipping.digitalFee;
  return subtotal >= BUSINESS.shipping.cashFreeFrom ? 0 : BUSINESS.shipping.cashFee;
}

/** The line the calcular-envio answer carries in `mensaje`. */
export function shippingMessage(subtotal: number, method: PaymentKind): string {
  const fee = shippingFor(subtotal, method);
  return fee === 0
    ? MESSAGES.shipping.free
    : MESSAGES.shipping.cashFee(formatCOP(fee), formatCOP(BUSINESS.shipping.cashFreeFrom));
}

/** The store's minimum for a payment kind (cash 5.000, digital 20.000). */
export function minimumOrderFor(method: PaymentKind): number {
  return method === 'digital' ? BUSINESS.minimumOrder.digital : BUSINESS.minimumOrder.cash;
}

/**
 * Minimum order on the product subtotal (before codes and points), the figure the store and the
 * shipping call both work with. An empty cart is refused for either method.
 */
export function checkMinimumOrder(
  subtotal: number,
  method: PaymentKind,
  itemCount: number = subtotal > 0 ? 1 : 0,
): Result<null, 'EMPTY_CART' | 'MINIMUM_ORDER'> {
  if (itemCount <= 0) return err('EMPTY_CART', MESSAGES.minimums.emptyCart);
  const minimum = minimumOrderFor(method);
  if (subtotal < minimum) {
    const amount = formatCOP(minimum);
    return err(
      'MINIMUM_ORDER',
      method === 'digital' ? MESSAGES.minimums.digital(amount) : MESSAGES.minimums.cash(amount),
    );
  }
  return ok(null);
}
