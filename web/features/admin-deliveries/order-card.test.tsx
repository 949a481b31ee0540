import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { orderView } from '../orders/order-test-data';
import { OrderCard } from './order-card';

function adminOrder(overrides: Partial<AdminOrderView>): AdminOrderView {
  return {
    ...orderView(12),
    fecha_pedido: '2026-11-21T15:05:00.000Z',
    usuario: { id: 2, nombre: 'Laura Gómez', email: 'laura@example.com' },
    notas_entrega: null,
    reembolso_pendiente: false,
    ...overrides,
  };
}

const noop = vi.fn();

describe('board order card', () => {
  it.each([
    ['CARD', 'Tarjeta'],
    ['NEQUI', 'Nequi'],
    ['DAVIPLATA', 'DaviPlata'],
    ['PSE', 'PSE'],
  ])('names the payment %s as the shop does (%s)', (method, name) => {
    render(
      <OrderCard
        order={adminOrder({ metodo_pago: method, payment_method: method, estado_pago: 'APPROVED' })}
        now={new Date('2026-11-21T15:10:00.000Z')}
        onDetail={noop}
        onDeliver={noop}
        onCancel={noop}
        onOnTheWay={noop}
      />,
    );
    expect(screen.getByText(/^Pagado en línea/)).toHaveTextContent(`Pagado en línea (${name})`);
    if (method !== name) expect(screen.queryByText(new RegExp(`\\(${method}\\)`))).toBeNull();
  });
});
