import { bogotaParts, formatDateTimeBogota, formatClock12h, minutesBetween } from '../dates';
import { formatCOP } from '../money';
import { orderCode, normalizeOrderState } from '../orders';
import { levelFor, levelTable, type Level, type RedemptionOption } from '../points';
import { DEFAULT_SETTINGS, type ShopSettings } from '../settings';
import { shopFactTexts } from './shop-facts';
import { refundSentence } from '../refunds';
import {
  isWithinServiceHours,
  nextOpening,
  openingDayWord,
  publishedHours,
  type ServiceHours,
} from '../service-hours';
import { slotLabel } from '../scheduling/slots';
import { CHAT_TEXTS } from './texts';
import type { ChatCaller, ChatOrder } from './types';

/**
 * Open now or not, and when it opens: the checkout's own service-hours rule, worded as the pages
 * print the same window (publishedHours), so the assistant never says other hours than they do.
 */
export function hoursAnswer(now: Date, hours: ServiceHours): string {
  const published = publishedHours(hours);
  if (hours === 'always' || isWithinServiceHours(now, hours))
    return CHAT_TEXTS.openNow(published.oracion);
  const opening = nextOpening(now, hours);
  if (!opening) return CHAT_TEXTS.closedNoOpening;
  const p = bogotaParts(opening);
  const clock = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  return CHAT_TEXTS.closedNow(published.frase, openingDayWord(now, opening), formatClock12h(clock));
}

/** The caller's balance and level, or the program's rules when nobody is signed in. */
export function pointsAnswer(
  caller: ChatCaller | null,
  settings: ShopSettings = DEFAULT_SETTINGS,
  redemption?: readonly RedemptionOption[],
): string {
  const program = shopFactTexts(settings).pointsProgram(redemption);
  if (!caller) return program;
  const level = levelFor(caller.puntos_totales, settings.puntos);
  const next: Level | null = level === 'BRONCE' ? 'PLATA' : level === 'PLATA' ? 'ORO' : null;
  const toNext = next
    ? { level: next, missing: levelTable(settings.puntos)[next].min - caller.puntos_totales }
    : null;
  return `${CHAT_TEXTS.pointsBalance(caller.puntos_disponibles, level, toNext)} ${program}`;
}

export interface OrderAnswer {
  text: string;
  /** True when the answer already points to support (late or cancelled). */
  support: boolean;
}

/**
 * An order's state in words with the spec's timing (customer spec §9): pending for more than
 * the shop's current promise is late and support (the shop's WhatsApp) is suggested; otherwise
 * the rest of the promise, at least 2.
 */
export function orderAnswer(
  order: ChatOrder,
  now: Date,
  shop: Pick<ShopSettings, 'entrega' | 'tienda' | 'contacto'> = DEFAULT_SETTINGS,
): OrderAnswer {
  const promiseMinutes = shop.entrega.promesa_minutos;
  const code = orderCode(order.id);
  const estado = normalizeOrderState(order.estado);
  if (estado === 'pendiente') {
    const minutes = minutesBetween(new Date(order.fecha), now);
    const stage = CHAT_TEXTS.orderStage(code, order.etapa === 'en_camino', minutes);
    const place = CHAT_TEXTS.orderPlace(order.entrega_modo === 'porteria', order.recibe ?? null);
    // A scheduled order (issue 45) is promised by its slot, named as the store names it.
    const slot = order.entrega_programada;
    if (slot) {
      const fin = new Date(slot.fin);
      const label = slotLabel(new Date(slot.inicio), fin, now);
      if (now.getTime() > fin.getTime())
        return { text: `${CHAT_TEXTS.orderScheduled(code, label)} ${CHAT_TEXTS.orderLate(code, shop)}`, support: true };
      const going =
        order.etapa === 'en_camino'
          ? `${CHAT_TEXTS.orderScheduledOnTheWay} ${place}`
          : `${place.charAt(0).toUpperCase()}${place.slice(1)}`;
      return { text: `${CHAT_TEXTS.orderScheduled(code, label)} ${going}`, support: false };
    }
    if (minutes > promiseMinutes)
      return { text: `${stage}: ${place} ${CHAT_TEXTS.orderLate(code, shop)}`, support: true };
    return {
      text: `${stage}: ${place} ${CHAT_TEXTS.orderArrives(remainingMinutes(minutes, promiseMinutes))}`,
      support: false,
    };
  }
  if (estado === 'entregado') {
    const when = order.fecha_entrega ? formatDateTimeBogota(new Date(order.fecha_entrega)) : null;
    return { text: CHAT_TEXTS.orderDelivered(code, when, formatCOP(order.total)), support: false };
  }
  if (estado === 'cancelado') {
    // A cancelled paid order: say where the money is (issue 22); support only while it is due.
    const money = order.metodo_pago
      ? refundSentence({ metodo_pago: order.metodo_pago, reembolso: order.reembolso ?? null })
      : null;
    if (money)
      return {
        text: `${CHAT_TEXTS.orderCancelledPlain(code)} ${money}`,
        support: order.reembolso?.estado === 'pendiente',
      };
    return { text: CHAT_TEXTS.orderCancelled(code, shop), support: true };
  }
  return { text: CHAT_TEXTS.orderOther(code, order.estado), support: false };
}

/** Minutes left of the promise: promise − elapsed, never under 2. */
export function remainingMinutes(
  elapsed: number,
  promiseMinutes: number = DEFAULT_SETTINGS.entrega.promesa_minutos,
): number {
  return Math.max(2, promiseMinutes - elapsed);
}
