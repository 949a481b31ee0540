import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import type { CreateOrderAnswer } from '../../../domain/order-views';
import type { CartBreakdown } from '../../../domain/pricing';
import type { DeliveryData } from '../../../domain/schemas/orders';
import type { PaymentKind } from '../../../domain/shipping';
import { SESSION_EXPIRY_REDIRECT_MS } from '../../app/api-client';
import { newIdempotencyKey } from '../../app/idempotency-key';
import { retryImport } from '../../app/lazy-with-retry';
import { useSession } from '../../app/session';
import { toast } from '../../ui/toast';
import type { MissingChoice } from './missing-choice';
import type { CashOrderBody, CheckoutItem } from './order-body';
import type { PriceChange } from './price-change-dialog';
import { ASAP, slotsQuery, type DeliveryWhen } from './slots-api';

export type CheckoutStep =
  | { name: 'closed' }
  | { name: 'delivery'; method: PaymentKind }
  | { name: 'digital' }
  | { name: 'paid'; pedidoId: number; total: number }
  | { name: 'confirm' }
  | { name: 'prices'; change: PriceChange }
  | { name: 'placed'; answer: CreateOrderAnswer };

export interface UseCheckoutOptions<T extends CheckoutItem> {
  items: readonly T[];
  /** The cart's cash breakdown with the applied promo and canje (the cart's own preview). */
  breakdown: CartBreakdown;
  promoCode: string | null;
  canjeCode: string | null;
  /** The server took the order: empty the cart and forget the promo and the canje. */
  onPlaced(answer: CreateOrderAnswer, sent: CashOrderBody): void;
  /** The customer accepted the server's prices: save these lines as the cart. */
  onPricesAccepted(items: T[]): void;
  /** The server refused the cart's prices: refresh the catalogue the cart follows. */
  onPricesChanged?(): void;
  onBackToCart(): void;
}

export interface Checkout {
  step: CheckoutStep;
  /** The delivery data entered in this checkout (null before the delivery step). */
  delivery: DeliveryData | null;
  /** "¿Cuándo lo quieres?" (issue 45): as soon as possible, or the chosen slot. */
  when: DeliveryWhen;
  setWhen(when: DeliveryWhen): void;
  /** The server refused the chosen slot (full, or no longer offered): the delivery step says so. */
  slotError: string | null;
  /** "Si falta algo" (issue 44): set by the delivery step; null before it (the profile's default). */
  missing: MissingChoice | null;
  setMissing(missing: MissingChoice): void;
  /** The server refused the slot of a payment: back to the delivery step with its message. */
  slotRefused(message: string): void;
  submitting: boolean;
  /** The last confirmation got no answer (offline): said in the dialog, which offers a retry. */
  networkError: string | null;
  /** `when`: the slot chosen before (the closed store's offer), else as soon as possible. */
  start(method: PaymentKind, when?: DeliveryWhen): void;
  close(): void;
  /** After the delivery step: cash confirms here, digital opens the secure payment modal. */
  onDeliveryConfirmed(method: PaymentKind, delivery: DeliveryData): void;
  /** The digital payment was approved and became this order. */
  paid(pedidoId: number, total: number): void;
  backToDelivery(): void;
  confirm(): Promise<void>;
  acceptPrices(): void;
  backToCart(): void;
}

/** Steps showing the cart as it is about to be ordered: an emptied cart closes them. */
const OPEN_STEPS: ReadonlySet<CheckoutStep['name']> = new Set(['delivery', 'confirm', 'prices']);

/**
 * The checkout's steps: delivery data → cash confirmation → POST /orders → order placed, with the
 * price-change step on a 409. One Idempotency-Key per order body: a double click or a retry of the
 * same body reuses it, so the server creates one order; a changed body gets a new one.
 */
