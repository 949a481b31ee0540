import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { CancelDialog, type StateChangeAnswer } from './cancel-dialog';

const order = {
  id: 7,
  codigo: 'SUP-007',
  estado: 'pendiente',
  payment_method: 'NEQUI',
} as AdminOrderView;

function answer(pago: 'voided' | 'refund_due' | 'none'): StateChangeAnswer {
  return {
    success: true,
    pedido: { ...order, estado: 'cancelado' },
    puntos_acreditados: 0,
    devuelto: { stock: true, codigo: false, canje: false, pago },
  };
}

describe('cancel dialog', () => {
  it('says what goes back, then that a paid order is owed a refund', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(answer('refund_due')));
    render(<CancelDialog order={order} onOpenChange={() => {}} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar el pedido SUP-007?' });
    expect(dialog).toHaveTextContent('El stock de los productos vuelve al inventario');
    expect(dialog).toHaveTextContent('pagado en línea');
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(
      await screen.findByRole('dialog', { name: 'Pedido SUP-007 cancelado' }),
    ).toHaveTextContent('queda un reembolso pendiente');
    expect(onConfirm).toHaveBeenCalledWith(order);
  });

  it('says a voided payment was not charged, and shows a refused change as an error', async () => {
    const onConfirm = vi
      .fn<() => Promise<StateChangeAnswer>>()
      .mockRejectedValueOnce(new Error('El pedido ya no está pendiente'))
      .mockResolvedValueOnce(answer('voided'));
    render(<CancelDialog order={order} onOpenChange={() => {}} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: El pedido ya no está pendiente',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
    expect(await screen.findByText(/se anuló: no se cobró nada/)).toBeInTheDocument();
  });
});
