import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Navigate, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { SessionProvider, useSession } from './session';
import { CUSTOMER, mockFetch, saveSession } from './session-testing';
import { AuthScreen } from '../features/auth/auth-screen';
import { DeleteAccount } from '../features/account/delete-account';

vi.mock('../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

/** /mi-cuenta as the app guards it: signed out, it sends to the login with a way back. */
function GuardedLikeAccountScreen() {
  const { status } = useSession();
  if (status !== 'signed-in') return <Navigate replace to="/?volver=%2Fmi-cuenta" />;
  return <DeleteAccount />;
}

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  api = mockFetch();
  saveSession(CUSTOMER);
  api.reply(200, { user: CUSTOMER });
});

describe('account deletion', () => {
  it('lands on the login saying the account was deleted and what was kept', async () => {
    const user = userEvent.setup();
    localStorage.setItem('carrito-temp', JSON.stringify([{ id: 1, cantidad: 1 }]));
    localStorage.setItem('carrito-temp-dueno', String(CUSTOMER.id));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/mi-cuenta']}>
          <SessionProvider>
            <Routes>
              <Route path="/mi-cuenta" element={<GuardedLikeAccountScreen />} />
              <Route path="/" element={<AuthScreen />} />
            </Routes>
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await user.type(within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'), 'ELIMINAR');
    api.reply(200, { success: true, puntos_perdidos: 0, message: 'Tu cuenta fue eliminada.' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));

    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Tu cuenta fue eliminada.');
    expect(notice).toHaveTextContent(
      'Conservamos tus pedidos sin esos datos (productos, totales, torre y fechas) durante 5 años',
    );
    // Only this browser's random device id stays (issue 39), and the day an account was deleted
    // here (issue 40): nothing of the person.
    expect(Object.keys(localStorage).sort()).toEqual(['cuenta-eliminada-aqui', 'dispositivo']);
  });

  it('shows no deletion notice on an ordinary visit to the login', async () => {
    localStorage.clear();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <SessionProvider>
            <AuthScreen />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.queryByText('Tu cuenta fue eliminada.')).not.toBeInTheDocument();
  });
});