export function useCheckout<T extends CheckoutItem>(options: UseCheckoutOptions<T>): Checkout {
  const { user, logout, updateUser } = useSession();
  const [step, setStep] = useState<CheckoutStep>({ name: 'closed' });
  const [delivery, setDelivery] = useState<DeliveryData | null>(null);
  const [when, setWhenState] = useState<DeliveryWhen>(ASAP);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [missing, setMissing] = useState<MissingChoice | null>(null);
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [networkError, setNetworkError] = useState<string | null>(null);
  // Refs, not state: a second click arrives before React re-renders the disabled button.
  const inFlight = useRef(false);
  const key = useRef<{ body: string; value: string } | null>(null);
  // A request that got no answer may have made the order: until an answer comes, every retry
  // carries its Idempotency-Key (even if the prices or the address changed meanwhile), so the
  // server returns that order if it exists and never makes a second one.
  const unansweredKey = useRef<string | null>(null);

  // The cart emptied under an open checkout: another tab placed the order or emptied it.
  const emptied = options.items.length === 0 && OPEN_STEPS.has(step.name);
  useEffect(() => {
    if (!emptied || inFlight.current) return;
    setStep({ name: 'closed' });
    toast.info(MESSAGES.offline.cartEmptiedElsewhere);
  }, [emptied]);

  const keyFor = (body: CashOrderBody, newKey: () => string): string => {
    const fingerprint = JSON.stringify(body);
    if (key.current?.body !== fingerprint) {
      key.current = { body: fingerprint, value: newKey() };
    }
    return key.current.value;
  };

  const confirm = async () => {
    if (inFlight.current || !delivery || !user) return;
    if (options.items.length === 0) {
      setStep({ name: 'closed' });
      toast.info(MESSAGES.offline.cartEmpty);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setNetworkError(null);
    // The order's code loads on the first confirmation, keeping the store's first paint small.
    let modules;
    try {
      modules = await retryImport(() =>
        Promise.all([import('./checkout-api'), import('./order-body')]),
      );
    } catch {
      setNetworkError(MESSAGES.offline.orderNetwork);
      inFlight.current = false;
      setSubmitting(false);
      return;
    }
    const [{ orderFailure, postCashOrder }, { buildCashOrder, changedLines }] = modules;
    const body = buildCashOrder({
      items: options.items,
      breakdown: options.breakdown,
      delivery,
      email: user.email,
      promoCode: options.promoCode,
      canjeCode: options.canjeCode,
      slotStart: when.kind === 'slot' ? (when.slot?.inicio ?? null) : null,
      missing,
    });
    const idempotencyKey = unansweredKey.current ?? keyFor(body, newIdempotencyKey);
    try {
      const answer = await postCashOrder(body, idempotencyKey);
      key.current = null;
      unansweredKey.current = null;
      options.onPlaced(answer, body);
      // The order's choice is now the resident's default (the server saved it too).
      if (body.faltantes_preferencia && user.faltantes_preferencia !== body.faltantes_preferencia)
        updateUser({ ...user, faltantes_preferencia: body.faltantes_preferencia });
      setStep({ name: 'placed', answer });
    } catch (error) {
      const failure = orderFailure(error);
      unansweredKey.current = failure.kind === 'network' ? idempotencyKey : null;
      if (failure.kind === 'slot') {
        slotRefused(failure.message);
      } else if (failure.kind === 'network') {
        setNetworkError(failure.message);
      } else if (failure.kind === 'prices') {
        options.onPricesChanged?.();
        const change = { prices: failure.prices, lines: changedLines(body, failure.prices) };
        setStep({ name: 'prices', change });
      } else if (failure.kind === 'session') {
        toast.error(failure.message);
        setStep({ name: 'closed' });
        // The API helper already ends a 401/403 session and goes home after 2 s; do it only once.
        if (!failure.handled) setTimeout(logout, SESSION_EXPIRY_REDIRECT_MS);
      } else {
        toast.error(failure.message);
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  /** The slot went (full, or no longer offered): pick another, from slots read again. */
  const slotRefused = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: slotsQuery.queryKey });
    setWhenState({ kind: 'slot', slot: null });
    setSlotError(message);
    setStep({ name: 'delivery', method: step.name === 'digital' ? 'digital' : 'efectivo' });
  };

  return {
    step,
    delivery,
    when,
    setWhen: (next) => {
      setSlotError(null);
      setWhenState(next);
    },
    slotError,
    slotRefused,
    missing,
    setMissing,
    submitting,
    networkError,
    start: (method, chosen = ASAP) => {
      setDelivery(null);
      setWhenState(chosen);
      setSlotError(null);
      setNetworkError(null);
      unansweredKey.current = null;
      setStep({ name: 'delivery', method });
    },
    close: () => {
      setNetworkError(null);
      setStep({ name: 'closed' });
    },
    onDeliveryConfirmed: (method, data) => {
      setDelivery(data);
      setStep(method === 'efectivo' ? { name: 'confirm' } : { name: 'digital' });
    },
    paid: (pedidoId, total) => setStep({ name: 'paid', pedidoId, total }),
    backToDelivery: () => setStep({ name: 'delivery', method: 'efectivo' }),
    confirm,
    acceptPrices: () => {
      if (step.name !== 'prices') return;
      const { prices } = step.change;
      void import('./order-body').then(({ applyCurrentPrices }) => {
        options.onPricesAccepted(applyCurrentPrices(options.items, prices));
        setStep({ name: 'confirm' });
      });
    },
    backToCart: () => {
      setStep({ name: 'closed' });
      options.onBackToCart();
    },
  };
}
