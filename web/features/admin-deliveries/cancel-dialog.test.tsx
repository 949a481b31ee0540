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
    devuelto: { stock: true, codigo: null, puntos: 0, pago },
  };
}

/** Picks a reason (once) and confirms. */
async function cancelNow() {
  const reason = screen.getByRole('radio', { name: 'Se agotó un producto de tu pedido' });
  if (!(reason as HTMLInputElement).checked) await userEvent.click(reason);
  await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar pedido' }));
}

describe('cancel dialog', () => {
  it('asks a reason, and words for "Otro motivo", before cancelling (issue 41)', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(answer('none')));
    render(<CancelDialog order={order} onOpenChange={() => {}} onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Sí, cancelar pedido' });
    await userEvent.click(confirm);
    expect(screen.getByRole('group', { name: 'Motivo de la cancelación' })).toHaveTextContent(
      'Elige el motivo de la cancelación: el residente lo verá.',
    );
    expect(screen.getByRole('radio', { name: 'Se agotó un producto de tu pedido' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Otro motivo' }));
    await userEvent.click(confirm);
    const words = screen.getByRole('textbox', { name: 'Explícale al residente' });
    expect(words).toHaveFocus();
    expect(words).toHaveAccessibleDescription('Escribe el motivo: el residente lo verá.');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(words, 'Se fue la luz en la torre');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(order, {
      motivo_cancelacion: 'otro',
      detalle_cancelacion: 'Se fue la luz en la torre',
    });
  });

  it('says what goes back, then that a paid order is owed a refund', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(answer('refund_due')));
    render(<CancelDialog order={order} onOpenChange={() => {}} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: '¿Cancelar el pedido SUP-007?' });
    expect(dialog).toHaveTextContent('Los productos vuelven al inventario.');
    expect(dialog).toHaveTextContent('pagado en línea');
    await cancelNow();
    expect(
      await screen.findByRole('dialog', { name: 'Pedido SUP-007 cancelado' }),
    ).toHaveTextContent(
      'queda un reembolso pendiente (3 a 5 días hábiles). Cuando lo devuelvas, márcalo en el detalle del pedido.',
    );
    expect(onConfirm).toHaveBeenCalledWith(order, { motivo_cancelacion: 'sin_stock' });
  });

  it('says a voided payment was not charged, and shows a refused change as an error', async () => {
    const onConfirm = vi
      .fn<() => Promise<StateChangeAnswer>>()
      .mockRejectedValueOnce(new Error('El pedido ya no está pendiente'))
      .mockResolvedValueOnce(answer('voided'));
    render(<CancelDialog order={order} onOpenChange={() => {}} onConfirm={onConfirm} />);
    await cancelNow();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: El pedido ya no está pendiente',
    );
    await cancelNow();
    expect(await screen.findByText(/se anuló: no se cobró nada/)).toBeInTheDocument();
  });

  it('speaks of the code and the points only when the order used them (issue 22)', async () => {
    const plain = { ...order, codigo_promocional: null, codigo_canje: null, prioritario: false } as AdminOrderView;
    const onConfirm = vi.fn(() =>
      Promise.resolve({
        ...answer('none'),
        devuelto: { stock: true, codigo: null, puntos: 0, pago: 'none' as const },
      }),
    );
    const { unmount } = render(<CancelDialog order={plain} onOpenChange={() => {}} onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/código|puntos/);
    await cancelNow();
    const done = await screen.findByRole('dialog', { name: 'Pedido SUP-007 cancelado' });
    expect(done).toHaveTextContent('Los productos volvieron al inventario.');
    expect(done).not.toHaveTextContent(/código|puntos/);
    unmount();

    const used = { ...plain, codigo_promocional: 'SC2026GABCDE', codigo_canje: 'CANJE-1' } as AdminOrderView;
    const back = vi.fn(() =>
      Promise.resolve({
        ...answer('none'),
        devuelto: { stock: true, codigo: 'SC2026GABCDE', puntos: 100, pago: 'none' as const },
      }),
    );
    render(<CancelDialog order={used} onOpenChange={() => {}} onConfirm={back} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('El código SC2026GABCDE vuelve a quedar disponible.');
    await cancelNow();
    expect(await screen.findByRole('dialog', { name: 'Pedido SUP-007 cancelado' })).toHaveTextContent(
      'El código SC2026GABCDE quedó disponible.Se devolvieron 100 puntos al cliente.',
    );
  });
});
