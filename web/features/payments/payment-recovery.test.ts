import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimOrderToShow,
  markOrderShown,
  useRecoverPayments,
  wasOrderShown,
  type PaymentInProgress,
} from './payment-recovery';
import { redirectedPayment, rememberRedirectedPayment } from './redirected-payment';

const ANA = { id: 7, nombre: 'Ana', email: 'ana@example.com' };
const BETO = { id: 8, nombre: 'Beto', email: 'beto@example.com' };

const payment = (over: Partial<PaymentInProgress>): PaymentInProgress => ({
  transactionId: 'tx-1',
  referencia: 'SC-PAY-1',
  metodo: 'NEQUI',
  status: 'PENDING',
  monto: 30_000,
  pedidoId: null,
  codigo: null,
  fecha: '2026-11-21T15:00:00.000Z',
  ...over,
});

function answer(pagos: PaymentInProgress[]) {
  const fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ pagos }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signIn(user: object) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
}

describe('recovering a payment on load', () => {
  beforeEach(() => signIn(ANA));
  afterEach(() => vi.unstubAllGlobals());

  it('shows an approved payment’s order once: a second load does not show it again', async () => {
    const fetchMock = answer([payment({ status: 'APPROVED', pedidoId: 41, monto: 52_000 })]);
    rememberRedirectedPayment('tx-1');
    const onApproved = vi.fn();
    const onPending = vi.fn();
    renderHook(() => useRecoverPayments({ onApproved, onPending }));
    await waitFor(() => expect(onApproved).toHaveBeenCalledWith(41, 52_000));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/pagos/en-curso');
    expect(wasOrderShown(41)).toBe(true);
    expect(redirectedPayment()).toBeNull();

    const again = vi.fn();
    renderHook(() => useRecoverPayments({ onApproved: again, onPending }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 0));
    expect(again).not.toHaveBeenCalled();
    expect(onPending).not.toHaveBeenCalled();
  });

  it('resumes the waiting screen for a pending payment of any method', async () => {
    answer([payment({ metodo: 'CARD', transactionId: 'tx-card' })]);
    const onApproved = vi.fn();
    const onPending = vi.fn();
    renderHook(() => useRecoverPayments({ onApproved, onPending }));
    await waitFor(() =>
      expect(onPending).toHaveBeenCalledWith(
        expect.objectContaining({ transactionId: 'tx-card', metodo: 'CARD' }),
      ),
    );
    expect(onApproved).not.toHaveBeenCalled();
  });

  it('asks nothing when disabled, and stays quiet when the check fails', async () => {
    const fetchMock = answer([]);
    renderHook(() => useRecoverPayments({ onApproved: vi.fn(), onPending: vi.fn() }, false));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('x'))));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onApproved = vi.fn();
    renderHook(() => useRecoverPayments({ onApproved, onPending: vi.fn() }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(onApproved).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('orders marked shown', () => {
  afterEach(() => localStorage.clear());

  it('are kept per resident and claimed only once', () => {
    signIn(ANA);
    expect(claimOrderToShow(5)).toBe(true);
    expect(claimOrderToShow(5)).toBe(false);
    markOrderShown(6);
    expect(wasOrderShown(6)).toBe(true);
    signIn(BETO);
    expect(wasOrderShown(5)).toBe(false);
  });
});
