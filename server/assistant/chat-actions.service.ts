import type { ShopSettings } from '../../domain/settings';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_TEXTS, supportLink, type SupportShop } from '../../domain/assistant/texts';
import type { ChatAnswer } from '../../domain/assistant/types';
import { MESSAGES } from '../../domain/messages';
import { orderCode } from '../../domain/orders';
import { REFUND_MESSAGES } from '../../domain/refunds';
import { AppError } from '../http/errors';
import {
  cancelOwnOrder,
  type CancelOwnOrderDeps,
} from '../modules/live-orders/cancel-own-order.service';
import { lookupOwnOrder } from './order-lookup.service';

/**
 * Performs the cancel a resident confirmed in the chat (issue 25) through the very service behind
 * the order's "Cancelar pedido" button, so the rule and its refusals exist once. A refusal is an
 * answer, not an error: on its way → the button's message; already cancelled or delivered (a
 * confirmation sent twice) → says so; not theirs → reads like a missing order.
 */
export async function performChatCancel(
  deps: CancelOwnOrderDeps,
  input: {
    orderId: number;
    userId: number;
    now: Date;
    log: FastifyBaseLogger;
    /** The shop whose WhatsApp a refusal points to (the current settings). */
    shop?: SupportShop;
    /** The settings in force: a scheduled order's lead time (issue 45). */
    settings?: ShopSettings;
  },
): Promise<ChatAnswer> {
  const code = orderCode(input.orderId);
  try {
    const result = await cancelOwnOrder(deps, {
      orderId: input.orderId,
      residentId: input.userId,
      now: input.now,
      log: input.log,
      settings: input.settings,
    });
    // "Listo, cancelé tu pedido …" already says it: keep only what came back and the money.
    const returned = result.message.startsWith(REFUND_MESSAGES.cancelled)
      ? result.message.slice(REFUND_MESSAGES.cancelled.length).trim()
      : result.message;
    return {
      respuesta: CHAT_TEXTS.cancelledByChat(code, returned),
      acciones: [{ tipo: 'pedido_cancelado', pedido_id: input.orderId }],
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'ORDER_NOT_FOUND') return { respuesta: CHAT_TEXTS.orderNotFound(code) };
    if (error.code !== 'ORDER_ON_THE_WAY' && error.code !== 'ORDER_NOT_PENDING') throw error;
    // Two confirmations at once: the second one's guarded UPDATE finds the row already
    // cancelled (on PostgreSQL it reads "on its way"), so the row as it is now says which.
    const order = await lookupOwnOrder(deps.database.db, input.userId, code, input.now);
    if (order.estado === 'pendiente')
      return {
        respuesta: `${MESSAGES.liveOrders.cancelOnTheWay} ${supportLink(code, input.shop)}`,
      };
    return { respuesta: CHAT_TEXTS.cancelDone(code, order.estado) };
  }
}
