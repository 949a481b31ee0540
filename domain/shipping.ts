import { MESSAGES } from './messages';
import { formatCOP } from './money';
import { err, ok, type Result } from './result';
import { DEFAULT_SETTINGS, type CommerceRules } from './settings';

/** How the customer pays: cash on delivery or any digital method. */
export type PaymentKind = 'efectivo' | 'digital';

/**
 * Shipping fee (DESIGN §5): cash pays the settings' fee under their free threshold (2.000 under
 * 15.000 by default), free from it; digital free. The server passes the current settings (issue 26).
 */
export function shippingFor(
  subtotal: number,
  method: PaymentKind,
  rules: CommerceRules = DEFAULT_SETTINGS,
): number {
  if (method === 'digital') return 0;
  return subtotal >= rules.envio.gratis_desde ? 0 : rules.envio.tarifa_efectivo;
}

/** The line the calcular-envio answer carries in `mensaje`. */
export function shippingMessage(
  subtotal: number,
  method: PaymentKind,
  rules: CommerceRules = DEFAULT_SETTINGS,
): string {
  const fee = shippingFor(subtotal, method, rules);
  return fee === 0
    ? MESSAGES.shipping.free
    : MESSAGES.shipping.cashFee(formatCOP(fee), formatCOP(rules.envio.gratis_desde));
}

/** The store's minimum for a payment kind (cash 5.000, digital 20.000). */
export function minimumOrderFor(method: PaymentKind, rules: CommerceRules = DEFAULT_SETTINGS): number {
  return method === 'digital' ? rules.minimos.digital : rules.minimos.efectivo;
}

/**
 * Minimum order on the product subtotal (before codes and points), the figure the store and the
 * shipping call both work with. An empty cart is refused for either method.
 */
export function checkMinimumOrder(
  subtotal: number,
  method: PaymentKind,
  itemCount: number = subtotal > 0 ? 1 : 0,
  rules: CommerceRules = DEFAULT_SETTINGS,
): Result<null, 'EMPTY_CART' | 'MINIMUM_ORDER'> {
  if (itemCount <= 0) return err('EMPTY_CART', MESSAGES.minimums.emptyCart);
  const minimum = minimumOrderFor(method, rules);
  if (subtotal < minimum) {
    const amount = formatCOP(minimum);
    return err(
      'MINIMUM_ORDER',
      method === 'digital' ? MESSAGES.minimums.digital(amount) : MESSAGES.minimums.cash(amount),
    );
  }
  return ok(null);
}
