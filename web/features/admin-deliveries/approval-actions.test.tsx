import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { toast } from '../../ui/toast';
import { apiRequest } from '../admin/admin-api';
import { orderView } from '../order-data/order-test-data';
import { OrderCard } from './order-card';

vi.mock('../admin/admin-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  apiRequest: vi.fn(),
}));
vi.mock('../../ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const request = vi.mocked(apiRequest);

const order = (over: Partial<AdminOrderView> = {}): AdminOrderView => ({
  ...orderView(12, { aprobacion: 'pendiente' }),
  fecha_pedido: '2026-11-21T15:05:00.000Z',
  usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
  notas_entrega: null,
  reembolso_pendiente: false,
  prueba: false,
  ...over,
});

function show(o: AdminOrderView) {
  const onChanged = vi.fn();
  render(
    <MemoryRouter>
      <OrderCard
        order={o}
        now={new Date('2026-11-21T15:10:00.000Z')}
        onDetail={() => {}}
        onDeliver={() => {}}
        onCancel={() => {}}
        onOnTheWay={() => {}}
        onApprovalChanged={onChanged}
      />
    </MemoryRouter>,
  );
  return onChanged;
}

beforeEach(() => request.mockReset());

describe('a held order on the board (issue 46)', () => {
  it('says "Por aprobar" and offers approving or rejecting, not sending or delivering', () => {
    show(order());
    expect(screen.getByRole('heading', { name: /SUP-012.*Por aprobar/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Aprobar\s*SUP-012$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Rechazar\s*SUP-012$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /En camino/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Marcar entregado/ })).toBeNull();
  });

  it('approves with one tap and reads the board again', async () => {
    request.mockResolvedValue({ pedido: order({ aprobacion: 'aprobado' }) });
    const onChanged = show(order());
    await userEvent.click(screen.getByRole('button', { name: /^Aprobar\s*SUP-012$/ }));
    expect(request).toHaveBeenCalledWith('POST', '/api/admin/pedidos/12/aprobar');
    expect(toast.success).toHaveBeenCalledWith('Pedido SUP-012 aprobado');
    expect(onChanged).toHaveBeenCalled();
  });

  it('rejects only after a confirmation that says what it does', async () => {
    request.mockResolvedValue({ pedido: order({ estado: 'cancelado', aprobacion: 'rechazado' }) });
    const onChanged = show(order());
    await userEvent.click(screen.getByRole('button', { name: /^Rechazar\s*SUP-012$/ }));
    expect(request).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: '¿Rechazar el pedido SUP-012?' });
    expect(dialog).toHaveTextContent('La tienda no pudo aceptar este pedido');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, rechazar' }));
    expect(request).toHaveBeenCalledWith('POST', '/api/admin/pedidos/12/rechazar');
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the answer to those who may cancel: a deliverer sees only "Por aprobar"', () => {
    render(
      <MemoryRouter>
        <OrderCard order={order()} now={new Date('2026-11-21T15:10:00.000Z')} onDetail={() => {}} onDeliver={() => {}} onOnTheWay={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Por aprobar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aprobar|Rechazar/ })).toBeNull();
  });

  it('shows an approved order as any other', () => {
    show(order({ aprobacion: 'aprobado' }));
    expect(screen.queryByText('Por aprobar')).toBeNull();
    expect(screen.getByRole('button', { name: /^En camino\s*SUP-012$/ })).toBeInTheDocument();
  });
});
