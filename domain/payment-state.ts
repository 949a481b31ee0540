import { normalizeOrderState, paymentMethodLabel, paymentMethodName } from './orders';

/**
 * An order's payment in one word (issue 41): the one truth behind the board's card, the order's
 * detail, the resident's history, the exports and the API's `estado_pago`. A cash order is to
 * collect while pending, collected once delivered, never collected when cancelled; an online
 * payment is paid, then, if its order was cancelled, voided at the gateway, owed back or returned.
 */
export const PAYMENT_STATES = [
  'por_cobrar',
  'cobrado',
  'sin_cobrar',
  'pagado',
  'reembolso_pendiente',
  'reembolsado',
  'anulado',
  'sin_aprobar',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * What the API answers as `estado_pago`: the spec's values where it names them (PENDIENTE_EFECTIVO
 * for cash to collect, APPROVED for a paid online order; VOIDED is the gateway's own word), plain
 * Spanish codes for the rest. Every one reads back to the same state (`paymentState` below).
 */
export const PAYMENT_STATE_CODES: Record<PaymentState, string> = {
  por_cobrar: 'PENDIENTE_EFECTIVO',
  cobrado: 'COBRADO_EFECTIVO',
  sin_cobrar: 'SIN_COBRAR',
  pagado: 'APPROVED',
  reembolso_pendiente: 'REEMBOLSO_PENDIENTE',
  reembolsado: 'REEMBOLSADO',
  anulado: 'VOIDED',
  sin_aprobar: 'SIN_APROBAR',
};

/** The approved codes: the stored APPROVED and what a view derived from it. */
const APPROVED_ONCE = new Set(['APPROVED', 'VOIDED', 'REEMBOLSO_PENDIENTE', 'REEMBOLSADO']);

export interface PaymentFacts {
  estado: string;
  metodo_pago: string;
  /** As stored (APPROVED, PENDIENTE_EFECTIVO …) or as a view answered it (a code above). */
  estado_pago: string;
  /** The cancelled online order's refund as stored (`orders.reembolso_estado`) … */
  reembolso_estado?: string | null;
  /** … or as a view carries it. */
  reembolso?: { estado: string } | null;
}

/** The payment's state, from the stored row or from a view of it (the same answer). */
export function paymentState(order: PaymentFacts): PaymentState {
  const estado = normalizeOrderState(order.estado) ?? 'pendiente';
  if (paymentMethodLabel(order.metodo_pago) === 'Efectivo') {
    if (estado === 'entregado') return 'cobrado';
    return estado === 'cancelado' ? 'sin_cobrar' : 'por_cobrar';
  }
  if (!APPROVED_ONCE.has(order.estado_pago.trim().toUpperCase())) return 'sin_aprobar';
  const refund = order.reembolso_estado ?? order.reembolso?.estado ?? null;
  if (refund === 'anulado') return 'anulado';
  if (refund === 'realizado') return 'reembolsado';
  // Cancelled after the money was taken: owed back until the shop records the refund.
  if (estado === 'cancelado' || refund === 'pendiente') return 'reembolso_pendiente';
  return 'pagado';
}

/** The API's `estado_pago` of an order (see PAYMENT_STATE_CODES). */
export function paymentStateCode(order: PaymentFacts): string {
  return PAYMENT_STATE_CODES[paymentState(order)];
}

/** The administrator's words: what the courier does or what happened to the money. */
export function adminPaymentLabel(order: PaymentFacts): string {
  const method = paymentMethodName(order.metodo_pago);
  switch (paymentState(order)) {
    case 'por_cobrar':
      return 'Cobrar en efectivo';
    case 'cobrado':
      return 'Cobrado en efectivo';
    case 'sin_cobrar':
      return 'Efectivo sin cobrar (cancelado)';
    case 'pagado':
      return `Pagado en línea (${method})`;
    case 'reembolso_pendiente':
      return `Por reembolsar (${method})`;
    case 'reembolsado':
      return `Reembolsado (${method})`;
    case 'anulado':
      return `Cobro anulado (${method})`;
    case 'sin_aprobar':
      return `Pago sin aprobar (${method})`;
  }
}

/** The resident's words for the same state (history, detail, the CSV of their orders). */
export const RESIDENT_PAYMENT_LABELS: Record<PaymentState, string> = {
  por_cobrar: 'Pagas en efectivo al recibir',
  cobrado: 'Pagado en efectivo',
  sin_cobrar: 'Sin cobro (pedido cancelado)',
  pagado: 'Pagado en línea',
  reembolso_pendiente: 'Reembolso pendiente',
  reembolsado: 'Reembolsado',
  anulado: 'Cobro anulado',
  sin_aprobar: 'Pago sin aprobar',
};

export function residentPaymentLabel(order: PaymentFacts): string {
  return RESIDENT_PAYMENT_LABELS[paymentState(order)];
}
