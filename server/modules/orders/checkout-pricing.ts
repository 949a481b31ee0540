import { checkOpenCashCeilings, checkOrderCeilings, type OrderSize } from '../../../domain/order-limits';
import { checkClientTotals } from '../../../domain/pricing';
import { checkPromoApplicable } from '../../../domain/promo';
import { DEFAULT_SETTINGS, type ShopSettings } from '../../../domain/settings';
import { checkMinimumOrder, type PaymentKind } from '../../../domain/shipping';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import {
  currentPrices,
  loadOrderCart,
  priceLoadedCart,
  type CartRequest,
  type LineSnapshot,
  type PricedCart,
} from './order-cart';

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

export interface TakenPromo {
  codigo: string;
  descuento: number;
}

export interface CheckoutExtras {
  /** The code the checkout carries, if any (only whether there is one matters before takePromo). */
  promoCode?: string | null;
  /** Consumes that code; called once the cart passed every check that does not depend on it. */
  takePromo(): Promise<TakenPromo | null>;
  pointsValue: number | null;
  /** Cash: the resident's pending cash orders, read under their row lock (issue 46). */
  openCash?: () => Promise<{ count: number; value: number }>;
}

/**
 * Prices a checkout from the database and applies every refusal that does not depend on how it
 * is paid. Everything a code cannot change is refused BEFORE the code is looked at (the cart's
 * products, no line the code could discount, the minimum, the ceilings): otherwise a bad cart
 * answered one way with a real code and another with a made-up one (issue 46, decision 0017).
 * Then the code is taken, the cart priced with it, and compared with what the browser showed.
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
  extras: CheckoutExtras,
): Promise<{ priced: PricedCart; promo: TakenPromo | null }> {
  const loaded = await loadOrderCart(tx, input.cart, input.now);
  const options = { method: kind, pointsValue: extras.pointsValue, now: input.now, rules: input.settings };
  const plain = priceLoadedCart(loaded, { ...options, promoPercent: null });
  const { breakdown } = plain;
  if (extras.promoCode) {
    const applicable = checkPromoApplicable(breakdown.eligibleSubtotal);
    if (!applicable.ok) throw new AppError(applicable.code, 422, applicable.message);
  }
  const minimum = checkMinimumOrder(breakdown.subtotal, kind, breakdown.itemCount, input.settings);
  if (!minimum.ok) throw new AppError(minimum.code, 422, minimum.message);
  await checkCeilings(plain, input.settings?.limites ?? DEFAULT_SETTINGS.limites, extras.openCash);

  const promo = await extras.takePromo();
  const priced = promo ? priceLoadedCart(loaded, { ...options, promoPercent: promo.descuento }) : plain;
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
  const same = checkClientTotals(client, priced.breakdown);
  if (!same.ok)
    throw new AppError(same.code, 409, same.message, undefined, { precios: currentPrices(priced) });
  return { priced, promo };
}

/** The owner's ceilings (domain/order-limits.ts): refused before anything is written or taken. */
async function checkCeilings(
  priced: PricedCart,
  limits: ShopSettings['limites'],
  openCash: CheckoutExtras['openCash'],
): Promise<void> {
  const { subtotal } = orderSizeOf(priced);
  const order = checkOrderCeilings(orderSizeOf(priced), limits);
  if (!order.ok) throw new AppError(order.code, 422, order.message);
  if (!openCash) return;
  const open = checkOpenCashCeilings(await openCash(), subtotal, limits);
  if (!open.ok) throw new AppError(open.code, 422, open.message);
}

/** A priced cart as the ceilings and the approval thresholds read it (packages expanded). */
export function orderSizeOf(priced: PricedCart): OrderSize {
  const lines = [...priced.demand].map(([id, unidades]) => ({ nombre: priced.names.get(id) ?? '', unidades }));
  return { lines, subtotal: priced.breakdown.subtotal };
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
