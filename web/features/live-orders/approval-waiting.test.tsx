import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { orderView } from '../order-data/order-test-data';
import { applyOrderEvent } from './live-orders-cache';
import { TrackerCard } from './live-tracker';

const placed = '2026-11-21T15:05:00.000Z';
const held = orderView(12, { fecha: placed, aprobacion: 'pendiente' });
const showTracker = (order: ReturnType<typeof orderView>) =>
  render(
    <MemoryRouter>
      <TrackerCard order={order} now={new Date('2026-11-21T15:10:00.000Z')} onDismiss={() => {}} />
    </MemoryRouter>,
  );

describe('a held order as its resident sees it (issue 46)', () => {
  it('tracks it as waiting for the shop, with no arrival promised', () => {
    showTracker(held);
    expect(screen.getByRole('status')).toHaveTextContent('Esperando confirmación de la tienda');
    expect(screen.queryByText(/Llega en unos/)).toBeNull();
  });

  it('follows the approval pushed by the stream', () => {
    const event: ResidentOrderEvent = {
      evento: 'estado',
      pedido_id: 12,
      codigo: 'SUP-012',
      estado: 'pendiente',
      etapa: 'recibido',
      fecha: placed,
      total: 20_000,
      puntos_compensacion: 0,
      puntos_ganados: 0,
      fecha_entrega: null,
      aprobacion: 'aprobado',
    };
    const [approved] = applyOrderEvent([held], event)!;
    showTracker(approved!);
    expect(screen.getByRole('status')).toHaveTextContent('Recibido');
    expect(screen.getByText(/Lo pediste hace 5 min/)).toHaveTextContent('Llega en unos 15 min');
  });

  it('says why once the shop rejected it', () => {
    showTracker(orderView(12, { estado: 'cancelado', aprobacion: 'rechazado' }));
    expect(screen.getByRole('status')).toHaveTextContent('CanceladoLa tienda no pudo aceptar este pedido');
  });
});
