import { checkClientTotals } from '../../../domain/pricing';
import { checkPromoApplicable } from '../../../domain/promo';
import { checkMinimumOrder, type PaymentKind } from '../../../domain/shipping';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import {
  currentPrices,
  priceOrderCart,
  type CartRequest,
  type LineSnapshot,
  type PricedCart,
} from './order-cart';
import type { ShopSettings } from '../../../domain/settings';

/** The part of a priced cart a payment keeps until it becomes an order. */
export interface HeldPricing {
  lines: LineSnapshot[];
  subtotal: number;
  promoPercent: number;
  promoDiscount: number;
  pointsDiscount: number;
  shipping: number;
  /** Cash rounding ("Ajuste al peso"); absent in payments held before it existed, and 0 for digital. */
  ajusteRedondeo?: number;
  total: number;
}

/**
 * Prices a checkout from the database and applies every refusal that does not depend on how it
 * is paid: no eligible line for the code, the minimum, a difference with what the browser showed.
 */
export async function priceCheckout(
  tx: Tx,
  input: {
    cart: CartRequest;
    clientTotals?: { subtotal?: number | null; total?: number | null };
    now: Date;
    /** The settings the order is priced with (issue 26); the order keeps the figures. */
    settings?: ShopSettings;
  },
  kind: PaymentKind,
  promoPercent: number | null,
  pointsValue: number | null,
): Promise<PricedCart> {
  const priced = await priceOrderCart(tx, input.cart, {
    method: kind,
    promoPercent,
    pointsValue,
    now: input.now,
    rules: input.settings,
  });
  const { breakdown } = priced;
  if (promoPercent) {
    const applicable = checkPromoApplicable(breakdown.eligibleSubtotal);
    if (!applicable.ok) throw new AppError(applicable.code, 422, applicable.message);
  }
  const minimum = checkMinimumOrder(breakdown.subtotal, kind, breakdown.itemCount, input.settings);
  if (!minimum.ok) throw new AppError(minimum.code, 422, minimum.message);
  const client = {
    ...input.clientTotals,
    lines: [
      ...input.cart.productos.map((l) => ({
        kind: 'producto' as const,
        id: l.id,
        precio: l.precio,
      })),
      ...input.cart.paquetes.map((l) => ({ kind: 'paquete' as const, id: l.id, precio: l.precio })),
    ],
  };
  const same = checkClientTotals(client, breakdown);
  if (!same.ok)
    throw new AppError(same.code, 409, same.message, undefined, { precios: currentPrices(priced) });
  return priced;
}

/** The figures a payment keeps from its priced cart. */
export function heldPricing(priced: PricedCart): HeldPricing {
  const b = priced.breakdown;
  return {
    lines: priced.lines,
    subtotal: b.subtotal,
    promoPercent: b.promoPercent,
    promoDiscount: b.promoDiscount,
    pointsDiscount: b.pointsDiscount,
    shipping: b.shipping,
    ajusteRedondeo: b.cashRounding,
    total: b.total,
  };
}
