import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { orderView } from '../order-data/order-test-data';
import { OrderAdminDetail } from './order-admin-detail';
import { OrderCard } from './order-card';

const order = (over: Partial<AdminOrderView>): AdminOrderView => ({
  ...orderView(7),
  fecha_pedido: '2026-11-21T15:05:00.000Z',
  usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
  notas_entrega: null,
  reembolso_pendiente: false,
  prueba: false,
  ...over,
});

function paymentWords(o: AdminOrderView): { card: string; detail: string } {
  const none = () => {};
  const { unmount } = render(
    <MemoryRouter>
      <OrderCard order={o} now={new Date('2026-11-21T15:10:00.000Z')} onDetail={none} onDeliver={none} onOnTheWay={none} />
    </MemoryRouter>,
  );
  const card = screen.getByRole('article').querySelector('.rounded-xl')!.textContent!;
  unmount();
  render(
    <MemoryRouter>
      <OrderAdminDetail order={o} onOpenChange={none} />
    </MemoryRouter>,
  );
  const detail = within(screen.getByRole('dialog')).getByText('Pago').nextElementSibling!.textContent!;
  return { card, detail };
}

/** Issue 41: the board's card and the order's detail name the same payment state. */
describe('card and detail agree on the payment', () => {
  it.each([
    [{ estado: 'entregado', estado_pago: 'COBRADO_EFECTIVO' }, 'Cobrado en efectivo'],
    [{ estado: 'pendiente' }, 'Cobrar en efectivo'],
    [
      {
        estado: 'cancelado',
        metodo_pago: 'CARD',
        payment_method: 'CARD',
        estado_pago: 'VOIDED',
        reembolso: { estado: 'anulado', monto: 33_400, fecha: null, referencia: null },
      },
      'Cobro anulado (Tarjeta)',
    ],
  ] as const)('%j', (over, words) => {
    const { card, detail } = paymentWords(order({ total: 33_400, ...over }));
    expect(card).toContain(words);
    expect(detail).toBe(words);
  });
});
