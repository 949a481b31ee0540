import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { apiRequest, ApiError } from '../admin/admin-api';
import { toast } from '../../ui/toast';
import { orderView } from '../order-data/order-test-data';
import { OrderAdminDetail } from './order-admin-detail';
import { MemoryRouter } from 'react-router';

vi.mock('../admin/admin-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const request = vi.mocked(apiRequest);

const deliveredAt = new Date('2026-11-21T15:30:00.000Z');
function delivered(over: Partial<AdminOrderView> = {}): AdminOrderView {
  return {
    ...orderView(12, {
      estado: 'entregado',
      etapa: 'en_camino',
      fecha_entrega: deliveredAt.toISOString(),
      puntos_ganados: 20,
      total: 20_000,
    }),
    fecha_pedido: '2026-11-21T15:05:00.000Z',
    usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
    notas_entrega: null,
    reembolso_pendiente: false,
    prueba: false,
    ...over,
  };
}

function show(order: AdminOrderView, onChanged = vi.fn()) {
  render(
    <MemoryRouter>
      <OrderAdminDetail order={order} onOpenChange={() => {}} onChanged={onChanged} />
    </MemoryRouter>,
  );
  return onChanged;
}

beforeEach(() => {
  request.mockReset();
  vi.useRealTimers();
});

describe('"Revertir entrega" in the admin order detail', () => {
  it('asks, reverts through the server and hands back the order en camino', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(deliveredAt.getTime() + 10 * 60_000));
    const user = userEvent.setup();
    const back = delivered({ estado: 'pendiente', fecha_entrega: null, puntos_ganados: null });
    request.mockResolvedValue({
      pedido: back,
      puntos_descontados: 20,
      puntos_no_descontados: 0,
      message: 'Entrega revertida: el pedido volvió a En camino',
    });
    const onChanged = show(delivered());
    expect(screen.getByText('Cobrado en efectivo')).toBeInTheDocument();
    expect(screen.getByText(/revertirla hasta las 11:30\sa\.\sm\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revertir entrega' }));
    expect(request).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sí, revertir entrega' }));
    expect(request).toHaveBeenCalledWith('POST', '/api/admin/pedidos/12/revertir-entrega');
    expect(onChanged).toHaveBeenCalledWith(back);
    expect(toast.success).toHaveBeenCalledWith(
      'Pedido SUP-012: entrega revertida, vuelve a En camino · se descontaron 20 puntos',
    );
  });

  it('shows the server’s reason when it refuses', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(deliveredAt.getTime() + 59 * 60_000));
    const user = userEvent.setup();
    request.mockRejectedValue(
      new ApiError(
        'La entrega solo se puede revertir durante 60 minutos después de marcarla',
        409,
        'DELIVERY_REVERT_EXPIRED',
      ),
    );
    show(delivered());
    await user.click(screen.getByRole('button', { name: 'Revertir entrega' }));
    await user.click(screen.getByRole('button', { name: 'Sí, revertir entrega' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/durante 60 minutos/);
  });

  it('is gone after the hour and on orders that are not delivered', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(deliveredAt.getTime() + 61 * 60_000));
    show(delivered());
    expect(screen.queryByRole('button', { name: 'Revertir entrega' })).toBeNull();
  });
});
