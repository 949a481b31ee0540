import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOrderView } from '../../../domain/order-views';
import { orderView } from '../order-data/order-test-data';
import { OrderCard } from './order-card';

const order = (over: Partial<AdminOrderView>): AdminOrderView => ({
  ...orderView(12),
  fecha_pedido: '2026-11-21T15:05:00.000Z',
  usuario: { id: 2, nombre: 'Ana Pérez', email: 'ana@example.com' },
  notas_entrega: null,
  reembolso_pendiente: false,
  ...over,
});
const none = () => {};
const show = (o: AdminOrderView) =>
  render(
    <OrderCard
      order={o}
      now={new Date('2026-11-21T15:10:00.000Z')}
      onDetail={none}
      onDeliver={none}
      onCancel={none}
      onOnTheWay={none}
    />,
  );

describe('the board’s order card', () => {
  it('marks a pending priority order', () => {
    show(order({ prioritario: true }));
    expect(screen.getByRole('article', { name: /^SUP-012\s*Prioritario$/ })).toBeInTheDocument();
  });

  it.each([
    [{ estado: 'pendiente', etapa: 'recibido' }, 'Pendiente'],
    [{ estado: 'pendiente', etapa: 'en_camino' }, 'En camino'],
    [{ estado: 'entregado', etapa: 'en_camino' }, 'Entregado'],
  ] as const)('names one state: %j reads %s', (over, label) => {
    show(order(over));
    const header = screen.getByRole('article').querySelector('header') as HTMLElement;
    expect(header.textContent).toBe(`SUP-012${label}`);
  });

  it('leaves an ordinary order and a finished priority one unmarked', () => {
    show(order({ prioritario: true, estado: 'entregado' }));
    expect(screen.queryByText('Prioritario')).not.toBeInTheDocument();
  });
});

const noop = vi.fn();

describe('the board’s payment names', () => {
  it.each([
    ['CARD', 'Tarjeta'],
    ['NEQUI', 'Nequi'],
    ['DAVIPLATA', 'DaviPlata'],
    ['PSE', 'PSE'],
  ])('names the payment %s as the shop does (%s)', (method, name) => {
    render(
      <OrderCard
        order={order({ metodo_pago: method, payment_method: method, estado_pago: 'APPROVED' })}
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

describe('the board’s cash line', () => {
  it.each([
    ['pendiente', 'Cobrar en efectivo'],
    ['entregado', 'Cobrado en efectivo'],
    ['cancelado', 'Efectivo sin cobrar (cancelado)'],
  ] as const)('a %s cash order reads "%s"', (estado, text) => {
    show(order({ estado, total: 18_000 }));
    expect(screen.getByText(new RegExp(`^${text.replace(/[()]/g, '\\$&')}:`)).textContent).toBe(
      `${text}: $\u00a018.000`,
    );
    if (estado === 'entregado') expect(screen.queryByText(/Cobrar en efectivo/)).toBeNull();
  });
});
