import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { RewardsList } from './rewards-list';

vi.mock('../../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

const REWARD = { id: 3, nombre: 'Domicilio prioritario', puntos_requeridos: 300 };

function serve() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const body = String(input).startsWith('/api/recompensas')
      ? [REWARD]
      : { success: true, message: 'Recompensa canjeada' };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('rewards list', () => {
  it('asks before redeeming a reward (issue 15)', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RewardsList available={620} busy={false} />
      </QueryClientProvider>,
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Canjear Domicilio prioritario por 300 puntos',
      }),
    );
    const confirm = screen.getByRole('alertdialog', {
      name: '¿Canjear 300 puntos por Domicilio prioritario?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'No, volver' }));
    expect(posts(fetchMock)).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Canjear Domicilio prioritario por 300 puntos' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sí, canjear' }));
    await vi.waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(String(posts(fetchMock)[0]?.[0])).toBe('/api/canjes/crear');
  });
});
