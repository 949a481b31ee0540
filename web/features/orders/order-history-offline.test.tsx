import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_MESSAGES } from '../../../domain/app-messages';
import { CUSTOMER, renderWithSession, saveSession } from '../../app/session-testing';
import { OrderHistoryScreen } from './order-history-screen';
import { orderView, routeFetch, type Reply } from '../order-data/order-test-data';

const PROFILE: Reply = { status: 200, body: { user: CUSTOMER } };

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Tus pedidos' }))
    .getAllByRole('button')
    .map((card) => card.textContent ?? '');

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('order history offline', () => {
  it('shows the last loaded orders with the offline banner and reads them again once back online', async () => {
    saveSession(CUSTOMER);
    routeFetch({
      '/auth/profile': [PROFILE],
      '/orders': [
        { status: 200, body: [orderView(12), orderView(11, { estado: 'entregado' })] },
        'offline',
        {
          status: 200,
          body: [orderView(12, { estado: 'entregado' }), orderView(11, { estado: 'entregado' })],
        },
      ],
    });
    const first = renderWithSession(<OrderHistoryScreen />, { path: '/historial' });
    expect(await cards()).toEqual([
      expect.stringContaining('SUP-012Pendiente'),
      expect.stringContaining('SUP-011Entregado'),
    ]);
    first.unmount();
    cleanup();

    // The app opened again without a connection (nothing in memory): the saved history shows.
    goOnline(false);
    renderWithSession(<OrderHistoryScreen />, { path: '/historial' });
    expect(await cards()).toEqual([
      expect.stringContaining('SUP-012Pendiente'),
      expect.stringContaining('SUP-011Entregado'),
    ]);
    expect(screen.getByRole('status', { name: APP_MESSAGES.offlineTitle })).toHaveTextContent(
      APP_MESSAGES.offlineHistory,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The connection comes back: read again without a tap.
    goOnline(true);
    await vi.waitFor(async () =>
      expect((await cards())[0]).toEqual(expect.stringContaining('SUP-012Entregado')),
    );
    expect(screen.queryByRole('status', { name: APP_MESSAGES.offlineTitle })).toBeNull();
  });

  it("never shows another account's saved orders", async () => {
    saveSession(CUSTOMER);
    localStorage.setItem(
      'pedidos-guardados',
      JSON.stringify({ owner: '99', orders: [orderView(40)] }),
    );
    routeFetch({ '/auth/profile': [PROFILE], '/orders': ['offline'] });
    renderWithSession(<OrderHistoryScreen />, { path: '/historial' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión');
    expect(screen.queryByText(/SUP-040/)).toBeNull();
  });

  it('reads the history again by itself when the connection returns after a failed first read', async () => {
    saveSession(CUSTOMER);
    routeFetch({
      '/auth/profile': [PROFILE],
      '/orders': ['offline', { status: 200, body: [orderView(12)] }],
    });
    goOnline(false);
    renderWithSession(<OrderHistoryScreen />, { path: '/historial' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión');
    goOnline(true);
    expect(await cards()).toEqual([expect.stringContaining('SUP-012Pendiente')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
