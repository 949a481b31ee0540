import type { QueryClient } from '@tanstack/react-query';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { orderCode } from '../../../domain/orders';
import type { OrderView } from '../../../domain/order-views';
import { refetchAfterEvent } from '../../app/query-client';
import { toast } from '../../ui/toast';
import { orderQuery, ordersQuery } from '../order-data/orders-api';

/** The stream's `evento: 'faltante'` (issue 44): a line marked, a question opened, answered or closed. */
export const isMissingEvent = (event: ResidentOrderEvent): boolean => event.evento === 'faltante';

// Screens that open the question's sheet themselves (the store's tracker): there a toast would
// only cover the sheet's answers on a phone, so it is said once, by the sheet.
let sheetHosts = 0;

/** A screen that opens the question's sheet; returns the function that unregisters it. */
export function hostQuestionSheet(): () => void {
  sheetHosts += 1;
  return () => void (sheetHosts -= 1);
}

/**
 * The event carries no lines nor money: the orders are read again (the new lines, the question
 * and the recomputed total). A question just opened is announced: by the tracker's sheet, else
 * (another screen) by a toast.
 */
export function onMissingEvent(client: QueryClient, event: ResidentOrderEvent): void {
  void refetchAfterEvent(client, ordersQuery.queryKey);
  if (client.getQueryData(orderQuery(event.pedido_id).queryKey))
    void client.invalidateQueries({ queryKey: orderQuery(event.pedido_id).queryKey });
  if (event.faltante?.estado === 'abierta' && sheetHosts === 0)
    toast.show(`Falta un producto de tu pedido ${orderCode(event.pedido_id)}: elige qué hacemos.`, {
      variant: 'info',
      durationMs: 8_000,
    });
}

/** An order as the server answered it, put in the history and in its own read. */
export function patchOrder(client: QueryClient, order: OrderView): void {
  const history = client.getQueryData(ordersQuery.queryKey);
  if (history)
    client.setQueryData(ordersQuery.queryKey, {
      ...history,
      pedidos: history.pedidos.map((o) => (o.id === order.id ? order : o)),
    });
  if (client.getQueryData(orderQuery(order.id).queryKey))
    client.setQueryData(orderQuery(order.id).queryKey, order);
}
