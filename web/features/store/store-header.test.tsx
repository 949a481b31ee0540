import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  CUSTOMER,
  mockFetch,
  renderWithSession,
  saveSession,
  SessionProbe,
} from '../../app/session-testing';
import { StoreHeader } from './store-header';

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  api = mockFetch();
});

async function renderHeader(user: object, actions?: ReactNode) {
  saveSession(user);
  api.reply(200, { user });
  renderWithSession(
    <>
      <StoreHeader actions={actions} />
      <SessionProbe />
    </>,
    { path: '/app' },
  );
  await screen.findByRole('banner');
}

describe('store header', () => {
  it('shows the delivery address, the history link and no admin link to a customer', async () => {
    await renderHeader(CUSTOMER);
    expect(screen.getByText('Torre 1 · Piso 5 · Apto 502')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/historial');
    expect(screen.queryByRole('link', { name: 'Administrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /modo oscuro|modo claro/ })).toBeInTheDocument();
  });

  it('links an administrator to /admin', async () => {
    await renderHeader(ADMIN);
    expect(screen.getByRole('link', { name: 'Administrar' })).toHaveAttribute('href', '/admin');
  });

  it('greets by name when the profile has no address', async () => {
    await renderHeader({ ...CUSTOMER, torre: null, piso: null, apartamento: '' });
    expect(screen.getByText(`Hola, ${CUSTOMER.nombre}`)).toBeInTheDocument();
  });

  it('renders the actions slot before the logout button', async () => {
    await renderHeader(CUSTOMER, <button type="button">Carrito</button>);
    const cart = screen.getByRole('button', { name: 'Carrito' });
    const logout = screen.getByRole('button', { name: 'Cerrar sesión' });
    expect(cart.compareDocumentPosition(logout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('logs out, setting the cart aside for this resident only (issue 15)', async () => {
    localStorage.setItem('carrito', '[{"id":1,"cantidad":1}]');
    await renderHeader(CUSTOMER);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('carrito')).toBeNull();
    expect(localStorage.getItem('carrito-temp')).toBe('[{"id":1,"cantidad":1}]');
    expect(localStorage.getItem('carrito-temp-dueno')).toBe(String(CUSTOMER.id));
  });
});
