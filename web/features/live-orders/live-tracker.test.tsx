import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { orderView } from '../order-data/order-test-data';
import { applyOrderEvent, trackedOrder } from './live-orders-cache';
import { TrackerCard } from './live-tracker';

const placed = new Date('2026-11-21T15:05:00.000Z');
const at = (min: number) => new Date(placed.getTime() + min * 60_000);

function event(id: number, over: Partial<ResidentOrderEvent> = {}): ResidentOrderEvent {
  return {
    evento: 'estado',
    pedido_id: id,
    codigo: `SUP-${id}`,
    estado: 'pendiente',
    etapa: 'recibido',
    fecha: placed.toISOString(),
    total: 20_000,
    puntos_compensacion: 0,
    puntos_ganados: 0,
    fecha_entrega: null,
    ...over,
  };
}

describe('the tracker’s cache rules', () => {
  it('patches a listed order and asks for a refetch of an unknown one', () => {
    const orders = [orderView(12), orderView(11, { estado: 'entregado' })];
    const patched = applyOrderEvent(orders, event(12, { etapa: 'en_camino' }));
    expect(patched?.[0]).toMatchObject({ id: 12, etapa: 'en_camino', estado: 'pendiente' });
    expect(patched?.[1]).toBe(orders[1]);
    expect(applyOrderEvent(orders, event(13, { evento: 'nuevo' }))).toBeNull();
    expect(applyOrderEvent(undefined, event(12))).toBeNull();
  });

  it('follows the newest pending order, then keeps a watched one once it finishes', () => {
    const orders = [orderView(12, { estado: 'entregado' }), orderView(11, { estado: 'entregado' })];
    expect(trackedOrder(orders, new Set(), new Set())).toBeNull();
    expect(trackedOrder(orders, new Set([12]), new Set())?.id).toBe(12);
    expect(trackedOrder(orders, new Set([12]), new Set([12]))).toBeNull();
    const pending = [orderView(13), ...orders];
    expect(trackedOrder(pending, new Set([12]), new Set())?.id).toBe(13);
  });
});

describe('the tracker card', () => {
  const show = (order: ReturnType<typeof orderView>, now: Date) =>
    render(
      <MemoryRouter>
        <TrackerCard order={order} now={now} onDismiss={() => {}} />
      </MemoryRouter>,
    );

  it('counts down to the expected arrival while received', () => {
    show(orderView(12, { fecha: placed.toISOString() }), at(5));
    expect(screen.getByRole('heading', { name: 'Tu pedido SUP-012' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Recibido');
    expect(screen.getByText(/Lo pediste hace 5 min/)).toHaveTextContent('Llega en unos 15 min');
  });

  it('reads "un poco demorado" past the promise, on its way', () => {
    show(orderView(12, { fecha: placed.toISOString(), etapa: 'en_camino' }), at(23));
    expect(screen.getByRole('status')).toHaveTextContent('En camino');
    expect(screen.getByText(/Lo pediste hace 23 min/)).toHaveTextContent('Va un poco demorado');
  });

  it('tells the compensation once delivered late', () => {
    show(orderView(12, { estado: 'entregado', puntos_compensacion: 50 }), at(30));
    expect(screen.getByRole('status')).toHaveTextContent('EntregadoLlegamos tarde: te abonamos 50 puntos');
    expect(screen.queryByText(/Lo pediste/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Ocultar el seguimiento del pedido SUP-012' })).toBeInTheDocument();
  });
});
