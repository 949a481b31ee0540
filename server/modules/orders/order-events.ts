import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/** The PostgreSQL channel every order creation and state change is published on. */
export const ORDER_EVENTS_CHANNEL = 'pedidos';

export interface OrderEvent {
  evento: 'creado' | 'estado';
  pedido_id: number;
  user_id: number;
  estado: string;
  total: number;
  torre: number;
}

/**
 * Publishes an order change after its transaction committed, so other instances and live admin
 * screens can react. The order already exists: a failed NOTIFY is logged, never reported as a
 * failed order.
 */
export async function publishOrderEvent(
  database: Database,
  event: OrderEvent,
  log?: FastifyBaseLogger,
): Promise<void> {
  try {
    await database.notify(ORDER_EVENTS_CHANNEL, JSON.stringify(event));
  } catch (error) {
    log?.warn({ err: error, pedido_id: event.pedido_id }, 'order event not published');
  }
}
