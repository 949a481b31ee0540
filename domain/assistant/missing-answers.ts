import { formatTimeBogota } from '../dates';
import { formatCOP } from '../money';
import { orderCode } from '../orders';
import type { MissingMarkState } from '../missing-items/questions';
import { normalize, wordMatches, words } from './normalize';
import type { ChatContext, ChatOrder } from './types';

/** What the assistant knows of a missing product of one of the caller's orders (issue 44). */
export interface ChatMissingItem {
  producto: string;
  faltan: number;
  estado: MissingMarkState;
  reemplazo?: { nombre: string; cantidad: number; precio: number } | null;
  /** An open question's deadline (ISO). */
  vence_en?: string | null;
}

// "¿qué pasó con mi leche?", "no llegó la leche", "¿por qué me cambiaron el pan?"
const ASKS_WHAT_HAPPENED = /\b(paso|pasa|falt\w*|llego|llegaron|reemplaz\w*|cambi\w*|quitar\w*|quitaron|donde|cobr\w*)\b/;
// "La leche llegó dañada" is a complaint about what arrived: the complaints flow takes it.
const DAMAGE = /\b(dañad\w*|danad\w*|vencid\w*|rot[oa]s?|aplastad\w*|podrid\w*|mal estado)\b/;
// Words of a product name that say nothing about which product it is.
const FILLER = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'con', 'sin', 'en', 'x', 'y']);

/** The caller's missing products whose name the message names, newest order first. */
function namedMissing(mensaje: string, orders: readonly ChatOrder[]): Array<{ order: ChatOrder; item: ChatMissingItem }> {
  const typed = words(normalize(mensaje)).filter((w) => w.length >= 3);
  const found: Array<{ order: ChatOrder; item: ChatMissingItem }> = [];
  for (const order of orders) {
    for (const item of order.faltantes ?? []) {
      const nameWords = words(normalize(item.producto)).filter((w) => !FILLER.has(w) && !/\d/.test(w));
      if (nameWords.some((n) => typed.some((t) => wordMatches(t, n)))) found.push({ order, item });
    }
  }
  return found;
}

function sentence(order: ChatOrder, item: ChatMissingItem): string {
  const code = orderCode(order.id);
  const head = `En tu pedido ${code} no encontramos ${item.faltan} de ${item.producto}`;
  const total = `Tu total ahora es ${formatCOP(order.total)}.`;
  const refund =
    order.reembolso && order.reembolso.estado === 'pendiente'
      ? ` Te devolveremos ${formatCOP(order.reembolso.monto)} a tu medio de pago.`
      : '';
  if (item.estado === 'abierta') {
    const until = item.vence_en ? ` (tienes hasta las ${formatTimeBogota(new Date(item.vence_en))})` : '';
    return `${head}. Te estamos preguntando qué prefieres: elige un reemplazo o quítalo en tu pedido${until}. Si no respondes, lo quitamos y no te lo cobramos.`;
  }
  if (item.reemplazo)
    return `${head}: lo reemplazamos por ${item.reemplazo.cantidad} × ${item.reemplazo.nombre} (${formatCOP(item.reemplazo.precio)} c/u). ${total}${refund}`;
  if (item.estado === 'cancelada') return `${head}, y luego el pedido se canceló.`;
  const why = item.estado === 'vencida' ? ' (no alcanzamos a tener tu respuesta)' : '';
  return `${head}: lo quitamos y no te lo cobramos${why}. ${total}${refund}`;
}

/**
 * "¿Qué pasó con mi leche?" (issue 44): when the message names a product the shop did not find
 * in one of the caller's orders and asks what happened, the answer says what was missing and
 * what became of it (asked, replaced by what and at what price, removed), from the order itself.
 * Null when the message is about anything else.
 */
export function missingItemAnswer(mensaje: string, ctx: ChatContext): string | null {
  const orders = ctx.caller?.orders ?? [];
  if (!orders.some((o) => (o.faltantes?.length ?? 0) > 0)) return null;
  const text = normalize(mensaje);
  if (!ASKS_WHAT_HAPPENED.test(text) || DAMAGE.test(text)) return null;
  const named = namedMissing(mensaje, orders);
  if (named.length === 0) return null;
  return named.slice(0, 2).map(({ order, item }) => sentence(order, item)).join('\n\n');
}
