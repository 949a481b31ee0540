import { cashOrderErrorMessage } from '../../../domain/client-errors';
import { MESSAGES } from '../../../domain/messages';
import type { CreateOrderAnswer, CurrentPrices } from '../../../domain/order-views';
import { ApiError, apiRequest } from '../../app/api-client';
import type { CashOrderBody } from './order-body';
import { SLOT_REFUSALS } from './slots-api';

/** POST /orders with the confirmation's Idempotency-Key (a repeat returns the first order). */
export function postCashOrder(body: CashOrderBody, idempotencyKey: string) {
  return apiRequest<CreateOrderAnswer>('POST', '/orders', body, { idempotencyKey });
}

export type OrderFailure =
  | { kind: 'prices'; prices: CurrentPrices }
  /** `handled`: the API helper already ended the session (401/403) and goes home after 2 s. */
  | { kind: 'session'; message: string; handled: boolean }
  | { kind: 'message'; message: string }
  /** Issue 45: the chosen slot filled up or is no longer offered; choose another. */
  | { kind: 'slot'; message: string }
  /** No answer (offline, connection lost): the order may or may not exist; retry with the same key. */
  | { kind: 'network'; message: string };

/** What a failed POST /orders means for the customer (customer spec §8 "Cash order"). */
export function orderFailure(error: unknown): OrderFailure {
  if (error instanceof ApiError && error.status === 0) {
    return { kind: 'network', message: MESSAGES.offline.orderNetwork };
  }
  if (!(error instanceof ApiError)) {
    return { kind: 'message', message: cashOrderErrorMessage(null).message };
  }
  if (error.code === 'PRICES_CHANGED') {
    const prices = currentPricesOf(error);
    if (prices) return { kind: 'prices', prices };
  }
  if (error.code && SLOT_REFUSALS.has(error.code)) return { kind: 'slot', message: error.message };
  // The closed message already says when the store opens; a prefix would only bury it.
  if (error.code === 'OUTSIDE_SERVICE_HOURS') return { kind: 'message', message: error.message };
  // apiRequest already ended the session on this answer (customer spec §4) and goes home in 2 s.
  const handled = (error.status === 401 || error.status === 403) && error.code !== 'FORBIDDEN';
  const described = cashOrderErrorMessage(error.message, handled ? 'SESSION_EXPIRED' : error.code);
  if (!described.sessionExpired) return { kind: 'message', message: described.message };
  return { kind: 'session', message: described.message, handled };
}

/** The `precios` the server sends with a 409 PRICES_CHANGED (kept by ApiError as its body). */
function currentPricesOf(error: ApiError): CurrentPrices | null {
  const body: unknown = 'body' in error ? error.body : undefined;
  if (typeof body !== 'object' || body === null) return null;
  const precios = (body as { precios?: unknown }).precios;
  if (typeof precios !== 'object' || precios === null) return null;
  const candidate = precios as Partial<CurrentPrices>;
  return Array.isArray(candidate.lineas) && typeof candidate.total === 'number'
    ? (candidate as CurrentPrices)
    : null;
}
