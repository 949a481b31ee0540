import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { rememberWalletPhone, type PaymentInProgress } from './payment-recovery';
import { json, routeFetch } from './payment-test-utils';
import { RecoveredPaymentDialog } from './recovered-payment-dialog';

const nequi: PaymentInProgress = {
  transactionId: 'tx-9',
  referencia: 'SC-PAY-9',
  metodo: 'NEQUI',
  status: 'PENDING',
  monto: 30_000,
  pedidoId: null,
  codigo: null,
  fecha: '2026-11-21T15:00:00.000Z',
};

describe('RecoveredPaymentDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resumes the Nequi waiting screen and hands over the approved order', async () => {
    rememberWalletPhone('tx-9', '3991111111');
    routeFetch({
      'GET /api/esperar-confirmacion/tx-9': () =>
        json(200, { success: true, status: 'APPROVED', pedidoId: 12 }),
    });
    const onApproved = vi.fn();
    render(<RecoveredPaymentDialog payment={nequi} onApproved={onApproved} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: MESSAGES.recovery.title });
    expect(dialog).toHaveTextContent('Abre tu app Nequi y confirma el pago');
    expect(dialog).toHaveTextContent('3991111111');
    expect(dialog).toHaveTextContent('$ 30.000');
    await screen.findByText('¡Pago aprobado!');
    // Issue 22: never "aún esperamos su confirmación" beside the approval.
    expect(dialog).toHaveAccessibleDescription(MESSAGES.recovery.approved('Nequi'));
    expect(dialog).not.toHaveTextContent('aún esperamos');
    await waitFor(() => expect(onApproved).toHaveBeenCalledWith(12, 30_000), { timeout: 3_000 });
  });

  it('says a declined payment did not go through and closes', async () => {
    routeFetch({
      'GET /api/esperar-confirmacion/tx-9': () =>
        json(200, { success: false, status: 'DECLINED', message: 'x' }),
    });
    const onClose = vi.fn();
    const onApproved = vi.fn();
    const onFailed = vi.fn();
    render(
      <RecoveredPaymentDialog
        payment={nequi}
        onApproved={onApproved}
        onFailed={onFailed}
        onClose={onClose}
      />,
    );
    await screen.findByText(MESSAGES.recovery.failed);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).not.toHaveTextContent('aún esperamos');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.recovery.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onApproved).not.toHaveBeenCalled();
  });
});
