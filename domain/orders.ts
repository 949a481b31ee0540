import { DEFAULT_SETTINGS, type DeliveryRules } from './settings';
import { minutesBetween } from './dates';

export const ORDER_STATES = ['pendiente', 'entregado', 'cancelado'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_FILTERS = ['todos', ...ORDER_STATES] as const;
export type OrderStateFilter = (typeof ORDER_STATE_FILTERS)[number];

/**
 * The board's filters (issue 45): the states plus 'programado', the scheduled orders still waiting
 * for their slot, which 'pendiente' leaves out (domain/scheduling/rules.ts waitsForSlot).
 */
export const ADMIN_ORDER_FILTERS = [...ORDER_STATE_FILTERS, 'programado'] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  pendiente: 'Pendiente',
  entregado: 'Entregado',
  cancelado: 'Cancelado',
};

/** Only a pending order changes, and only to delivered or cancelled (DESIGN §5). */
export const ORDER_TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  pendiente: ['entregado', 'cancelado'],
  entregado: [],
  cancelado: [],
};

/** Reads a stored state; the legacy 'pendiente_efectivo' is pending. Unknown values → null. */
export function normalizeOrderState(raw: string | null | undefined): OrderState | null {
  const value = raw?.trim().toLowerCase();
  if (value === 'pendiente_efectivo') return 'pendiente';
  return ORDER_STATES.find((s) => s === value) ?? null;
}

/** True when the transitions table allows from → to (the stored value may be legacy). */
export function canTransition(from: string, to: string): boolean {
  const source = normalizeOrderState(from);
  const target = normalizeOrderState(to);
  return source !== null && target !== null && ORDER_TRANSITIONS[source].includes(target);
}

/** 'SUP-' + id padded to 3 digits; longer ids stay as they are ('SUP-1234'). */
export function orderCode(id: number): string {
  return `SUP-${String(id).padStart(3, '0')}`;
}

/**
 * The order code shown as an example ("por ejemplo SUP-000"): order ids start at 1, so it can
 * never be a real order someone reads as theirs (issue 40: the greeting named a real one).
 */
export const ORDER_CODE_EXAMPLE = orderCode(0);

/** The order id inside 'SUP-001', 'sup-12', '#SUP-7' or plain digits; null otherwise. */
export function parseOrderCode(text: string): number | null {
  const m = /^#?(?:SUP-)?(\d{1,9})$/i.exec(text.trim());
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 ? id : null;
}

/** Order codes mentioned in a chat message ('SUP-' followed by digits). */
export function findOrderCodes(text: string): number[] {
  return [...text.matchAll(/SUP-(\d{1,9})/gi)].map((m) => Number(m[1])).filter((n) => n > 0);
}

export const PAYMENT_METHODS = ['CARD', 'NEQUI', 'DAVIPLATA', 'PSE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** NEQUI, DAVIPLATA, PSE, CARD read as themselves; anything else is cash. */
export function paymentMethodLabel(method: string | null | undefined): string {
  const upper = method?.trim().toUpperCase();
  return PAYMENT_METHODS.find((m) => m === upper) ?? 'Efectivo';
}

const METHOD_NAMES: Record<PaymentMethod, string> = {
  CARD: 'Tarjeta',
  NEQUI: 'Nequi',
  DAVIPLATA: 'DaviPlata',
  PSE: 'PSE',
};

/**
 * How people read a payment method wherever one is shown (issue 15): 'Tarjeta', 'Nequi',
 * 'DaviPlata', 'PSE', and 'Efectivo' for cash or anything unknown. Takes the stored value
 * ('CARD', 'EFECTIVO') as well as an API label.
 */
export function paymentMethodName(method: string | null | undefined): string {
  const upper = method?.trim().toUpperCase();
  const known = PAYMENT_METHODS.find((m) => m === upper);
  return known ? METHOD_NAMES[known] : 'Efectivo';
}

export const CASH_REFERENCE_PREFIX = 'SC-CASH-';

/** 'SC-CASH-<epoch ms>-<6 random base-36 chars>' for a cash order; random in [0,1). */
export function cashReference(now: Date, random: () => number): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += Math.min(35, Math.floor(random() * 36)).toString(36);
  return `${CASH_REFERENCE_PREFIX}${now.getTime()}-${tail.toUpperCase()}`;
}

/**
 * An order with a gateway payment reference is digital. Cash orders also carry a reference, but
 * ours ('SC-CASH-…'), so that one does not count.
 */
export function isDigitalOrder(order: { payment_reference?: string | null }): boolean {
  const ref = order.payment_reference?.trim();
  return !!ref && !ref.startsWith(CASH_REFERENCE_PREFIX);
}

export interface DeliveryTiming {
  minutesElapsed: number;
  /** Pending for longer than the promise (20 minutes by default): the chat suggests support. */
  delayed: boolean;
  /** Minutes still promised (promise − elapsed, at least 2); null when delayed or not pending. */
  remainingMinutes: number | null;
}

/** The chat's reading of a pending order's clock (customer spec §9) against the current promise. */
export function deliveryTiming(
  estado: string,
  createdAt: Date,
  now: Date,
  rules: Pick<DeliveryRules, 'promesa_minutos'> = DEFAULT_SETTINGS.entrega,
  slotEnd: Date | null = null,
): DeliveryTiming {
  const minutesElapsed = minutesBetween(createdAt, now);
  const promise = rules.promesa_minutos;
  if (normalizeOrderState(estado) !== 'pendiente')
    return { minutesElapsed, delayed: false, remainingMinutes: null };
  // A scheduled order is promised by its slot's end (issue 45).
  if (slotEnd) {
    const left = Math.ceil((slotEnd.getTime() - now.getTime()) / 60_000);
    return left < 0
      ? { minutesElapsed, delayed: true, remainingMinutes: null }
      : { minutesElapsed, delayed: false, remainingMinutes: Math.max(2, left) };
  }
  if (minutesElapsed > promise) return { minutesElapsed, delayed: true, remainingMinutes: null };
  return {
    minutesElapsed,
    delayed: false,
    remainingMinutes: Math.max(2, promise - minutesElapsed),
  };
}

/** Lines with the same id merged into one, quantities summed, first-seen order kept. */
export function mergeOrderLines<T extends { id: number; cantidad: number }>(
  lines: readonly T[],
): T[] {
  const merged = new Map<number, T>();
  for (const line of lines) {
    const seen = merged.get(line.id);
    merged.set(line.id, seen ? { ...seen, cantidad: seen.cantidad + line.cantidad } : { ...line });
  }
  return [...merged.values()];
}
