import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIDENT_MONEY_MESSAGES as M } from '../../../domain/resident-money-messages';
import type { PaymentInProgress } from './payment-recovery';
import { json, pending, routeFetch } from './payment-test-utils';
import { RecoveredPaymentDialog } from './recovered-payment-dialog';

// Issue 40: a DaviPlata or PSE attempt left with Back is described truly, can be resumed at the
// bank's page, and can be ended so the resident pays another way at once.

const daviplata: PaymentInProgress = {
  transactionId: 'tx-7',
  referencia: 'SC-PAY-1700000000000-ABCDEFGH',
  metodo: 'DAVIPLATA',
  status: 'PENDING',
  monto: 20_800,
  pedidoId: null,
  codigo: null,
  fecha: '2026-11-21T15:00:00.000Z',
  redirectUrl: 'http://localhost/sandbox/banco/tx-7',
};

describe('RecoveredPaymentDialog for a redirect method', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says where to approve a DaviPlata payment and offers the way back to its page', () => {
    routeFetch({ 'GET /api/esperar-confirmacion/tx-7': pending });
    render(<RecoveredPaymentDialog payment={daviplata} onApproved={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).not.toHaveTextContent('notificación');
    expect(dialog).not.toHaveTextContent('Abre tu app');
    expect(dialog).toHaveTextContent('página de DaviPlata');
    expect(screen.getByRole('link', { name: 'Volver a DaviPlata' })).toHaveAttribute(
      'href',
      daviplata.redirectUrl,
    );
    expect(screen.getByRole('button', { name: 'Cancelar este pago' })).toBeEnabled();
  });

  it('names the bank for PSE', () => {
    routeFetch({ 'GET /api/esperar-confirmacion/tx-7': pending });
    render(
      <RecoveredPaymentDialog
        payment={{ ...daviplata, metodo: 'PSE' }}
        onApproved={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Volver al banco' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('página de tu banco');
  });

  it('ends the attempt on the server and frees the cart to pay again', async () => {
    const fetchMock = routeFetch({
      'GET /api/esperar-confirmacion/tx-7': pending,
      'POST /api/pagos/SC-PAY-1700000000000-ABCDEFGH/cancelar': () =>
        json(200, { cancelado: true, referencia: daviplata.referencia, mensaje: M.cancel.done }),
    });
    const onFailed = vi.fn();
    const onClose = vi.fn();
    render(
      <RecoveredPaymentDialog
        payment={daviplata}
        onApproved={vi.fn()}
        onFailed={onFailed}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar este pago' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(fetchMock.calls.some((c) => c.method === 'POST' && c.url.endsWith('/cancelar'))).toBe(
      true,
    );
  });

  it('shows the order when the payment was approved before the cancel arrived', async () => {
    routeFetch({
      'GET /api/esperar-confirmacion/tx-7': pending,
      'POST /api/pagos/': () =>
        json(409, {
          code: 'PAYMENT_ALREADY_APPROVED',
          error: M.cancel.alreadyApproved('SUP-012'),
          pedidoId: 12,
          codigo: 'SUP-012',
        }),
    });
    const onApproved = vi.fn();
    const onFailed = vi.fn();
    render(
      <RecoveredPaymentDialog
        payment={daviplata}
        onApproved={onApproved}
        onFailed={onFailed}
        onClose={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar este pago' }));
    await screen.findByText('¡Pago aprobado!');
    await waitFor(() => expect(onApproved).toHaveBeenCalledWith(12, 20_800), { timeout: 3_000 });
    expect(onFailed).not.toHaveBeenCalled();
  });
});
