import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER, renderWithSession, saveSession } from '../../app/session-testing';
import { OrderHistoryScreen } from './order-history-screen';
import { orderView, routeFetch } from '../order-data/order-test-data';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn(), sessionExpired: vi.fn() },
}));

const paid = { metodo_pago: 'NEQUI', payment_method: 'NEQUI', estado_pago: 'APPROVED', total: 25_000 };
const ORDERS = [
  orderView(14, { prioritario: true }),
  orderView(13, {
    ...paid,
    estado: 'cancelado',
    reembolso: { estado: 'pendiente', monto: 25_000, fecha: null, referencia: null },
  }),
  orderView(12, {
    ...paid,
    estado: 'cancelado',
    reembolso: { estado: 'realizado', monto: 25_000, fecha: '2026-11-24', referencia: 'NEQ-778899' },
  }),
  orderView(11, { estado: 'cancelado' }),
];

function renderHistory() {
  saveSession(CUSTOMER);
  routeFetch({
    '/auth/profile': [{ status: 200, body: { user: CUSTOMER } }],
    '/orders': [{ status: 200, body: ORDERS }],
  });
  renderWithSession(<OrderHistoryScreen />, { path: '/historial' });
  return screen.findByRole('list', { name: 'Tus pedidos' });
}

describe('the refund and the priority in the history (issue 22)', () => {
  it('shows each cancelled paid order’s refund state on its card, and nothing for cash', async () => {
    const cards = within(await renderHistory()).getAllByRole('button');
    expect(cards[0]).toHaveTextContent('Domicilio prioritario');
    expect(cards[1]).toHaveTextContent(
      'Reembolso pendiente: te devolveremos $ 25.000 a tu Nequi en 3 a 5 días hábiles.',
    );
    expect(cards[2]).toHaveTextContent(
      'Reembolso realizado: te devolvimos $ 25.000 a tu Nequi el 24 de noviembre de 2026 (referencia NEQ-778899).',
    );
    expect(cards[3]).not.toHaveTextContent(/reembolso/i);
  });

  it('shows the refund in the order’s detail', async () => {
    const user = userEvent.setup();
    await user.click(within(await renderHistory()).getByRole('button', { name: /^SUP-012/ }));
    const dialog = screen.getByRole('dialog', { name: 'Pedido SUP-012' });
    expect(dialog).toHaveTextContent('Reembolso realizado: te devolvimos $ 25.000 a tu Nequi el 24 de noviembre de 2026');
  });
});
