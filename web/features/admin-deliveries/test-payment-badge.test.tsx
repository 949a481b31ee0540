import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { orderView } from '../order-data/order-test-data';
import { OrderAdminDetail } from './order-admin-detail';
import { OrderCard } from './order-card';

// Issue 46: an order the sandbox approved looks paid, but no money came in.
const order = (over: Partial<AdminOrderView>): AdminOrderView => ({
  ...orderView(12, { metodo_pago: 'NEQUI', payment_method: 'NEQUI', estado_pago: 'APPROVED' }),
  fecha_pedido: '2026-11-21T15:05:00.000Z',
  usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
  notas_entrega: null,
  reembolso_pendiente: false,
  prueba: false,
  ...over,
});
const none = () => {};
const card = (o: AdminOrderView) =>
  render(
    <MemoryRouter>
      <OrderCard order={o} now={new Date('2026-11-21T15:10:00.000Z')} onDetail={none} onDeliver={none} onCancel={none} onOnTheWay={none} />
    </MemoryRouter>,
  );

describe('the "Prueba" badge of a sandbox payment', () => {
  it('marks a card the sandbox paid, saying why to a pointer', () => {
    card(order({ prueba: true }));
    const article = screen.getByRole('article', { name: /^SUP-012\s*Prueba$/ });
    expect(within(article).getByText('Prueba').closest('span')).toHaveAttribute(
      'title',
      'Pagado con la pasarela de pruebas: no entró dinero',
    );
  });

  it('leaves a real payment and a cash order unmarked', () => {
    card(order({ prueba: false }));
    expect(screen.queryByText('Prueba')).toBeNull();
    card(order({ prueba: false, metodo_pago: 'EFECTIVO', payment_method: 'EFECTIVO', estado_pago: 'PENDIENTE_EFECTIVO' }));
    expect(screen.queryByText('Prueba')).toBeNull();
  });

  it('says in the detail that no money came in', () => {
    render(
      <MemoryRouter>
        <OrderAdminDetail order={order({ prueba: true })} onOpenChange={none} />
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pedido SUP-012' });
    expect(within(dialog).getByText('Prueba')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Pagado con la pasarela de pruebas: no entró dinero');
  });
});
