import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import type { PackingTicksView } from '../../../domain/schemas/packing';
import { emitStreamEvent } from '../../app/stream-events';
import { toast } from '../../ui/toast';
import { ApiError, apiRequest } from '../admin/admin-api';
import { orderView, productLineView } from '../order-data/order-test-data';
import { PackingListScreen } from './packing-list';
import { withPendingTicks } from './use-packing-ticks';

vi.mock('../admin/admin-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
vi.mock('../admin-alerts/admin-alerts', () => ({
  useAdminAlerts: () => ({ subscribe: () => () => {} }),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const request = vi.mocked(apiRequest);

const order: AdminOrderView = {
  ...orderView(12, {
    productos: [
      productLineView(1, 'Leche entera 1 L', 2, 5_000),
      productLineView(2, 'Pan tajado', 1, 6_000),
    ],
  }),
  fecha_pedido: '2026-11-21T15:05:00.000Z',
  usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
  notas_entrega: null,
  reembolso_pendiente: false,
  prueba: false,
};

const ticks = (...claves: string[]): PackingTicksView => ({ pedido_id: 12, claves });

/** PUTs answered when the test says so, in the order they were sent. */
function holdWrites() {
  const writes: { body: unknown; resolve(v: PackingTicksView): void; reject(e: unknown): void }[] =
    [];
  request.mockImplementation((method, path, body) => {
    if (method === 'GET' && path === '/api/admin/pedidos/12') return Promise.resolve(order);
    if (method === 'GET') return Promise.resolve(ticks());
    return new Promise((resolve, reject) => {
      writes.push({ body, resolve: resolve as (v: PackingTicksView) => void, reject });
    });
  });
  return writes;
}

async function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PackingListScreen orderId={12} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const milk = await screen.findByRole('checkbox', { name: /Leche entera/ });
  // The boxes take taps once the shared ticks have arrived.
  await waitFor(() => expect(milk).toBeEnabled());
  return { milk, bread: screen.getByRole('checkbox', { name: /Pan tajado/ }) };
}

beforeEach(() => {
  request.mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('packing ticks', () => {
  it('says it is loading and takes no tap until the shared ticks arrive', async () => {
    let answer: (view: PackingTicksView) => void = () => {};
    request.mockImplementation((method, path) => {
      if (method === 'GET' && path === '/api/admin/pedidos/12') return Promise.resolve(order);
      if (method === 'GET') return new Promise((resolve) => (answer = resolve as typeof answer));
      return Promise.reject(new Error('no write expected'));
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PackingListScreen orderId={12} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const milk = await screen.findByRole('checkbox', { name: /Leche entera/ });
    expect(milk).toBeDisabled();
    expect(milk).not.toBeChecked();
    expect(screen.getByText('Cargando lo ya alistado…')).toBeInTheDocument();
    await act(async () => answer(ticks('producto-1')));
    await waitFor(() => expect(milk).toBeEnabled());
    expect(milk).toBeChecked();
    expect(screen.getByText('1 de 2 listos')).toBeInTheDocument();
  });

  it('keeps a second quick tap while the first is still being written', async () => {
    const writes = holdWrites();
    const user = userEvent.setup();
    const { milk, bread } = await show();
    await user.click(milk);
    await user.click(bread);
    expect(milk).toBeChecked();
    expect(bread).toBeChecked();
    // One write at a time: the bread waits for the milk's answer, which predates it.
    expect(writes).toHaveLength(1);
    await act(async () => writes[0]!.resolve(ticks('producto-1')));
    expect(bread).toBeChecked();
    // A stream frame sent before the bread reached the server does not untick it either.
    act(() => emitStreamEvent('alistamiento', ticks('producto-1')));
    expect(bread).toBeChecked();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.body).toEqual({ clave: 'producto-2', listo: true });
    await act(async () => writes[1]!.resolve(ticks('producto-1', 'producto-2')));
    expect(milk).toBeChecked();
    expect(bread).toBeChecked();
    expect(screen.getByText('Todo listo')).toBeInTheDocument();
  });

  it('merges taps on a box whose write has not started into one write', async () => {
    const writes = holdWrites();
    const user = userEvent.setup();
    const { milk, bread } = await show();
    await user.click(milk);
    await user.click(bread);
    await user.click(bread);
    expect(bread).not.toBeChecked();
    await act(async () => writes[0]!.resolve(ticks('producto-1')));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.body).toEqual({ clave: 'producto-2', listo: false });
    await act(async () => writes[1]!.resolve(ticks('producto-1')));
    expect(writes).toHaveLength(2);
    expect(bread).not.toBeChecked();
  });

  it('puts a refused tick back and says why', async () => {
    const writes = holdWrites();
    const user = userEvent.setup();
    const { milk } = await show();
    await user.click(milk);
    expect(milk).toBeChecked();
    const refusal = new ApiError(
      'Este pedido ya no está pendiente: su lista de alistamiento queda como estaba.',
      409,
      'ORDER_NOT_PENDING',
    );
    await act(async () => writes[0]!.reject(refusal));
    expect(milk).not.toBeChecked();
    expect(toast.error).toHaveBeenCalledWith(
      'Este pedido ya no está pendiente: su lista de alistamiento queda como estaba.',
    );
  });
});

describe('withPendingTicks', () => {
  it.each([
    [['a'], [['b', true]], ['a', 'b']],
    [['a', 'b'], [['a', false]], ['b']],
    [[], [], []],
  ] as const)('lays %j under %j', (server, pending, expected) => {
    expect([...withPendingTicks(server, new Map(pending))].sort()).toEqual(expected);
  });
});
