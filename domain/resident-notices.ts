import { formatTimeBogota } from './dates';
/**
 * What the resident's open store (or history) says when the shop moves one of their orders or
 * answers one of their cases (issues 40 and 41): one toast per pushed change, in words read from
 * the event and the order as the list holds it. Pure: the browser shows what this returns.
 */
import { cancellationSentence } from './cancel-reasons';
import type { ResidentOrderEvent } from './live-orders';
import { APPROVAL_MESSAGES } from './order-approval';
import { REFUND_MESSAGES } from './refunds';
import { caseNoticeText } from './support/notices';

export interface ResidentNotice {
  text: string;
  variant: 'success' | 'info' | 'error';
}

/** Where a cancelled order's money stands, for the toast and the tracker (null: nothing paid). */
export function cancelMoneySentence(
  order: { metodo_pago: string; total: number },
  reembolso: string | null | undefined,
): string | null {
  if (reembolso === 'pendiente') return REFUND_MESSAGES.willReturn(order.total, order.metodo_pago);
  if (reembolso === 'anulado') return REFUND_MESSAGES.voided(order.total);
  return null;
}

/**
 * The toast one pushed change calls for, or null (a new order, a change the resident made
 * themselves, anything they already see). `order` is the order as listed before the change, for
 * the payment method; without it the money sentence is left out.
 */
export function residentNotice(
  event: ResidentOrderEvent,
  order?: { metodo_pago: string; total: number; estado: string; etapa: string },
): ResidentNotice | null {
  const code = event.codigo;
  if (event.evento === 'caso')
    return event.caso ? { text: caseNoticeText(event.caso, event.pedido_id), variant: 'info' } : null;
  if (event.evento === 'etapa')
    return event.etapa === 'en_camino' && order?.etapa !== 'en_camino'
      ? {
          text: event.entrega_programada
            ? `Tu pedido ${code} va en camino: llega en tu franja de ${slotRange(event.entrega_programada)}`
            : `Tu pedido ${code} va en camino.`,
          variant: 'info',
        }
      : null;
  if (event.evento !== 'estado' || event.por_residente) return null;
  if (event.estado === 'entregado') {
    // A second event of a delivered order (none today) says nothing new.
    if (order && order.estado === 'entregado') return null;
    const late =
      event.puntos_compensacion > 0
        ? ` Llegamos tarde: te abonamos ${event.puntos_compensacion} puntos.`
        : '';
    return { text: `Tu pedido ${code} fue entregado. ¡Gracias!${late}`, variant: 'success' };
  }
  if (event.estado !== 'cancelado') return null;
  if (event.reembolso_estado === 'realizado') {
    return {
      text: `Reembolso realizado: te devolvimos el dinero de ${code}.`,
      variant: 'success',
    };
  }
  if (order && order.estado === 'cancelado') return null;
  const head =
    event.aprobacion === 'rechazado'
      ? `${APPROVAL_MESSAGES.rejected} (${code}).`
      : `La tienda canceló tu pedido ${code}.`;
  const why = event.cancelacion ? ` ${cancellationSentence(event.cancelacion)}` : '';
  const money = order ? cancelMoneySentence(order, event.reembolso_estado) : null;
  return { text: `${head}${why}${money ? ` ${money}` : ''}`, variant: 'error' };
}

/** '6:00 a. m. – 6:30 a. m.' of a slot's ISO instants, in Bogotá (issue 45). */
function slotRange(slot: { inicio: string; fin: string }): string {
  return `${formatTimeBogota(new Date(slot.inicio))} – ${formatTimeBogota(new Date(slot.fin))}`;
}
