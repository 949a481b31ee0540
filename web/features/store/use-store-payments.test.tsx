import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../domain/order-views';
import { createQueryClient } from '../../app/query-client';
import { CUSTOMER, saveSession } from '../../app/session-testing';
import type { Checkout, CheckoutStep } from '../checkout/use-checkout';
import { ordersQuery } from '../order-data/orders-api';
import { EMPTY_TALLY } from '../../../domain/order-history';
import type { PaymentInProgress } from '../payments/payment-recovery';
import { json, pending, routeFetch } from '../payments/payment-test-utils';
import { useStorePayments } from './use-store-payments';

// Issue 22: the store follows a started payment wherever its sheet is, and an order's
// confirmation only while the order is current.

const payment: PaymentInProgress = {
  transactionId: 'tx-3',
  referencia: 'SC-PAY-3',
  metodo: 'NEQUI',
  status: 'PENDING',
  monto: 24_000,
  pedidoId: null,
  codigo: null,
  fecha: '2026-11-21T15:00:00.000Z',
};

const order = (over: Partial<OrderView>) =>
  ({ id: 9, estado: 'pendiente', total: 24_000, payment_reference: null, ...over }) as OrderView;

function setup(routes: Parameters<typeof routeFetch>[0] = {}) {
  saveSession(CUSTOMER);
  localStorage.removeItem('pedidos-mostrados');
  const api = routeFetch({
    'GET /api/pagos/en-curso': () => json(200, { pagos: [] }),
    'GET /api/esperar-confirmacion/': pending,
    ...routes,
  });
  const client = createQueryClient();
  const paid = vi.fn();
  const close = vi.fn();
  const onOrderMade = vi.fn();
  const checkoutAt = (step: CheckoutStep) => ({ step, paid, close }) as unknown as Checkout;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    (props: { step: CheckoutStep; orders?: OrderView[] }) =>
      useStorePayments({ orders: props.orders, checkout: checkoutAt(props.step), onOrderMade }),
    {
      wrapper,
      initialProps: { step: { name: 'digital' } } as { step: CheckoutStep; orders?: OrderView[] },
    },
  );
  return { ...hook, api, client, paid, close, onOrderMade };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useStorePayments', () => {
  it('follows the payment once its modal closed and shows the order it became', async () => {
    const { result, rerender, api, paid, onOrderMade } = setup({
      'GET /api/esperar-confirmacion/tx-3': () =>
        json(200, { success: true, status: 'APPROVED', pedidoId: 9 }),
    });
    act(() => result.current.modal.onPaymentStarted(payment));
    expect(result.current.pending).toEqual(payment);
    // The modal watches it while open: no second wait.
    expect(api.callsTo('GET /api/esperar-confirmacion/')).toHaveLength(0);

    rerender({ step: { name: 'closed' } as CheckoutStep });
    await waitFor(() => expect(paid).toHaveBeenCalledExactlyOnceWith(9, 24_000), {
      timeout: 3_000,
    });
    expect(onOrderMade).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBeNull();
  });

  it('takes the order from the live stream’s cached orders, once', async () => {
    const { result, rerender, client, paid, onOrderMade } = setup();
    act(() => result.current.modal.onPaymentStarted(payment));
    act(() => result.current.modal.onStopWatching());
    rerender({ step: { name: 'closed' } as CheckoutStep });
    act(() => {
      client.setQueryData(ordersQuery.queryKey, {
        pedidos: [order({ payment_reference: 'SC-PAY-3' })],
        anteriores: EMPTY_TALLY,
      });
    });
    await waitFor(() => expect(paid).toHaveBeenCalledExactlyOnceWith(9, 24_000), {
      timeout: 3_000,
    });
    // The modal's own approval arriving later changes nothing.
    act(() => result.current.modal.onApproved(9, 24_000));
    expect(paid).toHaveBeenCalledTimes(1);
    expect(onOrderMade).toHaveBeenCalledTimes(1);
  });

  it('forgets a declined payment so the cart may pay again', () => {
    const { result } = setup();
    act(() => result.current.modal.onPaymentStarted(payment));
    act(() => result.current.modal.onPaymentFailed());
    expect(result.current.pending).toBeNull();
  });

  it('closes the order confirmation once the order is delivered or cancelled', () => {
    for (const estado of ['entregado', 'cancelado'] as const) {
      const { rerender, close, unmount } = setup();
      const step = { name: 'paid', pedidoId: 9, total: 24_000 } as CheckoutStep;
      rerender({ step, orders: [order({})] });
      expect(close).not.toHaveBeenCalled();
      rerender({ step, orders: [order({ estado })] });
      expect(close).toHaveBeenCalledTimes(1);
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
