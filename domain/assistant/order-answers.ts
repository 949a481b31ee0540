import { residentMayCancel } from '../live-orders';
import { findOrderCodes, normalizeOrderState, orderCode } from '../orders';
import { orderAnswer } from './shop-answers';
import { CHAT_TEXTS } from './texts';
import type { ChatContext, ChatOrder } from './types';

const CANCEL = /\b(cancelar|cancela|cancelame|cancelen|cancelo|anular|anula|anulen)\b/;
const NEWEST = /\b(ultimo|ultima)\b/;

/**
 * The caller's orders as they are (issue 25): a named order is answered for that order; a
 * general question speaks of the active orders first, all of them when there are several;
 * "cancelar" answers about cancelling under the button's rule (only while recibido).
 */
export function ordersText(segment: string, ctx: ChatContext, problem: boolean): string {
  const caller = ctx.caller;
  if (!caller) return CHAT_TEXTS.loginForOrders;
  const codes = findOrderCodes(segment);
  const named = codes.map((id) => ({ id, order: caller.orders.find((o) => o.id === id) }));
  const unknown = named.find((n) => !n.order);
  if (unknown) return CHAT_TEXTS.orderNotFound(orderCode(unknown.id));
  const orders = named.map((n) => n.order!);
  if (CANCEL.test(segment)) return cancelText(orders, caller.orders);
  if (caller.orders.length === 0) return CHAT_TEXTS.noOrders;

  const active = caller.orders.filter(isActive);
  const chosen =
    orders.length > 0
      ? orders
      : NEWEST.test(segment) || active.length === 0
        ? [caller.orders[0]!]
        : active;
  const promise = ctx.settings?.entrega.promesa_minutos;
  const texts = chosen.map((o) => withSupport(o, ctx.now, problem, promise));
  if (texts.length === 1) return texts[0]!;
  const intro = orders.length > 0 ? '' : `${CHAT_TEXTS.activeOrders(texts.length)}\n`;
  return intro + texts.map((t) => `• ${t}`).join('\n');
}

function isActive(o: ChatOrder): boolean {
  return normalizeOrderState(o.estado) === 'pendiente';
}

function withSupport(order: ChatOrder, now: Date, problem: boolean, promise?: number): string {
  const answer = orderAnswer(order, now, promise);
  return problem && !answer.support
    ? `${answer.text}\n\n${CHAT_TEXTS.support(orderCode(order.id))}`
    : answer.text;
}

/** The button's rule (DESIGN §8, residentMayCancel): the chat explains it and points to the order. */
function cancelText(named: ChatOrder[], all: readonly ChatOrder[]): string {
  const stage = (o: ChatOrder) => ({ estado: o.estado, etapa: o.etapa ?? 'recibido' });
  const target =
    named[0] ??
    (() => {
      const active = all.filter(isActive);
      return active.length === 1 ? active[0] : undefined;
    })();
  if (!target) {
    const cancellable = all.filter((o) => residentMayCancel(stage(o)));
    if (cancellable.length === 0) return CHAT_TEXTS.cancelNone;
    if (cancellable.length === 1) return CHAT_TEXTS.cancelHow(orderCode(cancellable[0]!.id));
    return CHAT_TEXTS.cancelWhich(cancellable.map((o) => orderCode(o.id)).join(', '));
  }
  const code = orderCode(target.id);
  if (residentMayCancel(stage(target))) return CHAT_TEXTS.cancelHow(code);
  const estado = normalizeOrderState(target.estado);
  if (estado === 'pendiente') return CHAT_TEXTS.cancelOnTheWay(code);
  return CHAT_TEXTS.cancelDone(code, estado ?? target.estado);
}
