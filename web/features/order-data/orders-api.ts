import { queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import type { OrderView } from '../../../domain/order-views';
import { ApiError } from '../../app/api-client';
import { historyRequest } from '../../app/session-history';
import { saveOrders } from './saved-orders';

/** The signed-in customer's orders, newest first (GET /orders through the history's 403 rule). */
export const ordersQuery = queryOptions({
  queryKey: ['orders', 'history'],
  queryFn: async ({ signal }) => {
    const body = await historyRequest<unknown>('/orders', { signal });
    const orders = Array.isArray(body) ? (body as OrderView[]) : [];
    saveOrders(orders);
    return orders;
  },
  // An order's state changes while the resident waits for it: read it again on every visit.
  staleTime: 0,
  // The screen offers 'Reintentar'; a silent retry would only delay the message.
  retry: false,
});

/** Whether the history's read failed for want of a connection (not a server's answer). */
export function isConnectionError(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 0) || error instanceof TypeError;
}

/** The history's error text (customer spec §8): 'Error de conexión' offline, else the generic one. */
export function historyErrorMessage(error: unknown): string {
  return isConnectionError(error) ? MESSAGES.orders.connection : MESSAGES.orders.historyError;
}
