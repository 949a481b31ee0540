import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../domain/order-views';
import type * as apiClient from '../../app/api-client';
import { apiRequest, ApiError } from '../../app/api-client';
import { ToasterHost } from '../../ui/toaster-host';
import { orderView } from '../order-data/order-test-data';
import { CancelOwnOrder } from './cancel-own-order';

vi.mock('../../app/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiRequest: vi.fn(),
}));
const request = vi.mocked(apiRequest);

function show(order: OrderView) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToasterHost />
      <CancelOwnOrder order={order} />
    </QueryClientProvider>,
  );
}

const paidNequi = orderView(12, {
  metodo_pago: 'NEQUI',
  payment_method: 'NEQUI',
  estado_pago: 'APPROVED',
  total: 25_000,
});

async function confirmCancel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cancelar pedido' }));
  const group = screen.getByRole('group', { name: 'Confirmar cancelación' });
  return { user, group };
}

beforeEach(() => request.mockReset());

describe('a resident cancelling their own order', () => {
  it('names the amount and the wallet before confirming a paid online order', async () => {
    show(paidNequi);
    const { group } = await confirmCancel();
    expect(group).toHaveTextContent('¿Cancelar el pedido SUP-012?');
    expect(group).toHaveTextContent('Te devolveremos $ 25.000 a tu Nequi.');
    expect(group).not.toHaveTextContent(/código|puntos/);
  });

  it('says nothing about refunds, codes or points for a plain cash order', async () => {
    show(orderView(12));
    const { group } = await confirmCancel();
    expect(group).not.toHaveTextContent(/devolver|código|puntos|reembolso/i);
  });

  it('announces the server’s result on a freshly loaded page, in a toast and in the sheet', async () => {
    const message =
      'Pedido cancelado. Los productos vuelven a la tienda. Reembolso pendiente: te devolveremos $ 25.000 a tu Nequi en 3 a 5 días hábiles.';
    request.mockResolvedValueOnce({ success: true, message });
    const { rerender } = show(paidNequi);
    const { user, group } = await confirmCancel();
    await user.click(within(group).getByRole('button', { name: 'Sí, cancelar' }));
    const toaster = await screen.findByRole('region', { name: /Notificaciones/, hidden: true }, { timeout: 5000 });
    expect(await within(toaster).findByText(message, undefined, { timeout: 5000 })).toBeInTheDocument();
    // The sheet flips to cancelled and keeps saying what happened.
    rerender(
      <QueryClientProvider client={new QueryClient()}>
        <ToasterHost />
        <CancelOwnOrder order={{ ...paidNequi, estado: 'cancelado' }} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('status').some((s) => s.textContent === message)).toBe(true);
  });

  it('announces the refusal once the order is on its way', async () => {
    const refusal =
      'Tu pedido ya va en camino y no se puede cancelar. Escríbenos por WhatsApp si necesitas ayuda.';
    request.mockRejectedValueOnce(
      new ApiError(refusal, 409, 'ORDER_ON_THE_WAY', undefined, { error: refusal, code: 'ORDER_ON_THE_WAY' }),
    );
    show(orderView(12));
    const { user, group } = await confirmCancel();
    await user.click(within(group).getByRole('button', { name: 'Sí, cancelar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    const toaster = await screen.findByRole('region', { name: /Notificaciones/, hidden: true }, { timeout: 5000 });
    expect(await within(toaster).findByText(refusal, undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
