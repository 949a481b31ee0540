import { useCallback, useEffect, useRef, useState } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../../domain/order-views';
import { toast } from '../../ui/toast';
import type { Checkout } from '../checkout/use-checkout';
import { ordersQuery } from '../order-data/orders-api';
import {
  claimOrderToShow,
  markOrderShown,
  useRecoverPayments,
  type PaymentInProgress,
} from '../payments/payment-recovery';
import { useRecoverRedirectedPayment } from '../payments/redirected-payment';
import { usePaymentWatch } from '../payments/use-payment-watch';

const ordersHash = hashKey(ordersQuery.queryKey);

export interface StorePaymentsInput {
  /** The resident's orders as cached (kept live by the tracker's stream while it follows). */
  orders: readonly OrderView[] | undefined;
  checkout: Checkout;
  /** An order was made from a payment: the cart, the code and the canje go; stock is read again. */
  onOrderMade(): void;
}

/**
 * The store's digital payments (issues 15 and 22): the payment the resident started is followed
 * until it settles, wherever its sheet is. The payment modal watches it while it shows it; once
 * closed (Escape) the store does — the payment's long wait and status checks, plus the live
 * stream: the new order carrying its reference. Approved, the order is shown (once per resident,
 * and only while it is still pending) and the cart emptied; declined, the resident is told and
 * the cart stays. Meanwhile the cart says a payment is waiting instead of offering another.
 */
export function useStorePayments({ orders, checkout, onOrderMade }: StorePaymentsInput) {
  const [pending, setPending] = useState<PaymentInProgress | null>(null);
  // The recovery sheet ("Tienes un pago en curso"): on load, or "Ver" in the cart.
  const [sheet, setSheet] = useState<PaymentInProgress | null>(null);
  const [modalWatching, setModalWatching] = useState(false);
  const handled = useRef(new Set<number>());
  const latest = useRef({ checkout, onOrderMade });
  useEffect(() => {
    latest.current = { checkout, onOrderMade };
  });

  /** Every path that learns of an approval ends here; an order is handled once. */
  const approved = useCallback((pedidoId: number, total: number, show: boolean) => {
    setPending(null);
    setModalWatching(false);
    setSheet(null);
    if (handled.current.has(pedidoId)) return;
    handled.current.add(pedidoId);
    latest.current.onOrderMade();
    if (show) latest.current.checkout.paid(pedidoId, total);
  }, []);

  useRecoverPayments({
    onApproved: (id, total) => approved(id, total, true),
    onPending: (payment) => {
      setPending(payment);
      setSheet(payment);
    },
  });
  useRecoverRedirectedPayment((pedidoId, total) => {
    if (claimOrderToShow(pedidoId)) approved(pedidoId, total, true);
  });

  const modalOpen = checkout.step.name === 'digital';
  usePaymentWatch(pending, pending !== null && sheet === null && !(modalOpen && modalWatching), {
    onApproved: (pedidoId, total) => approved(pedidoId, total, claimOrderToShow(pedidoId)),
    onFailed: () => {
      setPending(null);
      // The payment words load with the payment screens, not with the store (issue 42).
      void import('../../../domain/payment-messages').then(({ PAYMENT_MESSAGES }) =>
        toast.error(PAYMENT_MESSAGES.pendingDeclined),
      );
    },
  });

  // The live stream: the order this payment became arrives in the cached orders (the tracker
  // patches or reads them again on each pushed event).
  const queryClient = useQueryClient();
  const referencia = pending?.referencia ?? null;
  useEffect(() => {
    if (!referencia) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== ordersHash) return;
      const list = queryClient.getQueryData(ordersQuery.queryKey)?.pedidos;
      const order = list?.find((o) => o.payment_reference === referencia);
      if (order) approved(order.id, order.total, claimOrderToShow(order.id));
    });
  }, [referencia, queryClient, approved]);

  // The confirmation follows its order: once delivered or cancelled it is no longer current.
  const shownId = checkout.step.name === 'paid' ? checkout.step.pedidoId : null;
  const shownState = orders?.find((o) => o.id === shownId)?.estado;
  useEffect(() => {
    if (shownState && shownState !== 'pendiente') latest.current.checkout.close();
  }, [shownState]);

  return {
    /** The payment waiting for its verdict (the cart says so), or null. */
    pending,
    sheet,
    openSheet: () => setSheet(pending),
    closeSheet: () => setSheet(null),
    /** The recovery sheet saw a decline: the cart may pay again. */
    sheetFailed: () => setPending(null),
    sheetApproved: (pedidoId: number, total: number) => {
      // Another tab may have shown this order already: then only the cart goes.
      approved(pedidoId, total, claimOrderToShow(pedidoId));
    },
    /** The payment modal's reports about the payment it started. */
    modal: {
      onPaymentStarted: (payment: PaymentInProgress) => {
        setPending(payment);
        setModalWatching(true);
      },
      onStopWatching: () => setModalWatching(false),
      onPaymentFailed: () => {
        setPending(null);
        setModalWatching(false);
      },
      onApproved: (pedidoId: number, total: number) => {
        markOrderShown(pedidoId);
        approved(pedidoId, total, true);
      },
    },
  };
}

export type StorePayments = ReturnType<typeof useStorePayments>;
