import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, CUSTOMER } from './session-testing';
import { AppRoutes } from './router';

vi.mock('../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

const WAIT = { timeout: 8000 };

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server: login answers with `user`; the history and admin reads answer empty. */
function serve(user: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.startsWith('/auth/login')) return json(200, { token: 'tok-new', user });
      if (url.startsWith('/auth/profile')) return json(200, { user });
      if (url.startsWith('/orders')) return json(200, []);
      return json(200, {});
    }),
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

async function logIn() {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Inicia sesión' }, WAIT);
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'cliente@superconjunto.co');
  await user.type(screen.getByLabelText(/^Cédula/), '1.000.000.002');
  await user.type(screen.getByLabelText(/^Teléfono/), '3000000002');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('after logging in, back to the page asked for (issue 15)', () => {
  it('opens /historial signed out, shows the login, and returns to /historial', async () => {
    serve(CUSTOMER);
    renderAt('/historial');
    await logIn();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/historial$/);
  });

  it('returns an administrator to /admin', async () => {
    serve(ADMIN);
    renderAt('/admin');
    await logIn();
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/),
      WAIT,
    );
  });

  it('never follows an external return URL', async () => {
    serve(CUSTOMER);
    renderAt(`/?volver=${encodeURIComponent('https://evil.example/historial')}`);
    await logIn();
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'Inicia sesión' })).toBeNull(),
      WAIT,
    );
    expect(screen.getByTestId('location').textContent?.startsWith('/?volver=')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Mis pedidos' })).toBeNull();
  });
});
