import { useEffect, useRef } from 'react';
import type { PaymentInProgress } from './payment-recovery';
import type { ConfirmationApi, ConfirmationOutcome } from './use-payment-confirmation';

export interface PaymentWatchHandlers {
  /** The payment became this order. */
  onApproved(pedidoId: number, total: number): void;
  /** Declined, failed or abandoned: nothing was charged, the cart stays. */
  onFailed(outcome: Exclude<ConfirmationOutcome, { status: 'APPROVED' | 'SLOW' }>): void;
}

/**
 * Issue 22: a payment the resident started is followed until it settles, also once its sheet is
 * closed. While `active` (no sheet watches it), the payment's long wait (the server wakes it on
 * the settlement, from any instance) and then the status checks run, again and again past the
 * slow-payment point, until a verdict — the server abandons a payment after 15 minutes, so this
 * ends. The store adds the live stream on top: a new order carrying this payment's reference.
 */
export function usePaymentWatch(
  payment: PaymentInProgress | null,
  active: boolean,
  handlers: PaymentWatchHandlers,
  api?: ConfirmationApi,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const transactionId = payment?.transactionId ?? null;
  const kind = payment?.metodo === 'CARD' ? 'card' : 'wallet';
  const total = payment?.monto ?? 0;
  useEffect(() => {
    if (!active || transactionId === null) return;
    const controller = new AbortController();
    void (async () => {
      // The confirmation's code is fetched only when a payment is followed: the store's first
      // paint does not carry it (issue 42).
      const { confirmPayment, defaultConfirmationApi } = await import('./use-payment-confirmation');
      if (controller.signal.aborted) return;
      for (;;) {
        const outcome = await confirmPayment(
          transactionId,
          kind,
          api ?? defaultConfirmationApi,
          controller.signal,
        );
        if (controller.signal.aborted || outcome === null) return;
        if (outcome.status === 'APPROVED')
          return latest.current.onApproved(outcome.pedidoId, total);
        if (outcome.status !== 'SLOW') return latest.current.onFailed(outcome);
      }
    })();
    return () => controller.abort();
  }, [active, transactionId, kind, total, api]);
}
