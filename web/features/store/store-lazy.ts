import { lazyWithRetry } from '../../app/lazy-with-retry';

/** The store's dialogs and widgets whose code loads when they are first needed, not with it. */

// The checkout's dialogs and the payment modal load when needed, not with the store.
export const CheckoutDialogs = lazyWithRetry(() =>
  import('../checkout/checkout-dialogs').then((m) => ({ default: m.CheckoutDialogs })),
);
export const PaymentModal = lazyWithRetry(() =>
  import('../payments/payment-modal').then((m) => ({ default: m.PaymentModal })),
);
export const RecoveredPaymentDialog = lazyWithRetry(() =>
  import('../payments/recovered-payment-dialog').then((m) => ({
    default: m.RecoveredPaymentDialog,
  })),
);
// The closed store's offer of its first slot (issue 45), only while it is closed.
export const FirstSlotOffer = lazyWithRetry(() =>
  import('../checkout/first-slot-offer').then((m) => ({ default: m.FirstSlotOffer })),
);
// The live tracker (issue 13) streams the resident's orders; it loads after the first paint.
export const LiveTracker = lazyWithRetry(() =>
  import('../live-orders/live-tracker').then((m) => ({ default: m.LiveTracker })),
);

// The points box the cart shows (its confirmation is a Radix dialog, kept off the first paint).
const loadPointsRedeemBox = () => import('../points/points-redeem-box');
export const PointsRedeemBox = lazyWithRetry(() =>
  loadPointsRedeemBox().then((m) => ({ default: m.PointsRedeemBox })),
);

// The cart loads on its first open (it stays mounted after, keeping its promo box state), with
// the points box it shows.
export const loadCartModal = () => {
  void loadPointsRedeemBox().catch(() => undefined);
  return import('../cart/cart-modal');
};
export const CartModal = lazyWithRetry(() =>
  loadCartModal().then((m) => ({ default: m.CartModal })),
);
