import { err, ok, type Result } from '../result';
import { SUPPORT_MESSAGES as M } from './messages';

/**
 * Support cases (DESIGN §9, issue 25, decision 0013): a resident's complaint about one of their
 * orders, optionally about some of its lines, answered by the shop in a thread and resolved with
 * points (through the ledger) and/or a refund marked on the case.
 */
export const CASE_REASONS = [
  'incompleto',
  'vencido',
  'danado',
  'cobro_doble',
  'entrega',
  'otro',
] as const;
export type CaseReason = (typeof CASE_REASONS)[number];

export const CASE_REASON_LABELS: Record<CaseReason, string> = {
  incompleto: 'Llegó incompleto',
  vencido: 'Producto vencido',
  danado: 'Producto dañado',
  cobro_doble: 'Me cobraron dos veces',
  entrega: 'Problema con la entrega',
  otro: 'Otro problema',
};

export const CASE_STATES = ['abierto', 'respondido', 'cerrado'] as const;
export type CaseState = (typeof CASE_STATES)[number];

export const CASE_STATE_LABELS: Record<CaseState, string> = {
  abierto: 'Abierto',
  respondido: 'Respondido',
  cerrado: 'Cerrado',
};

/** Who wrote a message in the thread. */
export const CASE_AUTHORS = ['residente', 'tienda'] as const;
export type CaseAuthor = (typeof CASE_AUTHORS)[number];


/** Points one case may credit at most (one mis-typed zero cannot mint a fortune). */
export const CASE_POINTS_LIMIT = 5_000;

/** 'CASO-007': the code people read, like the orders' 'SUP-007'. */
export function caseCode(id: number): string {
  return `CASO-${String(id).padStart(3, '0')}`;
}

/**
 * Whether a problem can be reported on an order in `estado` (issue 40): only once delivered.
 * An order on its way is asked about in the chat or cancelled; a cancelled paid one carries its
 * refund (decision 0009), so neither needs a case.
 */
export function canReportOrder(orderState: string): boolean {
  return orderState === 'entregado';
}

/** Whether a case with `reason` may be opened on an order in `estado`: any reason, once delivered. */
export function checkReasonForOrder(
  _reason: CaseReason,
  orderState: string,
): Result<true, 'ORDER_NOT_DELIVERED'> {
  if (!canReportOrder(orderState)) return err('ORDER_NOT_DELIVERED', M.notDelivered);
  return ok(true);
}

/**
 * One open case per problem: a new case is refused while a case not yet closed on the same order
 * covers any of the same lines (a case without lines covers the whole order). Several cases on
 * one order are fine when they are about different lines, or once the earlier one is closed.
 * Answers the conflicting case's id.
 */
export function conflictingCase(
  open: readonly { id: number; estado: CaseState; lineas: readonly number[] }[],
  lineas: readonly number[],
): number | null {
  for (const c of open) {
    if (c.estado === 'cerrado') continue;
    if (c.lineas.length === 0 || lineas.length === 0) return c.id;
    if (c.lineas.some((l) => lineas.includes(l))) return c.id;
  }
  return null;
}

/** Every named line belongs to the order; duplicates are dropped, order kept. */
export function checkCaseLines(
  lineas: readonly number[],
  orderLineIds: readonly number[],
): Result<number[], 'CASE_LINES_INVALID'> {
  const unique = [...new Set(lineas)];
  if (unique.some((id) => !orderLineIds.includes(id))) return err('CASE_LINES_INVALID', M.linesInvalid);
  return ok(unique);
}

/**
 * The state after a message: the shop's reply makes it 'respondido'; the resident's own message
 * makes it 'abierto' again (waiting for the shop). A closed case takes no messages.
 */
export function stateAfterMessage(
  current: CaseState,
  author: CaseAuthor,
): Result<CaseState, 'CASE_CLOSED'> {
  if (current === 'cerrado') return err('CASE_CLOSED', M.closed);
  return ok(author === 'tienda' ? 'respondido' : 'abierto');
}

/** Points credited on a case: a whole positive number within the limit, only while not closed. */
export function checkCasePoints(
  current: CaseState,
  puntos: number,
): Result<number, 'CASE_CLOSED' | 'POINTS_ADJUST_INVALID'> {
  if (current === 'cerrado') return err('CASE_CLOSED', M.closed);
  if (!Number.isInteger(puntos) || puntos <= 0) return err('POINTS_ADJUST_INVALID', M.pointsInvalid);
  if (puntos > CASE_POINTS_LIMIT) return err('POINTS_ADJUST_INVALID', M.pointsTooMany(CASE_POINTS_LIMIT));
  return ok(puntos);
}

/**
 * A refund marked on a case: once per case, at most the order's total, only while not closed.
 * The money itself is returned by the shop by hand (as the order refunds, decision 0009).
 */
export function checkCaseRefund(
  kase: { estado: CaseState; reembolsoMonto: number | null },
  monto: number,
  orderTotal: number,
): Result<number, 'CASE_CLOSED' | 'CASE_REFUND_EXISTS' | 'CASE_REFUND_INVALID'> {
  if (kase.estado === 'cerrado') return err('CASE_CLOSED', M.closed);
  if (kase.reembolsoMonto !== null) return err('CASE_REFUND_EXISTS', M.refundAlready);
  if (!Number.isInteger(monto) || monto <= 0) return err('CASE_REFUND_INVALID', M.refundAmountInvalid);
  if (monto > orderTotal) return err('CASE_REFUND_INVALID', M.refundTooMuch(orderTotal));
  return ok(monto);
}
