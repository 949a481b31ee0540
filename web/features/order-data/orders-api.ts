import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import {
  EMPTY_TALLY,
  ORDER_HISTORY_MAX,
  ORDER_HISTORY_PAGE,
  type OrderHistoryPage,
} from '../../../domain/order-history';
import type { OrderView } from '../../../domain/order-views';
import { ApiError } from '../../app/api-client';
import { historyRequest } from '../../app/session-history';
import { saveOrders } from './saved-orders';

// How many of the newest orders the history reads: one page, grown by "Ver más pedidos". Kept
// for the tab's life so that every later read (a pushed event, a poll) keeps what was shown.
let historyLimit = ORDER_HISTORY_PAGE;

/**
 * A page as the server answered it. A plain list is read as a whole history: an instance not
 * yet restarted on this version ignores `limite` (a rolling restart, issue 27).
 */
export function toHistoryPage(body: unknown): OrderHistoryPage {
  if (Array.isArray(body)) return { pedidos: body as OrderView[], anteriores: EMPTY_TALLY };
  const page = body as Partial<OrderHistoryPage> | null;
  return {
    pedidos: Array.isArray(page?.pedidos) ? page.pedidos : [],
    anteriores: page?.anteriores ?? EMPTY_TALLY,
  };
}

/**
 * The signed-in customer's newest orders, newest first, and the older ones summed (GET
 * /orders?limite=N through the history's 403 rule).
 */
export const ordersQuery = queryOptions({
  queryKey: ['orders', 'history'],
  queryFn: async ({ signal }): Promise<OrderHistoryPage> => {
    const body = await historyRequest<unknown>(`/orders?limite=${historyLimit}`, { signal });
    const page = toHistoryPage(body);
    saveOrders(page);
    return page;
  },
  // An order's state changes while the resident waits for it: read it again on every visit.
  staleTime: 0,
  // The screen offers 'Reintentar'; a silent retry would only delay the message.
  retry: false,
});

/**
 * One of the customer's own orders by its number (GET /api/pedidos/:id): a notification's link
 * may name an order beyond the history's loaded page. Read only for such an order.
 */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: ['orders', 'one', id],
    queryFn: ({ signal }) => historyRequest<OrderView>(`/api/pedidos/${id}`, { signal }),
    staleTime: 0,
    retry: false,
  });

/** "Ver más pedidos": the history reads one page more of its older orders. */
export function showMoreOrders(queryClient: QueryClient): Promise<void> {
  historyLimit = Math.min(ORDER_HISTORY_MAX, historyLimit + ORDER_HISTORY_PAGE);
  return queryClient.refetchQueries({ queryKey: ordersQuery.queryKey });
}

/** Back to one page (a test's fresh start; signing out keeps no orders anyway). */
export function resetHistoryLimit(): void {
  historyLimit = ORDER_HISTORY_PAGE;
}

/** Whether the history's read failed for want of a connection (not a server's answer). */
export function isConnectionError(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 0) || error instanceof TypeError;
}

/** The history's error text (customer spec §8): 'Error de conexión' offline, else the generic one. */
export function historyErrorMessage(error: unknown): string {
  return isConnectionError(error) ? MESSAGES.orders.connection : MESSAGES.orders.historyError;
}
