import { orderCode } from '../orders';
import { SUPPORT_MESSAGES } from '../support/messages';
import { CASE_REASON_LABELS, checkReasonForOrder, type CaseReason } from '../support/cases';
import { normalize } from './normalize';
import { itemsNamedIn, orderHolds } from './complaint-items';
import type { SupportCaseView } from '../support/views';
import type { ChatAnswer, ChatContext, ChatHistoryEntry, ChatOrder } from './types';

type ComplaintAnswer = ChatAnswer;

/**
 * Complaints become support cases from the chat (issue 25, decision 0013): "llegó incompleto /
 * vencido / me cobraron dos veces / quiero poner una queja" asks which order (or takes the named
 * one) and what happened, then asks one confirmation; the "sí" answer carries the case for the
 * server to record (`caso`, never sent). The engine keeps no state: each step reads the last bot
 * question, whose wording is the flow's memory, so the markers below must stay in the texts.
 */
const REASONS: Array<[CaseReason, RegExp]> = [
  ['cobro_doble', /\b(cobr\w* (dos veces|doble|de mas)|doble cobro|cobro doble|cobro de mas)\b/],
  ['vencido', /\b(vencid[oa]s?|caducad[oa]s?|expirad[oa]s?)\b/],
  [
    'danado',
    /\b(da[nñ]ad[oa]s?|rot[oa]s?|aplastad[oa]s?|podrid[oa]s?|mal estado|derramad[oa]s?)\b/,
  ],
  ['incompleto', /\b(incomplet[oa]s?|falto|faltaron|faltan)\b/],
];
const COMPLAINT =
  /\b(queja|quejas|quejarme|reclamo|reclamar|reportar un problema|poner un reclamo)\b/;
/** "¿respondieron mi queja?": the caller's cases, read by the server. */
const CASE_STATUS =
  /\b(mi|mis|de mi|la|las) (queja|quejas|reclamo|reclamos)\b|\bmis? (caso|casos|reporte|reportes)\b|\bcaso-\d+/;
const YES = /^(si|sii|claro|dale|confirmo|de una|correcto|ok|okay|listo|registralo|hazlo)\b/;
const NO = /^(no|nop|mejor no|cancela|dejalo)\b/;

export const COMPLAINT_TEXTS = {
  askWhat:
    'Siento el inconveniente. Cuéntame qué pasó con tu pedido (por ejemplo: llegó incompleto, un producto vencido o un cobro doble).',
  askOrder: (list: string) =>
    `Siento el inconveniente. ¿Sobre cuál pedido es tu queja? Tus pedidos: ${list}.`,
  /** The item named is in none of the delivered orders: never guess one (issue 43). */
  askOrderNotHeld: (item: string, list: string) =>
    `Siento el inconveniente. ¿Sobre cuál pedido es tu queja? No veo «${item}» en tus pedidos entregados: ${list}.`,
  confirm: (code: string, reason: CaseReason, text: string) =>
    `Voy a registrar un caso sobre tu pedido ${code} (${CASE_REASON_LABELS[reason]}): «${text}». ¿Lo registro? Responde «sí» para confirmar.`,
  login: 'Para registrar tu queja necesito que inicies sesión.',
  noOrders: 'No encuentro pedidos en tu cuenta sobre los que registrar una queja.',
  noDelivered:
    'No encuentro pedidos entregados en tu cuenta. Si el problema es con un cobro o una entrega en curso, cuéntamelo así.',
  dropped: 'Listo, no registré ningún caso. Si necesitas algo más, aquí estoy.',
  /** Replaced by the server with the case it recorded (or its refusal). */
  recording: 'Registrando tu caso…',
  /** Replaced by the server with the caller's cases. */
  whereCases:
    'Tus casos de soporte y las respuestas de la tienda están en el detalle de cada pedido, en tu historial.',
  recorded: (caseCode: string, code: string) =>
    `Registré tu caso ${caseCode} sobre el pedido ${code}. La tienda te responderá y verás la respuesta en el detalle del pedido, en tu historial, o preguntándome «¿respondieron mi queja?».`,
  noCases: 'No tienes casos de soporte. Si algo salió mal con un pedido, cuéntame qué pasó.',
  caseOpen: (caseCode: string, code: string) =>
    `Tu caso ${caseCode} sobre el pedido ${code} está abierto: la tienda aún no responde. Verás la respuesta en tu historial.`,
  caseReplied: (caseCode: string, code: string, reply: string, closed: boolean) =>
    `La tienda respondió tu caso ${caseCode} sobre el pedido ${code}${closed ? ' (caso cerrado)' : ''}: «${reply}»`,
} as const;

