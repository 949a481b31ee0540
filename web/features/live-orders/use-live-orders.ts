import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import type { OrderView } from '../../../domain/order-views';
import { useEventStream, type StreamStatus } from '../../app/use-event-stream';
import { ordersQuery } from '../orders/orders-api';
import { applyOrderEvent } from './live-orders-cache';

/** While the stream is down, the orders are read again this often (DESIGN §8: polling fallback). */
export const POLL_MS = 15_000;

/**
 * The resident's orders kept live: GET /api/eventos patches the history's cached orders as
 * the admin moves them (and reads them again to stay exact); without a stream, polling.
 */
export function useLiveOrders(): { orders: OrderView[] | undefined; status: StreamStatus } {
  const status = useOrderPush();
  const orders = useQuery({
    ...ordersQuery,
    refetchInterval: status === 'live' ? false : POLL_MS,
  });
  return { orders: orders.data, status };
}

/** The stream alone: each pushed change lands in the history's cached orders. */
export function useOrderPush(): StreamStatus {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: ResidentOrderEvent) => {
      const patched = applyOrderEvent(
        queryClient.getQueryData<OrderView[]>(ordersQuery.queryKey),
        event,
      );
      if (patched) queryClient.setQueryData(ordersQuery.queryKey, patched);
      void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey });
    },
    [queryClient],
  );
  return useEventStream<ResidentOrderEvent>('/api/eventos', onEvent);
}
