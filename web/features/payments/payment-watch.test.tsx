import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { CardForm, EMPTY_CARD } from './card-form';
import { acceptDocuments, created, setup } from './payment-modal-harness';
import type { PaymentInProgress } from './payment-recovery';
import { json, paymentConfig, pending } from './payment-test-utils';
import type { ConfirmationApi } from './use-payment-confirmation';
import { usePaymentWatch } from './use-payment-watch';

// Issue 22: a started payment is followed until it settles, and the sandbox says it is a test.

const H = PAYMENT_MESSAGES.sandboxHint;

const nequi: PaymentInProgress = {
  transactionId: 'tx-7',
  referencia: 'SC-PAY-7',
  metodo: 'NEQUI',
  status: 'PENDING',
  monto: 24_000,
  pedidoId: null,
  codigo: null,
  fecha: '2026-11-21T15:00:00.000Z',
};

function scriptedApi(answers: Array<'TIMEOUT' | 'APPROVED' | 'DECLINED'>): ConfirmationApi {
  const queue = [...answers];
  return {
    wait: vi.fn(async () => {
      const status = queue.length > 1 ? queue.shift()! : queue[0]!;
      return { success: status === 'APPROVED', status, pedidoId: status === 'APPROVED' ? 9 : null };
    }),
    // The status checks after a TIMEOUT answer at once: still pending.
    check: vi.fn(async () => ({ found: true, status: 'PENDING' as const })),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('usePaymentWatch', () => {
  it('follows an active payment past a timed-out long wait to its approval', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = scriptedApi(['TIMEOUT', 'APPROVED']);
    const onApproved = vi.fn();
    const onFailed = vi.fn();
    renderHook(() => usePaymentWatch(nequi, true, { onApproved, onFailed }, api));
    // 30 status checks 10 s apart, then the next long wait.
    await vi.advanceTimersByTimeAsync(301_000);
    await waitFor(() => expect(onApproved).toHaveBeenCalledExactlyOnceWith(9, 24_000));
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('does nothing while a sheet watches the payment', async () => {
    const api = scriptedApi(['APPROVED']);
    const onApproved = vi.fn();
    renderHook(() => usePaymentWatch(nequi, false, { onApproved, onFailed: vi.fn() }, api));
    await new Promise((r) => setTimeout(r, 20));
    expect(api.wait).not.toHaveBeenCalled();
    expect(onApproved).not.toHaveBeenCalled();
  });

  it('reports a decline', async () => {
    const onFailed = vi.fn();
    renderHook(() =>
      usePaymentWatch(nequi, true, { onApproved: vi.fn(), onFailed }, scriptedApi(['DECLINED'])),
    );
    await waitFor(() =>
      expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ status: 'DECLINED' })),
    );
  });
});

describe('PaymentModal and a started payment', () => {
  it('reports the Nequi payment it started, and that it stops watching on Cancelar', async () => {
    const onPaymentStarted = vi.fn();
    const onStopWatching = vi.fn();
    const { user } = setup(
      {
        'POST /api/crear-pago': () => created({ monto: 24_000 }),
        'GET /api/esperar-confirmacion/': pending,
      },
      { props: { onPaymentStarted, onStopWatching } },
    );
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByRole('heading', { name: 'Abre tu app Nequi y confirma el pago' });
    expect(onPaymentStarted).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({
        transactionId: 'tx-1',
        referencia: 'SC-PAY-1',
        metodo: 'NEQUI',
        monto: 24_000,
        status: 'PENDING',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(onStopWatching).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason when a payment already waits (409 PAYMENT_PENDING)', async () => {
    const reason = PAYMENT_MESSAGES.pendingExists('$ 24.000', 'SC-PAY-1');
    const { user } = setup({
      'POST /api/crear-pago': () =>
        json(409, { error: reason, code: 'PAYMENT_PENDING', referencia: 'SC-PAY-1' }),
    });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});

describe('sandbox hints', () => {
  it('says "Modo de prueba" with the Nequi numbers on the wallet and waiting screens', async () => {
    const { user } = setup({
      'POST /api/crear-pago': () => created(),
      'GET /api/esperar-confirmacion/': pending,
    });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    expect(screen.getByRole('complementary', { name: H.title })).toHaveTextContent(H.nequi);
    await acceptDocuments(user);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByRole('heading', { name: 'Abre tu app Nequi y confirma el pago' });
    expect(screen.getByRole('complementary', { name: H.title })).toHaveTextContent('3991111111');
  });

  it('says nothing of the kind with the real gateway', async () => {
    const { user } = setup({}, { config: paymentConfig({ proveedor: 'wompi' }) });
    await user.click(await screen.findByRole('radio', { name: /Nequi/ }));
    expect(screen.queryByRole('complementary', { name: H.title })).not.toBeInTheDocument();
  });

  it('lists the test cards on the sandbox card form', () => {
    render(
      <CardForm
        values={EMPTY_CARD}
        onValuesChange={() => {}}
        total={24_000}
        ambiente="test"
        sandbox
        alert={null}
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    const hint = screen.getByRole('complementary', { name: H.title });
    expect(hint).toHaveTextContent('Modo de prueba');
    expect(hint).toHaveTextContent('4242 4242 4242 4242 aprueba');
    expect(hint).toHaveTextContent('4111 1111 1111 1111 rechaza');
  });
});
