import { and, eq } from 'drizzle-orm';
import { minutesBetween } from '../../domain/dates';
import { MESSAGES } from '../../domain/messages';
import { normalizeOrderState, parseOrderCode } from '../../domain/orders';
import type { DbOrTx } from '../db/client';
import { orders } from '../db/schema';
import { AppError } from '../http/errors';

/** The spec's "Order lookup for chat" (customer spec §3). */
export interface ChatOrderLookup {
  encontrado: true;
  codigo: string;
  estado: string;
  fecha_entrega: string | null;
  direccion: string;
  total: number;
  minutos_transcurridos: number;
  /** Live orders (DESIGN §8): the step inside pendiente and the handoff chosen. */
  etapa: 'recibido' | 'en_camino';
  entrega_modo: 'apartamento' | 'porteria';
  recibe: string | null;
}

/**
 * One of the caller's orders by its code. Another resident's order answers exactly like a
 * missing one (404), so codes cannot be probed to learn that an order exists.
 */
export async function lookupOwnOrder(
  db: DbOrTx,
  userId: number,
  orderNumber: string,
  now: Date,
): Promise<ChatOrderLookup> {
  const id = parseOrderCode(orderNumber);
  const notFound = new AppError('ORDER_NOT_FOUND', 404, MESSAGES.chat.orderNotFound, undefined, {
    encontrado: false,
  });
  if (id === null) throw notFound;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.user_id, userId)));
  if (!order) throw notFound;
  return {
    encontrado: true,
    codigo: `SUP-${String(order.id).padStart(3, '0')}`,
    estado: normalizeOrderState(order.estado) ?? order.estado,
    fecha_entrega: order.fecha_entrega?.toISOString() ?? null,
    direccion: `Torre ${order.torre_entrega}, piso ${order.piso_entrega}, apartamento ${order.apartamento_entrega}`,
    total: order.total,
    minutos_transcurridos: minutesBetween(order.created_at, now),
    etapa: order.etapa,
    entrega_modo: order.entrega_modo,
    recibe: order.recibe,
  };
}
