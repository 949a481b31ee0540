import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { ApiError, apiRequest } from '../admin/admin-api';
import { toast } from '../../ui/toast';
import { orderView } from '../order-data/order-test-data';
import { OrderAdminDetail } from './order-admin-detail';

vi.mock('../admin/admin-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const request = vi.mocked(apiRequest);

const order = (over: Partial<AdminOrderView>): AdminOrderView => ({
  ...orderView(12, { etapa: 'en_camino' }),
  fecha_pedido: '2026-11-21T15:05:00.000Z',
  usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
  notas_entrega: null,
  reembolso_pendiente: false,
  prueba: false,
  ...over,
});

function show(o: AdminOrderView, onChanged = vi.fn()) {
  render(
    <MemoryRouter>
      <OrderAdminDetail order={o} onOpenChange={() => {}} onChanged={onChanged} />
    </MemoryRouter>,
  );
  return onChanged;
}

beforeEach(() => request.mockReset());

/** Issue 41: "En camino" has its undo, as "Entregado" has "Revertir entrega". */
describe('"Volver a Recibido" in the admin order detail', () => {
  it('moves an order on its way back through the server and hands back the order', async () => {
    const back = order({ etapa: 'recibido' });
    request.mockResolvedValue({ pedido: back, message: 'El pedido volvió a «Recibido»' });
    const onChanged = show(order({}));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver a Recibido' }));
    expect(request).toHaveBeenCalledWith('PUT', '/api/admin/pedidos/12/etapa', { etapa: 'recibido' });
    expect(onChanged).toHaveBeenCalledWith(back);
    expect(toast.success).toHaveBeenCalledWith('Pedido SUP-012 de vuelta en Recibido');
  });

  it('says why when the server refuses (delivered meanwhile)', async () => {
    const user = userEvent.setup();
    request.mockRejectedValueOnce(
      new ApiError('Solo un pedido pendiente y en camino puede volver a recibido', 409, 'ORDER_NOT_ON_THE_WAY'),
    );
    show(order({}));
    await user.click(screen.getByRole('button', { name: 'Volver a Recibido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo un pedido pendiente y en camino puede volver a recibido',
    );
  });

  it.each([
    [{ etapa: 'recibido' }],
    [{ estado: 'entregado' }],
    [{ estado: 'cancelado' }],
  ] as const)('is not offered for %j', (over) => {
    show(order(over));
    expect(screen.queryByRole('button', { name: 'Volver a Recibido' })).toBeNull();
  });
});
