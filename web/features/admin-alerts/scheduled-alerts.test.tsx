import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderEvent } from '../../../domain/admin-views';
import { useEventStream } from '../../app/use-event-stream';
import { toast } from '../../ui/toast';
import { AdminAlertsProvider, isArrival } from './admin-alerts';
import { beep } from './alert-sound';
import { showOrderNotification } from './notifications';

vi.mock('../../app/use-event-stream', () => ({ useEventStream: vi.fn(() => 'live') }));
vi.mock('../admin/admin-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../../ui/toast', () => ({ toast: { show: vi.fn(), success: vi.fn(), error: vi.fn() } }));
vi.mock('./notifications', () => ({ showOrderNotification: vi.fn(() => Promise.resolve()) }));
vi.mock('./alert-sound', () => ({ beep: vi.fn() }));

const stream = vi.mocked(useEventStream);
const SLOT = { inicio: '2026-12-08T11:00:00.000Z', fin: '2026-12-08T11:30:00.000Z' };
const base = { pedido_id: 9, estado: 'pendiente', torre: 3, total: 41_000 } as const;
const scheduledNew: AdminOrderEvent = {
  ...base,
  evento: 'nuevo',
  entrega_programada: SLOT,
  programado_activo: false,
};
const due: AdminOrderEvent = {
  ...base,
  evento: 'programado',
  entrega_programada: SLOT,
  programado_activo: true,
};

function mount() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/admin/inventario']}>
        <AdminAlertsProvider>
          <p>Inventario</p>
        </AdminAlertsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const call = stream.mock.calls.at(-1);
  if (!call) throw new Error('the provider opened no event stream');
  return call[1] as (event: AdminOrderEvent) => void;
}

beforeEach(() => vi.clearAllMocks());

describe('alerts of scheduled orders (issue 45)', () => {
  it('tells an arrival in the pending lane from a scheduled order waiting for its slot', () => {
    expect(isArrival({ ...base, evento: 'nuevo' })).toBe(true);
    expect(isArrival(scheduledNew)).toBe(false);
    expect(isArrival(due)).toBe(true);
    expect(isArrival({ ...base, evento: 'estado', entrega_programada: SLOT })).toBe(false);
  });

  it('stays quiet when a scheduled order is placed, and alerts like a new order when it is due', async () => {
    const onEvent = mount();
    await act(async () => onEvent(scheduledNew));
    expect(toast.show).not.toHaveBeenCalled();
    expect(showOrderNotification).not.toHaveBeenCalled();
    expect(beep).not.toHaveBeenCalled();

    await act(async () => onEvent(due));
    expect(beep).toHaveBeenCalledWith('nuevo');
    expect(toast.show).toHaveBeenCalledWith(
      expect.stringMatching(/^Pedido programado SUP-009 · Torre 3 · \$\s41\.000$/),
      expect.objectContaining({ action: expect.objectContaining({ label: 'Ver' }) }),
    );
    expect(showOrderNotification).toHaveBeenCalledWith(
      'Pedido programado SUP-009',
      expect.stringContaining('Torre 3'),
      'pedido-9',
      '/admin/entregas?pedido=9',
    );
    expect(document.title).toMatch(/^\(1\)/);
  });
});
