import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { toast } from '../ui/toast';
import { SESSION_ENDED_EVENT, SESSION_EXPIRY_REDIRECT_MS } from './api-client';
import { queryClient } from './query-client';
import { SessionProvider, useSession } from './session';
import { cartOwnerOf, getToken } from './storage';
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

describe('logout and the screens that use the session', () => {
  // A panel that asks the server with the session's token, as the admin panel's alerts do.
  function Panel({ seen }: { seen: { asked: (string | null)[]; tokenAtUnmount?: string | null } }) {
    useQuery({
      queryKey: ['panel'],
      queryFn: () => {
        seen.asked.push(getToken());
        return 'ok';
      },
    });
    useEffect(
      () => () => {
        seen.tokenAtUnmount = getToken();
      },
      [seen],
    );
    return <p>Panel</p>;
  }

  function Screen({ seen }: { seen: Parameters<typeof Panel>[0]['seen'] }) {
    const { status } = useSession();
    return (
      <>
        {status === 'signed-in' && <Panel seen={seen} />}
        <LogoutButton />
      </>
    );
  }

  it('leaves the screen while the token is still there, and nothing asks again without it', async () => {
    saveSession(CUSTOMER);
    api.reply(200, { user: CUSTOMER });
    const seen: Parameters<typeof Panel>[0]['seen'] = { asked: [] };
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SessionProvider>
            <Screen seen={seen} />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Panel');
    await waitFor(() => expect(seen.asked).toEqual(['tok-valid']));

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(screen.queryByText('Panel')).not.toBeInTheDocument();
    expect(seen.tokenAtUnmount).toBe('tok-valid');
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(seen.asked).toEqual(['tok-valid']);
  });
});
