import { residentMayCancel } from '../live-orders';
import { MESSAGES } from '../messages';
import { findOrderCodes, normalizeOrderState, orderCode } from '../orders';
import { normalize } from './normalize';
import { CHAT_TEXTS, supportLink, type SupportShop } from './texts';
import type { ChatAnswer, ChatContext, ChatHistoryEntry, ChatOrder } from './types';

const CANCEL = /\b(cancelar|cancela|cancelame|cancelen|cancelo|cancelarlo|anular|anula|anulen)\b/;
/** "cancelar mi pedido", "anula el SUP-010": a request about one of the caller's orders. */
const OWN_ORDER =
  /\bsup-\d+|\b(mi|mis|el|este|ese|ultimo) (ultimo |ultima )?(pedido|pedidos|orden|domicilio|compra)\b/;
const YES =
  /^(si|sii|sip|si se[nñ]or|claro|claro que si|dale|de una|confirmo|confirmado|ok|okey|listo|hagale|hazlo|cancelalo|cancela|si cancelalo|si cancela|si por favor|si confirmo|yes)\b/;
const NO = /^(no|nop|nope|mejor no|todavia no|aun no|dejalo|no gracias|no lo canceles|cancel no)\b/;

/** The one question the assistant asks before cancelling (issue 25), and how it is read back. */
const CONFIRM_QUESTION = /^¿Confirmas que quieres cancelar el pedido (SUP-\d+)\?$/;

/** "¿puedo cancelar un pedido?": a question about the rule, not about one order. */
export function asksCancelRule(normalised: string): boolean {
  return (
    CANCEL.test(normalised) &&
    !OWN_ORDER.test(normalised) &&
    /\b(un|los|una) (pedido|pedidos|orden|ordenes|compra)\b/.test(normalised)
  );
}

/** The message asks to cancel one of the caller's own orders. */
export function wantsCancel(normalised: string): boolean {
  return CANCEL.test(normalised) && OWN_ORDER.test(normalised);
}

const stage = (o: ChatOrder) => ({ estado: o.estado, etapa: o.etapa ?? 'recibido' });

/**
 * "quiero cancelar mi pedido SUP-010": under the button's rule (residentMayCancel), a cancellable
 * order gets the confirmation question with Sí/No; anything else says why, with the button's own
 * refusal. Nothing changes here: only a "Sí" in the next turn does (confirmedCancel).
 */
export function cancelRequest(
  segment: string,
  ctx: ChatContext,
): { text: string; sugerencias?: string[] } {
  const caller = ctx.caller;
  if (!caller) return { text: CHAT_TEXTS.loginForOrders };
  const named = findOrderCodes(segment);
  // Another resident's order reads exactly like a missing one: nothing is revealed.
  const unknown = named.find((id) => !caller.orders.some((o) => o.id === id));
  if (unknown !== undefined) return { text: CHAT_TEXTS.orderNotFound(orderCode(unknown)) };
  const target =
    named.length > 0
      ? caller.orders.find((o) => o.id === named[0])
      : (() => {
          const active = caller.orders.filter((o) => normalizeOrderState(o.estado) === 'pendiente');
          return active.length === 1 ? active[0] : undefined;
        })();
  if (!target) {
    const cancellable = caller.orders.filter((o) => residentMayCancel(stage(o)));
    if (cancellable.length === 0) return { text: CHAT_TEXTS.cancelNone };
    if (cancellable.length === 1) return confirmQuestion(cancellable[0]!.id);
    const codes = cancellable.map((o) => orderCode(o.id));
    return {
      text: CHAT_TEXTS.cancelWhich(codes.join(', ')),
      sugerencias: codes.slice(0, 4).map((c) => `Cancelar ${c}`),
    };
  }
  return residentMayCancel(stage(target))
    ? confirmQuestion(target.id)
    : { text: refusalOf(target, ctx.settings) };
}

function confirmQuestion(id: number): { text: string; sugerencias: string[] } {
  return { text: CHAT_TEXTS.cancelConfirm(orderCode(id)), sugerencias: ['Sí', 'No'] };
}

/** Why an order cannot be cancelled: on its way is the button's own refusal, word for word. */
export function refusalOf(order: ChatOrder, shop?: SupportShop): string {
  const code = orderCode(order.id);
  const estado = normalizeOrderState(order.estado);
  if (estado === 'pendiente')
    return `${MESSAGES.liveOrders.cancelOnTheWay} ${supportLink(code, shop)}`;
  return CHAT_TEXTS.cancelDone(code, estado ?? order.estado);
}

/** The order the last bot message asked to confirm cancelling, if the caller now answers it. */
export function pendingConfirmation(
  mensaje: string,
  historial: readonly ChatHistoryEntry[],
): { id: number; yes: boolean } | null {
  let lastBot: ChatHistoryEntry | undefined;
  for (let i = historial.length - 1; i >= 0 && !lastBot; i--)
    if (historial[i]!.de === 'bot') lastBot = historial[i];
  const code = lastBot?.texto.match(CONFIRM_QUESTION)?.[1];
  if (!code) return null;
  const reply = normalize(mensaje);
  const yes = YES.test(reply) && !/\bno\b/.test(reply);
  if (!yes && !NO.test(reply)) return null;
  return { id: findOrderCodes(code)[0]!, yes };
}

/**
 * The turn after the question: "Sí" asks the server to cancel (the `cancelar` field, never sent;
 * the server runs the button's service, which decides again), "No" keeps the order. Anything
 * else is a new question and the confirmation lapses.
 */
export function confirmedCancel(
  mensaje: string,
  historial: readonly ChatHistoryEntry[],
  ctx: ChatContext,
): ChatAnswer | null {
  const reply = pendingConfirmation(mensaje, historial);
  if (!reply) return null;
  const code = orderCode(reply.id);
  if (!reply.yes) return { respuesta: CHAT_TEXTS.cancelKept(code) };
  if (!ctx.caller) return { respuesta: CHAT_TEXTS.loginForOrders };
  const order = ctx.caller.orders.find((o) => o.id === reply.id);
  if (!order) return { respuesta: CHAT_TEXTS.orderNotFound(code) };
  // An order never goes back to recibido, so a refusal here holds; a "yes" still goes through
  // the server's service, which decides again on the row (the snapshot may be a moment old).
  if (!residentMayCancel(stage(order))) return { respuesta: refusalOf(order, ctx.settings) };
  return { respuesta: CHAT_TEXTS.cancelling(code), cancelar: reply.id };
}
