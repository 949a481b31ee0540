import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { RedemptionHistory } from './redemption-history';

function serve(body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderHistory() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RedemptionHistory />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Tus canjes (issue 15)', () => {
  it('names the order a used priority reward went to (issue 22)', async () => {
    serve({
      canjes: [
        {
          codigo: 'CANJE-P2R3I4',
          puntos_usados: 100,
          valor_descuento: 0,
          estado: 'usado',
          fecha: '2026-11-21T15:05:00.000Z',
          recompensa: 'Domicilio prioritario',
          pedido_id: 12,
        },
      ],
    });
    renderHistory();
    const [item] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(item).toHaveTextContent('100 puntos · Domicilio prioritario');
    expect(item).toHaveTextContent('Usado en SUP-012');
    expect(item).not.toHaveTextContent('Disponible');
  });

  it('lists what was redeemed, when, and what became of it', async () => {
    const fetchMock = serve({
      canjes: [
        {
          codigo: 'CANJE-K7QM2X',
          puntos_usados: 100,
          valor_descuento: 1000,
          estado: 'usado',
          fecha: '2026-11-21T15:05:00.000Z',
          // Discounts are reward rows with names since issue 24: the value still reads first.
          recompensa: 'Descuento de $1.000',
        },
        {
          codigo: 'CANJE-A2B3C4',
          puntos_usados: 300,
          valor_descuento: 0,
          estado: 'activo',
          fecha: '2026-11-20T13:00:00.000Z',
          recompensa: 'Bolsa reutilizable',
        },
      ],
    });
    renderHistory();
    const list = await screen.findByRole('list');
    const [used, reward] = within(list).getAllByRole('listitem');
    expect(used).toHaveTextContent('100 puntos · $ 1.000 de descuento');
    expect(used).toHaveTextContent('Usado en un pedido');
    expect(used).toHaveTextContent('21 de noviembre de 2026');
    expect(used).toHaveTextContent('CANJE-K7QM2X');
    expect(reward).toHaveTextContent('300 puntos · Bolsa reutilizable');
    expect(reward).toHaveTextContent('Disponible');
    expect(screen.getByRole('heading', { name: 'Tus canjes' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/puntos/canjes');
  });

  it('says so when nothing was redeemed yet', async () => {
    serve({ canjes: [] });
    renderHistory();
    expect(await screen.findByText('Aún no has canjeado puntos.')).toBeInTheDocument();
  });
});
