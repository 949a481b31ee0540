import type { QueryClient } from '@tanstack/react-query';
import { ordersQuery } from '../order-data/orders-api';
import { pointsSummaryQuery, refreshPoints, type PointsSummary } from '../points/points-api';

// What an order placed from the store changes in the cached server state.

/**
 * The canje went with the order: it leaves the cart at once, and the balance and "Tus canjes"
 * (where it now reads as used) are read again.
 */
export function forgetUsedCanje(queryClient: QueryClient, codigo: string | undefined): void {
  if (codigo) {
    queryClient.setQueryData<PointsSummary>(pointsSummaryQuery.queryKey, (s) =>
      s ? { ...s, canjes_activos: (s.canjes_activos ?? []).filter((c) => c.codigo !== codigo) } : s,
    );
  }
  refreshPoints(queryClient);
}

/** A new order: the live tracker reads the orders again and starts following it. */
export function followOrders(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey });
}
