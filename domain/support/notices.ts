/**
 * What a resident is told when the shop acts on one of their support cases (issue 40): the
 * live toast, the Web Push, and when to expect an answer after "Enviar reporte". Pure: the server
 * publishes the change, the store and the push read the same words.
 */
import { closeSentence, formatClock12h } from '../dates';
import { formatCOP } from '../money';
import { orderCode } from '../orders';
import { openingDayWord, nextOpening, isWithinServiceHours, type ServiceHours } from '../service-hours';
import { dayWindowAt } from '../weekly-hours';
import { caseCode } from './cases';

/** What the shop did on a case: each is pushed to the resident as it happens. */
export const CASE_CHANGES = ['respuesta', 'puntos', 'reembolso', 'cerrado'] as const;
export type CaseChange = (typeof CASE_CHANGES)[number];

/** A case change as it travels on the order's event (no text of the thread, no names). */
export interface CaseNotice {
  caso_id: number;
  cambio: CaseChange;
  /** Points credited by this change ('puntos'). */
  puntos?: number;
  /** Pesos marked as refunded by this change ('reembolso'). */
  monto?: number;
}

/** The toast (and the push's body) for one change, naming the case and its order. */
export function caseNoticeText(notice: CaseNotice, pedidoId: number): string {
  const caso = caseCode(notice.caso_id);
  const pedido = orderCode(pedidoId);
  switch (notice.cambio) {
    case 'respuesta':
      return `La tienda respondió tu caso ${caso} del pedido ${pedido}.`;
    case 'puntos':
      return `Te abonamos ${notice.puntos ?? 0} puntos por tu caso ${caso} del pedido ${pedido}.`;
    case 'reembolso':
      return `Te devolvimos ${formatCOP(notice.monto ?? 0)} por tu caso ${caso} del pedido ${pedido}.`;
    case 'cerrado':
      return `La tienda cerró tu caso ${caso} del pedido ${pedido}.`;
  }
}

/** The push's title for a change. */
export function caseNoticeTitle(notice: CaseNotice): string {
  if (notice.cambio === 'puntos') return 'Te abonamos puntos';
  if (notice.cambio === 'reembolso') return 'Te devolvimos dinero';
  if (notice.cambio === 'cerrado') return 'Tu caso quedó cerrado';
  return 'Respuesta a tu caso';
}

/**
 * When the shop will answer a report sent at `now`, from its hours: open now → before today's
 * closing; closed → at the next opening ('mañana a las 6:00 a. m.'); always open → soon.
 */
export function answerExpectation(now: Date, hours: ServiceHours): string {
  if (hours === 'always') return 'Te responderemos en las próximas horas.';
  if (isWithinServiceHours(now, hours)) {
    const window = 'semana' in hours ? dayWindowAt(hours, now) : hours;
    if (window)
      return closeSentence(`Te responderemos hoy, antes de las ${formatClock12h(window.close)}`);
    return 'Te responderemos en las próximas horas.';
  }
  const opening = nextOpening(now, hours);
  if (!opening) return 'Te responderemos en cuanto la tienda vuelva a abrir.';
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Bogota',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(opening);
  return closeSentence(
    `La tienda está cerrada: te responderemos cuando abra, ${openingDayWord(now, opening)} a las ${formatClock12h(clock)}`,
  );
}
