import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import type { RefundView } from '../../../domain/refunds';
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

function adminOrder(reembolso: RefundView | null, over: Partial<AdminOrderView> = {}): AdminOrderView {
  return {
    ...orderView(12, {
      estado: 'cancelado',
      metodo_pago: 'NEQUI',
      payment_method: 'NEQUI',
      estado_pago: 'APPROVED',
      total: 25_000,
      reembolso,
    }),
    fecha_pedido: '2026-11-21T15:05:00.000Z',
    usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
    notas_entrega: null,
    reembolso_pendiente: reembolso?.estado === 'pendiente',
    prueba: false,
    ...over,
  };
}
const pending = { estado: 'pendiente', monto: 25_000, fecha: null, referencia: null } as const;
// 26 Nov 2026, 01:00 UTC is still the 25th in Bogotá.
const today = new Date('2026-11-26T01:00:00Z');

function show(order: AdminOrderView, onChanged = vi.fn()) {
  render(
    <MemoryRouter>
      <OrderAdminDetail order={order} onOpenChange={() => {}} onChanged={onChanged} />
    </MemoryRouter>,
  );
  return screen.getByRole('dialog', { name: 'Pedido SUP-012' });
}

beforeEach(() => request.mockReset());

describe('"Marcar reembolso realizado" in the admin order detail', () => {
  it('records the date (today in Bogotá by default) and the reference, then shows it done', async () => {
    const user = userEvent.setup();
    vi.setSystemTime(today);
    const done = adminOrder({ estado: 'realizado', monto: 25_000, fecha: '2026-11-25', referencia: 'NEQ-778899' });
    request.mockResolvedValueOnce({ success: true, pedido: done, message: 'Reembolso marcado como realizado.' });
    const onChanged = vi.fn();
    const dialog = show(adminOrder(pending), onChanged);
    expect(dialog).toHaveTextContent('Pendiente: devolver $ 25.000 a su Nequi');
    const form = within(dialog).getByRole('form', { name: 'Marcar reembolso realizado' });
    expect(within(form).getByLabelText('Fecha del reembolso')).toHaveValue('2026-11-25');
    await user.type(within(form).getByLabelText('Referencia'), 'NEQ-778899');
    await user.click(within(form).getByRole('button', { name: 'Marcar reembolso realizado' }));
    expect(request).toHaveBeenCalledWith('PUT', '/api/admin/pedidos/12/reembolso', {
      fecha: '2026-11-25',
      referencia: 'NEQ-778899',
    });
    expect(toast.success).toHaveBeenCalledWith('Reembolso marcado como realizado.');
    expect(onChanged).toHaveBeenCalledWith(done);
    vi.useRealTimers();
  });

  it('asks for the reference before sending anything', async () => {
    const user = userEvent.setup();
    const dialog = show(adminOrder(pending));
    await user.click(within(dialog).getByRole('button', { name: 'Marcar reembolso realizado' }));
    expect(within(dialog).getByLabelText('Referencia')).toHaveAccessibleDescription(
      'Escribe la referencia del reembolso (la de la pasarela o la transferencia).',
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    request.mockRejectedValueOnce(new ApiError('Este pedido no tiene un reembolso pendiente.', 409, 'REFUND_NOT_PENDING'));
    const dialog = show(adminOrder(pending));
    await user.type(within(dialog).getByLabelText('Referencia'), 'X1');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar reembolso realizado' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este pedido no tiene un reembolso pendiente.');
  });

  it('offers the action only while the refund is pending, and shows a done one', () => {
    const dialog = show(
      adminOrder({ estado: 'realizado', monto: 25_000, fecha: '2026-11-24', referencia: 'NEQ-1' }, { prioritario: true }),
    );
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Realizado el 24 de noviembre de 2026 · referencia NEQ-1');
    expect(dialog).toHaveTextContent('Domicilio prioritario');
  });
});