/** "¿respondieron mi queja?": the newest case still open, else the newest; its last reply. */
export function casesStatusText(cases: readonly SupportCaseView[]): string {
  const kase = cases.find((c) => c.estado !== 'cerrado') ?? cases[0];
  if (!kase) return COMPLAINT_TEXTS.noCases;
  const reply = [...kase.mensajes].reverse().find((m) => m.autor === 'tienda');
  if (!reply) return COMPLAINT_TEXTS.caseOpen(kase.codigo, kase.pedido.codigo);
  return COMPLAINT_TEXTS.caseReplied(
    kase.codigo,
    kase.pedido.codigo,
    reply.texto,
    kase.estado === 'cerrado',
  );
}

/** Words of product names that name nothing by themselves. */
const NAME_FILLERS = new Set([
  'con',
  'sin',
  'del',
  'las',
  'los',
  'por',
  'para',
  'und',
  'kit',
  'pack',
  'x',
]);

/** The order lines a complaint names ("el yogurt llegó vencido" → the yogurt's line). */
export function linesNamedIn(
  text: string,
  lines: readonly { id: number; nombre: string }[],
): number[] {
  const said = new Set(normalize(text).split(' '));
  const named = (w: string) =>
    w.length >= 3 && !/\d/.test(w) && !NAME_FILLERS.has(w) && said.has(w);
  return lines.filter((l) => normalize(l.nombre).split(' ').some(named)).map((l) => l.id);
}

const ASK_WHAT = /^Siento el inconveniente\. Cuéntame qué pasó con tu pedido/;
const ASK_ORDER = /^Siento el inconveniente\. ¿Sobre cuál pedido es tu queja\?/;
const CONFIRM =
  /^Voy a registrar un caso sobre tu pedido (SUP-\d+) \((.+?)\): «([\s\S]*)»\. ¿Lo registro\?/;

function reasonOf(text: string): CaseReason | null {
  return REASONS.find(([, re]) => re.test(text))?.[0] ?? null;
}

function lastBot(historial: readonly ChatHistoryEntry[]): { text: string; index: number } | null {
  for (let i = historial.length - 1; i >= 0; i--) {
    const h = historial[i]!;
    if (h.de === 'bot') return { text: h.texto, index: i };
  }
  return null;
}

/** Whether answering this message needs the caller's orders because a complaint is under way. */
export function complaintUnderway(historial: readonly ChatHistoryEntry[]): boolean {
  const bot = lastBot(historial)?.text ?? '';
  return ASK_WHAT.test(bot) || ASK_ORDER.test(bot) || CONFIRM.test(bot);
}

/** Whether a message is a complaint or a question about the caller's cases. */
export function isComplaint(mensaje: string): boolean {
  const text = normalize(mensaje);
  return reasonOf(text) !== null || COMPLAINT.test(text) || CASE_STATUS.test(text);
}

