import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from './query-client';
import { SessionProvider, useSession } from './session';

// Test helpers for components that use the session (not imported by the app).

export const CUSTOMER = {
  id: 2,
  nombre: 'Camila Rojas',
  email: 'cliente@superconjunto.co',
  cedula: '1000000002',
  telefono: '3000000002',
  telefono_alternativo: null,
  torre: 1,
  piso: 5,
  apartamento: '502',
  notas_entrega: null,
  rol: 'customer',
} as const;

export const ADMIN = {
  ...CUSTOMER,
  id: 1,
  nombre: 'Ana Admin',
  email: 'admin@superconjunto.co',
  rol: 'admin',
} as const;

export function saveSession(user: object, token = 'tok-valid'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** A fetch mock that answers in order; unanswered calls stay pending. */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    reply(status: number, body?: unknown) {
      fetchMock.mockResolvedValueOnce(
        new Response(body === undefined ? null : JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
    fail() {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    },
    /** The JSON body of the n-th call. */
    body(n = 0): unknown {
      const init = fetchMock.mock.calls[n]?.[1];
      return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    },
  };
}

/** Shows the session's status and user e-mail, for assertions. */
export function SessionProbe() {
  const { status, user } = useSession();
  return (
    <output data-testid="session">
      {status}
      {user ? ` ${user.email}` : ''}
    </output>
  );
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Renders `element` at `path` inside the session and a router with marker pages for / and /app. */
export function renderWithSession(
  element: ReactElement,
  { path = '/', at }: { path?: string; at?: string } = {},
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at ?? path]}>
        <SessionProvider>
          <Routes>
            <Route path={path} element={element} />
            {path !== '/' && <Route path="/" element={<h1>Inicio de la tienda</h1>} />}
            {path !== '/app' && <Route path="/app" element={<h1>Tienda abierta</h1>} />}
          </Routes>
          <LocationProbe />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
