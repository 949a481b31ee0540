import { useEffect, useRef } from 'react';
import type { PaymentMethod } from '../../../domain/payments';
import { apiRequest } from '../../app/api-client';
import { cartOwnerOf, getUser, readJson, STORAGE_KEYS, writeJson } from '../../app/storage';
import { forgetRedirectedPayment } from './redirected-payment';
import { announceRefundsOwed, type RefundOwed } from './refunds-owed';

/**
 * Issue 15: a reload (or a closed and reopened tab) while a payment is under way must not hide it.
 * On the store's first render, GET /api/pagos/en-curso answers the resident's pending payment (its
 * waiting screen resumes) or the one approved minutes ago (its order is shown and the cart emptied,
 * once: the order is marked shown per resident in local storage, so a second reload or a second
 * tab does not show it again).
 */
export interface PaymentInProgress {
  transactionId: string;
  referencia: string;
  metodo: PaymentMethod;
  status: 'PENDING' | 'APPROVED';
  monto: number;
  pedidoId: number | null;
  codigo: string | null;
  fecha: string;
  /** Issue 40: the gateway's page of a DaviPlata/PSE attempt ("Volver a DaviPlata/al banco"). */
  redirectUrl?: string | null;
}

export function fetchPaymentsInProgress(signal?: AbortSignal): Promise<PaymentInProgress[]> {
  return apiRequest<{ pagos?: PaymentInProgress[]; reembolsos?: RefundOwed[] }>(
    'GET',
    '/api/pagos/en-curso',
    undefined,
    { signal },
  ).then((body) => {
    // Issue 40: an attempt the resident ended and the gateway approved later is owed back.
    if (Array.isArray(body?.reembolsos)) announceRefundsOwed(body.reembolsos);
    return Array.isArray(body?.pagos) ? body.pagos : [];
  });
}

const SHOWN_KEY = STORAGE_KEYS.ordersShown;
/** Enough to cover every order the ten-minute window can hold. */
const SHOWN_KEEP = 20;

function shownLists(): Record<string, number[]> {
  const value = readJson(SHOWN_KEY);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, number[]>)
    : {};
}

function currentOwner(): string | null {
  const user = getUser();
  return user ? cartOwnerOf(user) : null;
}

/** Whether this resident already saw the order (any tab, any load). */
export function wasOrderShown(pedidoId: number, owner = currentOwner()): boolean {
  if (owner === null) return false;
  const list = shownLists()[owner];
  return Array.isArray(list) && list.includes(pedidoId);
}

/** Notes that the resident saw the order, so no later load shows it again. */
export function markOrderShown(pedidoId: number, owner = currentOwner()): void {
  if (owner === null) return;
  const lists = shownLists();
  const list = Array.isArray(lists[owner]) ? lists[owner] : [];
  if (list.includes(pedidoId)) return;
  writeJson(SHOWN_KEY, { ...lists, [owner]: [...list, pedidoId].slice(-SHOWN_KEEP) });
}

/**
 * Takes the order of an approved payment for showing: true only the first time for this resident
 * (the mark is written before anything shows, so a second tab loading at once finds it).
 */
export function claimOrderToShow(pedidoId: number): boolean {
  if (wasOrderShown(pedidoId)) return false;
  markOrderShown(pedidoId);
  return true;
}

const PHONE_KEY = STORAGE_KEYS.paymentPhone;

/** Notes the wallet phone a payment was sent to, so a resumed waiting screen can show it. */
export function rememberWalletPhone(transactionId: string, telefono: string): void {
  writeJson(PHONE_KEY, { transactionId, telefono });
}

/** The phone noted for this payment, or null (another payment, another browser). */
export function walletPhoneOf(transactionId: string): string | null {
  const value = readJson(PHONE_KEY) as { transactionId?: unknown; telefono?: unknown } | null;
  return value?.transactionId === transactionId && typeof value.telefono === 'string'
    ? value.telefono
    : null;
}

export interface RecoveryHandlers {
  /** An approved payment whose order this resident has not seen: show it, empty the cart. */
  onApproved(pedidoId: number, total: number): void;
  /** A payment still waiting for its verdict: resume its waiting screen. */
  onPending(payment: PaymentInProgress): void;
}

/** Runs the recovery once when the store mounts. Failures are silent (the store still works). */
export function useRecoverPayments(handlers: RecoveryHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchPaymentsInProgress(controller.signal)
      .then((pagos) => {
        if (controller.signal.aborted) return;
        const approved = pagos.find(
          (p) => p.status === 'APPROVED' && p.pedidoId !== null && !wasOrderShown(p.pedidoId),
        );
        if (approved && approved.pedidoId !== null && claimOrderToShow(approved.pedidoId)) {
          forgetRedirectedPayment();
          latest.current.onApproved(approved.pedidoId, approved.monto);
          return;
        }
        const pending = pagos.find((p) => p.status === 'PENDING');
        if (pending) latest.current.onPending(pending);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('payment recovery failed', error);
      });
    return () => controller.abort();
  }, [enabled]);
}
