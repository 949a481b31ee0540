import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AdminOrderCounts } from '../../../domain/admin-views';
import type { AdminOrderView } from '../../../domain/order-views';
import type { OrderStateFilter } from '../../../domain/orders';
import { refetchAfterEvent } from '../../app/query-client';
import { apiRequest, getPage, queryString } from '../admin/admin-api';
import { ADMIN_ORDERS_KEY } from '../admin-alerts/admin-alerts';

export const AUTO_REFRESH_MS = 15_000;
export const BOARD_KEY = ADMIN_ORDERS_KEY;

/**
 * The board's pages (cursor paging) and counts; `auto` refreshes both every 15 s. Manual freezes
 * them (no timer, no refetch on reconnect): only `refresh` reads them again.
 */
export function useOrderBoard(estado: OrderStateFilter, torre: number | null, auto: boolean) {
  const interval = auto ? AUTO_REFRESH_MS : false;
  const orders = useInfiniteQuery({
    queryKey: [...BOARD_KEY, 'lista', estado, torre],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getPage<AdminOrderView>(
        `/api/admin/pedidos${queryString({ estado, torre, cursor: pageParam, limite: 30 })}`,
        signal,
      ),
    getNextPageParam: (last) => last.next,
    refetchInterval: interval,
    refetchOnReconnect: auto,
  });
  const counts = useQuery({
    queryKey: [...BOARD_KEY, 'conteos', estado, torre],
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderCounts>(
        'GET',
        `/api/admin/pedidos/conteos${queryString({ estado, torre })}`,
        undefined,
        { signal },
      ),
    refetchInterval: interval,
  });
  const client = useQueryClient();
  const refresh = useCallback(() => refetchAfterEvent(client, BOARD_KEY), [client]);
  const rows = orders.data?.pages.flatMap((p) => p.rows) ?? [];
  return { orders, counts, rows, refresh };
}

/**
 * The "Programados" lane's own list (issue 45): the scheduled orders still waiting for their slot,
 * by slot, paged like the board. Under the board's key, so every refresh of the board (its timer,
 * the admin events, "Actualizar") reads it again too.
 */
export function useScheduledOrders(torre: number | null, auto: boolean) {
  const orders = useInfiniteQuery({
    queryKey: [...BOARD_KEY, 'programados', torre],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getPage<AdminOrderView>(
        `/api/admin/pedidos${queryString({ estado: 'programado', torre, cursor: pageParam, limite: 30 })}`,
        signal,
      ),
    getNextPageParam: (last) => last.next,
    refetchInterval: auto ? AUTO_REFRESH_MS : false,
    refetchOnReconnect: auto,
  });
  return { orders, rows: orders.data?.pages.flatMap((p) => p.rows) ?? [] };
}
