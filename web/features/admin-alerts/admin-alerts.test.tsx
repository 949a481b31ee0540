import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderEvent } from '../../../domain/admin-views';
import { useEventStream } from '../../app/use-event-stream';
import { apiRequest } from '../admin/admin-api';
import { AdminAlertsProvider } from './admin-alerts';

vi.mock('../../app/use-event-stream', () => ({ useEventStream: vi.fn(() => 'live') }));
vi.mock('../admin/admin-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../../ui/toast', () => ({ toast: { show: vi.fn(), success: vi.fn(), error: vi.fn() } }));
vi.mock('./notifications', () => ({ showOrderNotification: vi.fn(() => Promise.resolve()) }));

const stream = vi.mocked(useEventStream);

function mount(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/inventario']}>
        <AdminAlertsProvider>
          <p>Inventario</p>
        </AdminAlertsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const call = stream.mock.calls.at(-1);
  if (!call) throw new Error('the provider opened no event stream');
  return { onEvent: call[1] as (event: AdminOrderEvent) => void, options: call[2] };
}

/** The board's first page (admin-deliveries/use-order-board.ts). */
const BOARD_PAGE = ['admin', 'pedidos', 'lista', 'pendiente', null];
const NEW_ORDER: AdminOrderEvent = {
  evento: 'nuevo',
  pedido_id: 7,
  estado: 'pendiente',
  torre: 2,
  total: 33_400,
};

beforeEach(() => {
  stream.mockClear();
  vi.mocked(apiRequest).mockClear();
});

describe('the panel alerts and the board cached behind another section', () => {
  it('marks the board stale on an event, so coming back to Entregas reads it at once (issue 41)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    // The board was open a moment ago: its page is in the cache, fresh for 30 s.
    client.setQueryData(BOARD_PAGE, { pages: [{ rows: [], next: null }], pageParams: [null] });
    const { onEvent } = mount(client);
    expect(client.getQueryState(BOARD_PAGE)?.isInvalidated).toBe(false);

    await act(async () => onEvent(NEW_ORDER));

    expect(client.getQueryState(BOARD_PAGE)?.isInvalidated).toBe(true);
  });

  it('marks the board stale when the stream (re)connects: what happened while it was down', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    client.setQueryData(BOARD_PAGE, { pages: [{ rows: [], next: null }], pageParams: [null] });
    const { options } = mount(client);
    await act(async () => options?.onOpen?.());
    expect(client.getQueryState(BOARD_PAGE)?.isInvalidated).toBe(true);
  });
});
