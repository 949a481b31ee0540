import { BUSINESS } from './business';
import { bogotaDayKey, bogotaDayStart, formatDateBogota, parseDayKey } from './dates';
import { formatCOP } from './money';
import { err, ok, type Result } from './result';
import { saleStatus, type SaleFacts } from './sales';

/**
 * Refunds of cancelled online payments (DESIGN §9): the shop returns the money by hand (gateway
 * dashboard or transfer) and records it here; the resident reads where their money is. A card
 * the gateway voided was never charged, so there is nothing to return by hand ('anulado').
 */
export const REFUND_STATES = ['pendiente', 'realizado', 'anulado'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** An order's refund as the resident and the administrator read it (null: no refund due). */
export interface RefundView {
  estado: RefundState;
  /** What comes back: the order's total. */
  monto: number;
  /** The day the administrator made the refund ('YYYY-MM-DD', Bogotá), when realizado. */
  fecha: string | null;
  /** The gateway's or the bank transfer's reference, when realizado. */
  referencia: string | null;
}

const DESTINATIONS: Record<string, string> = {
  CARD: 'tu tarjeta',
  NEQUI: 'tu Nequi',
  DAVIPLATA: 'tu DaviPlata',
  PSE: 'tu cuenta PSE',
};

/** 'tu Nequi', 'tu tarjeta' …: where a digital payment's money goes back; null for cash. */
export function refundDestination(metodo: string): string | null {
  return DESTINATIONS[metodo.trim().toUpperCase()] ?? null;
}

/** A digital order whose payment was approved: cancelling it returns money. */
export function isPaidOnline(order: { metodo_pago: string; estado_pago: string }): boolean {
  return refundDestination(order.metodo_pago) !== null && order.estado_pago === 'APPROVED';
}

/** What counts as spent in the history: the shop's own definition of a sale (domain/sales.ts). */
export function countsAsSpent(order: SaleFacts): boolean {
  return saleStatus(order) === 'venta';
}

const days = BUSINESS.legal.refundBusinessDays;

export const REFUND_MESSAGES = {
  /** The cancel confirmation of a paid online order. */
  willReturn: (monto: number, metodo: string) =>
    `Te devolveremos ${formatCOP(monto)} a ${refundDestination(metodo) ?? 'tu medio de pago'}.`,
  pending: (monto: number, metodo: string) =>
    `Reembolso pendiente: te devolveremos ${formatCOP(monto)} a ${refundDestination(metodo) ?? 'tu medio de pago'} en ${days.min} a ${days.max} días hábiles.`,
  done: (monto: number, metodo: string, fecha: string | null, referencia: string | null) =>
    `Reembolso realizado: te devolvimos ${formatCOP(monto)} a ${refundDestination(metodo) ?? 'tu medio de pago'}${fecha ? ` el ${dayLabel(fecha)}` : ''}${referencia ? ` (referencia ${referencia})` : ''}.`,
  voided: (monto: number) => `Cobro anulado: no se te cobraron los ${formatCOP(monto)}.`,
  stateLabel: { pendiente: 'Reembolso pendiente', realizado: 'Reembolso realizado', anulado: 'Cobro anulado' },
  cancelled: 'Pedido cancelado.',
  back: {
    stock: 'los productos vuelven a la tienda',
    code: (codigo: string) => `tu código ${codigo} vuelve a estar disponible`,
    points: (puntos: number) => `te devolvimos ${puntos} ${puntos === 1 ? 'punto' : 'puntos'}`,
  },
  // Administrator side.
  notPending: 'Este pedido no tiene un reembolso pendiente.',
  marked: 'Reembolso marcado como realizado.',
  dateInvalid: 'Escribe la fecha del reembolso (AAAA-MM-DD).',
  dateFuture: 'La fecha del reembolso no puede ser posterior a hoy.',
  dateBeforeOrder: 'La fecha del reembolso no puede ser anterior al pedido.',
  referenceRequired: 'Escribe la referencia del reembolso (la de la pasarela o la transferencia).',
  referenceTooLong: 'La referencia puede tener máximo 60 caracteres.',
} as const;

/** '26 de noviembre de 2026' for a 'YYYY-MM-DD' Bogotá day. */
export function dayLabel(key: string): string {
  const d = parseDayKey(key);
  return d ? formatDateBogota(bogotaDayStart(d.year, d.month, d.day)) : key;
}

/** One sentence on where the resident's money is, for the history, the detail and the chat. */
export function refundSentence(order: { metodo_pago: string; reembolso: RefundView | null }): string | null {
  const r = order.reembolso;
  if (!r) return null;
  if (r.estado === 'pendiente') return REFUND_MESSAGES.pending(r.monto, order.metodo_pago);
  if (r.estado === 'anulado') return REFUND_MESSAGES.voided(r.monto);
  return REFUND_MESSAGES.done(r.monto, order.metodo_pago, r.fecha, r.referencia);
}

/** What a cancellation really gave back (the server's answer). */
export interface CancelReturned {
  stock: boolean;
  codigo: string | null;
  puntos: number;
}

/**
 * The resident's result message, naming only what came back: "Pedido cancelado. Los productos
 * vuelven a la tienda y te devolvimos 100 puntos." plus where the money is, if any was paid.
 */
export function cancelResultMessage(
  returned: CancelReturned,
  order: { metodo_pago: string; reembolso: RefundView | null },
): string {
  const parts: string[] = [];
  if (returned.stock) parts.push(REFUND_MESSAGES.back.stock);
  if (returned.codigo) parts.push(REFUND_MESSAGES.back.code(returned.codigo));
  if (returned.puntos > 0) parts.push(REFUND_MESSAGES.back.points(returned.puntos));
  let text: string = REFUND_MESSAGES.cancelled;
  if (parts.length > 0) {
    const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)!}`;
    text += ` ${list.charAt(0).toUpperCase()}${list.slice(1)}.`;
  }
  const money = refundSentence(order);
  return money ? `${text} ${money}` : text;
}


/** The refund's day must lie between the order's day and today, both in Bogotá. */
export function checkRefundDate(
  fecha: string,
  orderCreated: Date,
  now: Date,
): Result<string, 'REFUND_DATE_FUTURE' | 'REFUND_DATE_BEFORE_ORDER'> {
  if (fecha > bogotaDayKey(now)) return err('REFUND_DATE_FUTURE', REFUND_MESSAGES.dateFuture);
  if (fecha < bogotaDayKey(orderCreated))
    return err('REFUND_DATE_BEFORE_ORDER', REFUND_MESSAGES.dateBeforeOrder);
  return ok(fecha);
}

/**
 * What the cancel confirmation promises, only what applies to this order: the money for a paid
 * online order ("Te devolveremos $ 25.000 a tu Nequi."), the promo code, the points.
 */
export function cancelPreview(order: {
  metodo_pago: string;
  estado_pago: string;
  total: number;
  codigo_promocional: string | null;
  codigo_canje: string | null;
  prioritario: boolean;
}): string[] {
  const lines: string[] = [];
  if (isPaidOnline(order)) lines.push(REFUND_MESSAGES.willReturn(order.total, order.metodo_pago));
  if (order.codigo_promocional)
    lines.push(`Tu código ${order.codigo_promocional} vuelve a estar disponible.`);
  if (order.codigo_canje || order.prioritario) lines.push('Te devolvemos los puntos que usaste.');
  return lines;
}
