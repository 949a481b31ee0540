import { findOrderCodes, normalizeOrderState, orderCode } from '../orders';
import { DEFAULT_SETTINGS, type ShopSettings } from '../settings';
import { orderAnswer } from './shop-answers';
import { CHAT_TEXTS } from './texts';
import type { ChatContext, ChatOrder } from './types';

const NEWEST = /\b(ultimo|ultima)\b/;

/**
 * The caller's orders as they are (issue 25): a named order is answered for that order; a
 * general question speaks of the active orders first, all of them when there are several.
 * Cancelling is an action: order-actions.ts.
 */
export function ordersText(segment: string, ctx: ChatContext, problem: boolean): string {
  const caller = ctx.caller;
  if (!caller) return CHAT_TEXTS.loginForOrders;
  const codes = findOrderCodes(segment);
  const named = codes.map((id) => ({ id, order: caller.orders.find((o) => o.id === id) }));
  const unknown = named.find((n) => !n.order);
  if (unknown) return CHAT_TEXTS.orderNotFound(orderCode(unknown.id));
  const orders = named.map((n) => n.order!);
  if (caller.orders.length === 0) return CHAT_TEXTS.noOrders;

  const active = caller.orders.filter(isActive);
  const chosen =
    orders.length > 0
      ? orders
      : NEWEST.test(segment) || active.length === 0
        ? [caller.orders[0]!]
        : active;
  const shop = ctx.settings ?? DEFAULT_SETTINGS;
  const texts = chosen.map((o) => withSupport(o, ctx.now, problem, shop));
  if (texts.length === 1) return texts[0]!;
  const intro = orders.length > 0 ? '' : `${CHAT_TEXTS.activeOrders(texts.length)}\n`;
  return intro + texts.map((t) => `• ${t}`).join('\n');
}

function isActive(o: ChatOrder): boolean {
  return normalizeOrderState(o.estado) === 'pendiente';
}

function withSupport(order: ChatOrder, now: Date, problem: boolean, shop: ShopSettings): string {
  const answer = orderAnswer(order, now, shop);
  return problem && !answer.support
    ? `${answer.text}\n\n${CHAT_TEXTS.support(orderCode(order.id), shop)}`
    : answer.text;
}
