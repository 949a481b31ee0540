import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A route: `METHOD /path` (query string included when given) → answer body or a function of the call. */
export type Routes = Record<string, unknown>;

/**
 * Stubs fetch with a table of answers keyed by `METHOD path` (first the full path with its query,
 * then the path alone); records every call. A missing route answers 404 so tests notice.
 */
export function stubApi(routes: Routes) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url, body };
    calls.push(call);
    const key = [`${method} ${url}`, `${method} ${url.split('?')[0]}`].find((k) => k in routes);
    if (!key) return new Response(JSON.stringify({ error: 'no route', code: 'NOT_FOUND' }), { status: 404 });
    const answer = routes[key];
    const value = typeof answer === 'function' ? (answer as (c: Call) => unknown)(call) : answer;
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * Renders with a fresh TanStack Query client (no retries, so errors show at once) inside a
 * memory router at `url` (sections keep their filters in the query string).
 */
export function renderWithClient(ui: ReactElement, url = '/admin/margenes') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MemoryRouter>,
  );
}
