import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { toast } from '../ui/toast';
import { SESSION_ENDED_EVENT, SESSION_EXPIRY_REDIRECT_MS } from './api-client';
import { useSession } from './session';
import { cartOwnerOf } from './storage';
import {
  CUSTOMER,
  mockFetch,
  renderWithSession,
  saveSession,
  SessionProbe,
} from './session-testing';

vi.mock('../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

let api: ReturnType<typeof mockFetch>;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockFetch();
});
afterEach(() => {
  vi.useRealTimers();
});

function LogoutButton() {
  const { logout } = useSession();
  return (
    <button type="button" onClick={logout}>
      Cerrar sesión
    </button>
  );
}

const renderSession = (path = '/app') =>
  renderWithSession(
    <>
      <SessionProbe />
      <LogoutButton />
    </>,
    { path },
  );

describe('session restore', () => {
  it('shows the loading screen while it checks the saved session, then signs in', async () => {
    saveSession({ ...CUSTOMER, nombre: 'Nombre viejo' });
    renderSession();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando SuperConjunto');
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/auth/profile');
    expect(new Headers(api.fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer tok-valid',
    );
    expect(screen.queryByTestId('session')).not.toBeInTheDocument();
  });

  it('signs in with the fresh profile and stores it', async () => {
    saveSession({ ...CUSTOMER, nombre: 'Nombre viejo' });
    api.reply(200, { user: CUSTOMER });
    renderSession();
    await waitFor(() =>
      expect(screen.getByTestId('session')).toHaveTextContent(`signed-in ${CUSTOMER.email}`),
    );
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      nombre: CUSTOMER.nombre,
    });
    expect(screen.queryByText('Cargando SuperConjunto')).not.toBeInTheDocument();
  });

  it.each([
    ['an unreadable user', '{not json'],
    ['a user without e-mail', JSON.stringify({ nombre: 'Sin correo' })],
    ['no user', null],
  ])('clears token and user when the saved session has %s', (_, user) => {
    localStorage.setItem('token', 'tok-valid');
    if (user !== null) localStorage.setItem('user', user);
    renderSession();
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('ends an expired saved session: cart aside, toast, home after 2 s', async () => {
    saveSession(CUSTOMER, 'tok-expired');
    localStorage.setItem('carrito', JSON.stringify([{ id: 1, cantidad: 2 }]));
    api.reply(403, { error: MESSAGES.server.sessionExpired, code: 'SESSION_EXPIRED' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSession('/app');

    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-out'));
    expect(toast.sessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('carrito-temp')).toBe(JSON.stringify([{ id: 1, cantidad: 2 }]));
    expect(screen.getByTestId('location')).toHaveTextContent('/app');
    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRY_REDIRECT_MS));
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });

  it('keeps the saved session when the server cannot be reached', async () => {
    saveSession(CUSTOMER);
    api.fail();
    renderSession();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    expect(localStorage.getItem('token')).toBe('tok-valid');
  });
});

describe('session end', () => {
  it('signs out when another call expired the session', async () => {
    saveSession(CUSTOMER);
    api.reply(200, { user: CUSTOMER });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    });
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
  });

  it('logs out: token and user removed, the cart set aside for its resident only', async () => {
    saveSession(CUSTOMER);
    localStorage.setItem('carrito', JSON.stringify([{ id: 1, cantidad: 1 }]));
    api.reply(200, { user: CUSTOMER });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('signed-in'));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(screen.getByTestId('session')).toHaveTextContent('signed-out');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // Issue 15: the next account on this browser must not find it; its owner gets it back.
    expect(localStorage.getItem('carrito')).toBeNull();
    expect(localStorage.getItem('carrito-temp')).toBe(JSON.stringify([{ id: 1, cantidad: 1 }]));
    expect(localStorage.getItem('carrito-temp-dueno')).toBe(cartOwnerOf(CUSTOMER));
  });
});
