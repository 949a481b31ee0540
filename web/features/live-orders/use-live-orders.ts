import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import type { OrderView } from '../../../domain/order-views';
import { refetchAfterEvent } from '../../app/query-client';
import { useEventStream, type StreamStatus } from '../../app/use-event-stream';
import { orderQuery, ordersQuery } from '../order-data/orders-api';
import { refreshPoints } from '../points/points-api';
import { revertDeadline } from '../../../domain/delivery-revert';
import {
  applyOrderEvent,
  someDeliveryReverted,
  someOrderCancelled,
  somePointsCredited,
} from './live-orders-cache';
import { SUPPORT_KEYS } from '../support-cases/support-api';
import { residentNotice } from '../../../domain/resident-notices';
import { toast } from '../../ui/toast';
import { isMissingEvent, onMissingEvent } from './missing-live';

/** The toast of one pushed change (issues 40, 41): stages, delivery, a shop's cancellation, a case. */
function announce(event: ResidentOrderEvent, before: OrderView | undefined): void {
  const notice = residentNotice(event, before);
  if (!notice) return;
  // Long enough to read a reason and a refund; the tracker and the detail keep them.
  toast.show(notice.text, { variant: notice.variant, durationMs: 8_000 });
}

/** While the stream is down, the orders are read again this often (DESIGN §8: polling fallback). */
export const POLL_MS = 15_000;
/** The stream opens this long after the page loaded: the first paint's requests go first. */
export const STREAM_START_DELAY_MS = 2_500;

/**
 * The resident's orders, kept live while `live(orders)` says one is worth following: pushed by
 * the stream, polled every 15 s while the stream is down.
 */
export function useLiveOrders(live: (orders: OrderView[] | undefined) => boolean): {
  orders: OrderView[] | undefined;
  status: StreamStatus;
} {
  const orders = useQuery(ordersQuery).data?.pedidos;
  const enabled = live(orders);
  const status = useOrderPush(enabled);
  usePollWhileDown(enabled && status === 'down');
  usePointsAfterCancellation(orders);
  return { orders, status };
}

/**
 * Reads the points again once one of `orders` went from pending to cancelled, however the list
 * learnt it (the stream, a poll, the refetch after the resident's own cancellation): the canje
 * it used is back in "Tus canjes" and its points in the balance. A reverted delivery (issue 23)
 * took its points back, and a delivery credited some (earned, late compensation; issue 40):
 * read them again too.
 */
export function usePointsAfterCancellation(orders: OrderView[] | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(orders);
  useEffect(() => {
    if (
      someOrderCancelled(previous.current, orders) ||
      someDeliveryReverted(previous.current, orders) ||
      somePointsCredited(previous.current, orders)
    )
      refreshPoints(queryClient);
    previous.current = orders;
  }, [orders, queryClient]);
}

/** The polling fallback (DESIGN §8): the orders read again every POLL_MS while `down`. */
export function usePollWhileDown(down: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!down) return;
    const timer = setInterval(
      () =>
        void queryClient.invalidateQueries(
          { queryKey: ordersQuery.queryKey },
          { cancelRefetch: false },
        ),
      POLL_MS,
    );
    return () => clearInterval(timer);
  }, [down, queryClient]);
}

/**
 * GET /api/eventos while `enabled` (a pending order to follow): each pushed change patches the
 * history's cached orders at once; every (re)connection reads them again, so nothing that
 * happened before it is missed.
 */
export function useOrderPush(enabled = true): StreamStatus {
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () => void refetchAfterEvent(queryClient, ordersQuery.queryKey),
    [queryClient],
  );
  const onEvent = useCallback(
    (event: ResidentOrderEvent) => {
      // A missing product (issue 44) carries no order fields: the orders are read again.
      if (isMissingEvent(event)) return onMissingEvent(queryClient, event);
      const history = queryClient.getQueryData(ordersQuery.queryKey);
      const before =
        history?.pedidos.find((o) => o.id === event.pedido_id) ??
        queryClient.getQueryData(orderQuery(event.pedido_id).queryKey);
      announce(event, before);
      if (event.evento === 'caso') {
        // The shop answered a case (issue 40): the badge and the thread read it again, and a
        // credit shows in the header's points at once.
        void queryClient.invalidateQueries({ queryKey: SUPPORT_KEYS.mine });
        if (event.caso?.cambio === 'puntos') refreshPoints(queryClient);
        return;
      }
      const patched = applyOrderEvent(history?.pedidos, event);
      // The event carries all a change touches; only an order not listed yet is read again
      // (re-reading on every event would also cut a read still in flight). An older order
      // beyond the page is read again too: its change moves the stats the server summed.
      if (history && patched)
        queryClient.setQueryData(ordersQuery.queryKey, { ...history, pedidos: patched });
      else refetch();
      patchOrderReadAlone(queryClient, event);
      // Points credited by a delivery (earned or the late compensation) show in the badge.
      if (event.puntos_ganados > 0 || event.puntos_compensacion > 0) refreshPoints(queryClient);
    },
    [queryClient, refetch],
  );
  return useEventStream<ResidentOrderEvent>('/api/eventos', onEvent, {
    enabled,
    startDelayMs: STREAM_START_DELAY_MS,
    onOpen: refetch,
  });
}

/**
 * An older order read by itself (opened by its link, `?pedido=ID`, beyond the history's page)
 * follows the pushed change too, while its detail is open.
 */
export function patchOrderReadAlone(queryClient: QueryClient, event: ResidentOrderEvent): void {
  const { queryKey } = orderQuery(event.pedido_id);
  const alone = queryClient.getQueryData(queryKey);
  const patched = alone ? applyOrderEvent([alone], event)?.[0] : undefined;
  if (patched) queryClient.setQueryData(queryKey, patched);
}

/**
 * Whether any order is still pending, or was delivered recently enough that the shop may still
 * revert it (issue 23): then its changes are worth a live stream.
 */
export function hasPending(
  orders: readonly OrderView[] | undefined,
  now: Date = new Date(),
): boolean {
  return !!orders?.some(
    (o) =>
      o.estado === 'pendiente' ||
      (o.estado === 'entregado' &&
        o.fecha_entrega !== null &&
        revertDeadline(new Date(o.fecha_entrega)).getTime() > now.getTime()),
  );
}
