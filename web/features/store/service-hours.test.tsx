import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockShopApi, openCart, renderStore, type ShopApi } from './checkout-test-utils';

const CLOSED =
  'Estamos cerrados. Nuestro horario es de 6:00 a. m. a 11:00 p. m. y abrimos hoy a las 6:00 a. m.';

let api: ShopApi;
beforeEach(() => {
  api = mockShopApi();
});

describe('service hours in the store', () => {
  it('shows the closed banner and holds both payment buttons with the message beside them', async () => {
    const user = userEvent.setup();
    api.hours = {
      abierto: false,
      horario: '6:00 a. m. a 11:00 p. m.',
      ventana: { open: '06:00', close: '23:00' },
      mensaje: CLOSED,
      proxima_apertura: '2026-03-02T11:00:00.000Z',
    };
    await renderStore();
    const banner = await screen.findByText(CLOSED, { selector: 'p' });
    expect(banner.closest('[role="status"]')).not.toBeNull();
    const cart = await openCart(user);
    for (const name of ['Pagar en línea', 'Pagar en efectivo']) {
      const button = within(cart).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(expect.stringContaining(CLOSED));
    }
  });

  it('takes orders while open: no banner, cash enabled', async () => {
    const user = userEvent.setup();
    await renderStore();
    const cart = await openCart(user);
    expect(within(cart).getByRole('button', { name: 'Pagar en efectivo' })).toBeEnabled();
    expect(screen.queryByText(/Estamos cerrados/)).not.toBeInTheDocument();
    expect(api.fetchMock).toHaveBeenCalledWith('/api/horario', expect.anything());
  });

  it('does not block the store when the hours cannot be read', async () => {
    const user = userEvent.setup();
    const answer = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/horario'
        ? Promise.resolve(json(500, { error: 'Error', code: 'INTERNAL' }))
        : answer!(input, init),
    );
    await renderStore();
    const hoursCalls = () => api.fetchMock.mock.calls.filter(([url]) => url === '/api/horario');
    // The query retries once before it settles as failed.
    await waitFor(() => expect(hoursCalls()).toHaveLength(2), { timeout: 3_000 });
    const cart = await openCart(user);
    expect(within(cart).getByRole('button', { name: 'Pagar en efectivo' })).toBeEnabled();
    expect(screen.queryByText(/Estamos cerrados/)).not.toBeInTheDocument();
  });
});
