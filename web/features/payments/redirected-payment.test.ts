import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRedirectedPayment,
  redirectedPayment,
  rememberRedirectedPayment,
  useRecoverRedirectedPayment,
} from './redirected-payment';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function gateway(recent: object, payment: object) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).startsWith('/api/verificar-pedido-reciente') ? json(recent) : json(payment),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('recovering a payment finished at PSE or DaviPlata', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'token');
    forgetRedirectedPayment();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands over the approved order the redirect paid for, once', async () => {
    rememberRedirectedPayment('tx-1');
    const fetchMock = gateway(
      { found: true, pedidoId: 7, total: 24_000, payment_status: 'APPROVED' },
      { found: true, status: 'APPROVED', pedidoId: 7 },
    );
    const onRecovered = vi.fn();
    renderHook(() => useRecoverRedirectedPayment(onRecovered));
    await waitFor(() => expect(onRecovered).toHaveBeenCalledWith(7, 24_000));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/verificar-pedido-reciente',
      '/api/consultar-pago/tx-1',
    ]);
    expect(redirectedPayment()).toBeNull();
  });

  it('ignores an earlier approved order and keeps waiting while the payment is pending', async () => {
    rememberRedirectedPayment('tx-2');
    gateway(
      { found: true, pedidoId: 3, total: 9_000, payment_status: 'APPROVED' },
      { found: true, status: 'PENDING', pedidoId: null },
    );
    const onRecovered = vi.fn();
    renderHook(() => useRecoverRedirectedPayment(onRecovered));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(onRecovered).not.toHaveBeenCalled();
    expect(redirectedPayment()?.transactionId).toBe('tx-2');
  });

  it('does nothing without a noted redirect, and forgets one older than 30 minutes', async () => {
    const fetchMock = gateway({ found: false }, {});
    renderHook(() => useRecoverRedirectedPayment(vi.fn()));
    rememberRedirectedPayment('tx-old', Date.now() - 31 * 60_000);
    expect(redirectedPayment()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
