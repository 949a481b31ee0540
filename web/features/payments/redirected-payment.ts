import { useEffect, useRef } from 'react';
import type { RecentOrderCheck } from '../../../domain/order-views';
import { apiRequest } from '../../app/api-client';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '../../app/storage';

/**
 * A customer sent to PSE or DaviPlata may come back to the store without passing through
 * /payment-success (closed tab, back button). Before the redirect we note the payment; when the
 * store opens again, the recent-order check (customer spec §7) recovers the order it became.
 */
const KEY = STORAGE_KEYS.redirectedPayment;
/** After this the note is forgotten (payments are abandoned after 15 minutes anyway). */
const REMEMBER_MS = 30 * 60_000;

interface RedirectedPayment {
  transactionId: string;
  at: number;
}

export function rememberRedirectedPayment(transactionId: string, now = Date.now()): void {
  writeJson(KEY, { transactionId, at: now } satisfies RedirectedPayment);
}

export function forgetRedirectedPayment(): void {
  removeItem(KEY);
}

export function redirectedPayment(now = Date.now()): RedirectedPayment | null {
  const value = readJson(KEY) as Partial<RedirectedPayment> | null;
  if (!value || typeof value.transactionId !== 'string' || typeof value.at !== 'number')
    return null;
  if (now - value.at > REMEMBER_MS) {
    forgetRedirectedPayment();
    return null;
  }
  return { transactionId: value.transactionId, at: value.at };
}

/**
 * On the store's first render with a noted redirect: asks the server for the caller's recent order
 * and, when the payment was approved, hands it to `onRecovered` (empty the cart, show the order).
 * Failures are silent (customer spec §7: the check only logs).
 */
export function useRecoverRedirectedPayment(
  onRecovered: (pedidoId: number, total: number) => void,
): void {
  const callback = useRef(onRecovered);
  useEffect(() => {
    callback.current = onRecovered;
  });
  useEffect(() => {
    const noted = redirectedPayment();
    if (!noted) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    const recover = async () => {
      const check = await apiRequest<RecentOrderCheck>(
        'GET',
        '/api/verificar-pedido-reciente',
        undefined,
        options,
      );
      if (!check.found || check.payment_status !== 'APPROVED' || check.pedidoId === undefined)
        return;
      // The recent order must be the one this redirect paid for, not an earlier one.
      const payment = await apiRequest<{ status: string; pedidoId: number | null }>(
        'GET',
        `/api/consultar-pago/${encodeURIComponent(noted.transactionId)}`,
        undefined,
        options,
      );
      if (payment.status !== 'PENDING') forgetRedirectedPayment();
      if (payment.status === 'APPROVED' && payment.pedidoId === check.pedidoId) {
        callback.current(check.pedidoId, check.total ?? 0);
      }
    };
    recover().catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn('recent-order check failed', error);
    });
    return () => controller.abort();
  }, []);
}