/** The complaint step this message is, or null when it is not about a complaint. */
export function complaintStep(
  mensaje: string,
  historial: readonly ChatHistoryEntry[],
  ctx: ChatContext,
): ComplaintAnswer | null {
  const text = normalize(mensaje);
  const bot = lastBot(historial);
  const confirm = bot?.text.match(CONFIRM);
  if (confirm) {
    if (NO.test(text)) return { respuesta: COMPLAINT_TEXTS.dropped };
    if (YES.test(text)) {
      const reason = (Object.keys(CASE_REASON_LABELS) as CaseReason[]).find(
        (r) => CASE_REASON_LABELS[r] === confirm[2],
      );
      const id = Number(confirm[1]!.slice(4));
      if (reason && id > 0)
        return {
          respuesta: COMPLAINT_TEXTS.recording,
          caso: { pedido_id: id, motivo: reason, descripcion: confirm[3]!.slice(0, 1000) },
        };
    }
    return null;
  }
  if (bot && ASK_ORDER.test(bot.text)) {
    const original = [...historial.slice(0, bot.index)].reverse().find((h) => h.de === 'usuario');
    const picked = pickOrder(mensaje, ctx.caller?.orders ?? []);
    // The answer may name an order not yet delivered: the same rule as a named one (issue 40).
    if (original && picked && !checkReasonForOrder('otro', stateOf(picked)).ok)
      return { respuesta: `${orderCode(picked.id)}: ${SUPPORT_MESSAGES.notDelivered}` };
    if (original && picked) return confirmFor(picked, original.texto);
  }
  if (bot && ASK_WHAT.test(bot.text)) return startComplaint(mensaje, ctx, reasonOf(text) ?? 'otro');

  if (
    CASE_STATUS.test(text) &&
    reasonOf(text) === null &&
    !/\b(poner|hacer|registrar|presentar)\b/.test(text)
  )
    return { respuesta: COMPLAINT_TEXTS.whereCases, consultaCasos: true };
  const reason = reasonOf(text);
  if (reason) return startComplaint(mensaje, ctx, reason);
  if (COMPLAINT.test(text)) {
    // Only "quiero poner una queja": ask what happened first.
    const rest = text
      .replace(COMPLAINT, ' ')
      .replace(/\b(quiero|necesito|poner|hacer|una|un|por favor|tengo|presentar)\b/g, ' ');
    if (
      rest
        .trim()
        .split(/\s+/)
        .filter((w) => w.length > 2).length < 2
    )
      return ctx.caller
        ? { respuesta: COMPLAINT_TEXTS.askWhat }
        : { respuesta: COMPLAINT_TEXTS.login };
    return startComplaint(mensaje, ctx, 'otro');
  }
  return null;
}

function startComplaint(mensaje: string, ctx: ChatContext, reason: CaseReason): ComplaintAnswer {
  if (!ctx.caller) return { respuesta: COMPLAINT_TEXTS.login };
  const orders = ctx.caller.orders;
  if (orders.length === 0) return { respuesta: COMPLAINT_TEXTS.noOrders };
  const named = pickOrder(mensaje, orders);
  if (named && !checkReasonForOrder(reason, stateOf(named)).ok)
    return { respuesta: `${orderCode(named.id)}: ${SUPPORT_MESSAGES.notDelivered}` };
  if (named) return confirmFor(named, mensaje, reason);
  const fits = orders.filter((o) => checkReasonForOrder(reason, stateOf(o)).ok);
  if (fits.length === 0) return { respuesta: COMPLAINT_TEXTS.noDelivered };
  const items = fits.some((o) => o.lineas !== undefined) ? itemsNamedIn(mensaje, ctx) : [];
  if (items.length > 0) {
    // The item names the order when the orders' lines are known: the one that held it, or the
    // question when none (or several) did; a single delivered order is no guess either.
    const holding = fits.filter((o) => items.some((item) => orderHolds(o, item)));
    if (holding.length === 1) return confirmFor(holding[0]!, mensaje, reason);
    if (holding.length === 0) {
      const codes = fits.slice(0, 4).map((o) => orderCode(o.id));
      return {
        respuesta: COMPLAINT_TEXTS.askOrderNotHeld(items[0]!.typed, codes.join(', ')),
        sugerencias: codes,
      };
    }
    return askOrderAmong(holding);
  }
  if (fits.length === 1) return confirmFor(fits[0]!, mensaje, reason);
  return askOrderAmong(fits);
}

function askOrderAmong(fits: readonly ChatOrder[]): ComplaintAnswer {
  const codes = fits.slice(0, 4).map((o) => orderCode(o.id));
  return { respuesta: COMPLAINT_TEXTS.askOrder(codes.join(', ')), sugerencias: codes };
}

function confirmFor(order: ChatOrder, description: string, reason?: CaseReason): ComplaintAnswer {
  const motivo = reason ?? reasonOf(normalize(description)) ?? 'otro';
  const clean = description.replace(/[«»]/g, '"').trim().slice(0, 300);
  return {
    respuesta: COMPLAINT_TEXTS.confirm(orderCode(order.id), motivo, clean),
    sugerencias: ['Sí', 'No'],
  };
}

function stateOf(order: ChatOrder): string {
  return order.estado === 'pendiente_efectivo' ? 'pendiente' : order.estado;
}

/** "SUP-012", "el 12" or "12" among the caller's own orders. */
function pickOrder(mensaje: string, orders: readonly ChatOrder[]): ChatOrder | null {
  const code =
    mensaje.match(/SUP-(\d{1,9})/i)?.[1] ?? mensaje.match(/^\s*(?:el\s+)?(\d{1,9})\s*$/i)?.[1];
  if (!code) return null;
  return orders.find((o) => o.id === Number(code)) ?? null;
}
