import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { ApiError, apiRequest } from '../admin/admin-api';
import { orderView, productLineView } from '../order-data/order-test-data';
import { PackingListScreen } from './packing-list';

vi.mock('../admin/admin-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
vi.mock('../admin-alerts/admin-alerts', () => ({
  useAdminAlerts: () => ({ subscribe: () => () => {} }),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const request = vi.mocked(apiRequest);

function order(over: Partial<AdminOrderView> = {}): AdminOrderView {
  const base = orderView(12, {
    productos: [
      { ...productLineView(1, 'Leche entera 1 L', 2, 5_000), linea_id: 31 },
      { ...productLineView(2, 'Pan tajado', 1, 6_000), linea_id: 32 },
    ],
  });
  return {
    ...base,
    fecha_pedido: '2026-11-21T15:05:00.000Z',
    usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
    notas_entrega: null,
    reembolso_pendiente: false,
    prueba: false,
    faltantes_preferencia: 'preguntar',
    ...over,
  };
}

const proposals = {
  reemplazos: [
    { id: 7, nombre: 'Leche deslactosada 1 L', precio: 5_300 },
    { id: 8, nombre: 'Leche en bolsa 1 L', precio: 4_500 },
  ],
};

function serve(first: AdminOrderView, after: AdminOrderView | Error) {
  request.mockImplementation((method, path) => {
    if (method === 'GET' && path === '/api/admin/pedidos/12') return Promise.resolve(first);
    if (method === 'GET' && path.endsWith('/alistamiento'))
      return Promise.resolve({ pedido_id: 12, claves: [] });
    if (method === 'GET' && path.startsWith('/api/admin/pedidos/12/reemplazos'))
      return Promise.resolve(proposals);
    if (method === 'POST')
      return after instanceof Error ? Promise.reject(after) : Promise.resolve(after);
    return new Promise(() => {});
  });
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PackingListScreen orderId={12} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
});

describe('"Falta" on the packing list', () => {
  it('marks part of a line missing with another replacement and shows the wait for the resident', async () => {
    const asked = order({
      productos: [
        {
          ...productLineView(1, 'Leche entera 1 L', 2, 5_000),
          linea_id: 31,
          faltante: 1,
          cantidad_final: 1,
        },
        { ...productLineView(2, 'Pan tajado', 1, 6_000), linea_id: 32 },
      ],
      pregunta_faltante: {
        id: 5,
        linea_id: 31,
        producto_nombre: 'Leche entera 1 L',
        faltan: 1,
        propuestas: [],
        vence_en: new Date(Date.now() + 151_000).toISOString(),
        estado: 'abierta',
      },
      total: 15_000,
    });
    serve(order(), asked);
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Falta Leche entera 1 L' }));
    const sheet = await screen.findByRole('dialog', { name: 'Falta Leche entera 1 L' });
    expect(within(sheet).getByText('2 de 2')).toBeInTheDocument();
    expect(within(sheet).getByText('No hay ninguna.')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Una menos' }));
    expect(within(sheet).getByText('Solo hay 1 de 2.')).toBeInTheDocument();
    expect(within(sheet).getByText(/tiene 3 minutos para responder/)).toBeInTheDocument();
    await user.click(await within(sheet).findByRole('radio', { name: /Leche en bolsa 1 L/ }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirmar faltante' }));
    expect(request).toHaveBeenCalledWith('POST', '/api/admin/pedidos/12/faltantes', {
      linea_id: 31,
      faltan: 1,
      reemplazo_id: 8,
    });
    // 2:31 when drawn at once; a loaded machine (load 30) took over two seconds to get here.
    expect(await screen.findByText(/Esperando al residente \(2:[0-3]\d\)/)).toBeInTheDocument();
    expect(screen.getByText('Falta 1 de 2: esperando al residente')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    // No second "Falta" on a line whose question is open.
    expect(screen.queryByRole('button', { name: 'Falta Leche entera 1 L' })).toBeNull();
  });

  it('lists a line missing entirely apart, struck through, and leaves it out of the bag', async () => {
    serve(
      order({
        productos: [
          {
            ...productLineView(1, 'Leche entera 1 L', 2, 5_000),
            linea_id: 31,
            faltante: 2,
            cantidad_final: 0,
          },
          { ...productLineView(2, 'Pan tajado', 1, 6_000), linea_id: 32 },
        ],
      }),
      new Error('unused'),
    );
    show();
    const missing = await screen.findByRole('region', { name: 'Faltantes' });
    expect(within(missing).getByText('2 × Leche entera 1 L')).toHaveClass('line-through');
    expect(screen.getByText('Faltó: quitado, no se cobra')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Leche entera/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Pan tajado/ })).toBeInTheDocument();
  });

  it('says why the server refused and keeps the sheet open', async () => {
    serve(
      order(),
      new ApiError(
        'Solo se pueden marcar faltantes en un pedido pendiente.',
        409,
        'ORDER_NOT_PENDING',
      ),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: 'Falta Pan tajado' }));
    const sheet = await screen.findByRole('dialog', { name: 'Falta Pan tajado' });
    await user.click(within(sheet).getByRole('button', { name: 'Confirmar faltante' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'Solo se pueden marcar faltantes en un pedido pendiente.',
    );
  });
});
