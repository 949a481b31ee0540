import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { CUSTOMER, renderWithSession, saveSession } from '../../app/session-testing';
import { orderView, routeFetch } from '../order-data/order-test-data';
import { applyOrderEvent, someDeliveryReverted, trackedOrders } from './live-orders-cache';
import { hasPending } from './use-live-orders';
import { LiveTracker, TrackerCard } from './live-tracker';

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

  it('takes a reverted delivery back to pending without its points or delivery time', () => {
    const delivered = orderView(12, {
      estado: 'entregado',
      etapa: 'en_camino',
      puntos_ganados: 20,
      puntos_compensacion: 50,
      fecha_entrega: at(30).toISOString(),
    });
    const patched = applyOrderEvent([delivered], event(12, { etapa: 'en_camino' }));
    expect(patched?.[0]).toMatchObject({
      estado: 'pendiente',
      etapa: 'en_camino',
      puntos_ganados: null,
      puntos_compensacion: 0,
      fecha_entrega: null,
    });
    expect(someDeliveryReverted([delivered], patched ?? undefined)).toBe(true);
    expect(someDeliveryReverted([delivered], [delivered])).toBe(false);
  });

  it('keeps following an order the shop may still revert, for the hour after delivery', () => {
    const delivered = [orderView(12, { estado: 'entregado', fecha_entrega: at(0).toISOString() })];
    expect(hasPending(delivered, at(59))).toBe(true);
    expect(hasPending(delivered, at(61))).toBe(false);
    expect(hasPending([orderView(13)], at(500))).toBe(true);
  });

  it('follows every pending order, and keeps a watched one once it finishes', () => {
    const ids = (orders: ReturnType<typeof orderView>[]) => orders.map((o) => o.id);
    const orders = [orderView(12, { estado: 'entregado' }), orderView(11, { estado: 'entregado' })];
    expect(trackedOrders(orders, new Set(), new Set())).toEqual([]);
    expect(ids(trackedOrders(orders, new Set([12]), new Set()))).toEqual([12]);
    expect(trackedOrders(orders, new Set([12]), new Set([12]))).toEqual([]);
    // Issue 22: a new order never hides one still on its way.
    const pending = [orderView(14), orderView(13, { etapa: 'en_camino' }), ...orders];
    expect(ids(trackedOrders(pending, new Set([12]), new Set()))).toEqual([14, 13, 12]);
    expect(ids(trackedOrders(pending, new Set(), new Set([14])))).toEqual([13]);
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

  it('marks an order that took the "Domicilio prioritario" reward (issue 40)', () => {
    show(orderView(12, { fecha: placed.toISOString(), prioritario: true }), at(5));
    expect(screen.getByText('Domicilio prioritario')).toBeInTheDocument();
  });

  it('marks no priority on an ordinary order', () => {
    show(orderView(12, { fecha: placed.toISOString() }), at(5));
    expect(screen.queryByText('Domicilio prioritario')).not.toBeInTheDocument();
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

describe('the live tracker', () => {
  it('shows every active order, each with its own state', async () => {
    saveSession(CUSTOMER);
    routeFetch({
      '/auth/profile': [{ status: 200, body: { user: CUSTOMER } }],
      '/orders': [
        {
          status: 200,
          body: [
            orderView(14),
            orderView(13, { etapa: 'en_camino' }),
            orderView(12, { estado: 'entregado' }),
          ],
        },
      ],
    });
    renderWithSession(<LiveTracker />, { path: '/app' });
    const newest = await screen.findByRole('region', { name: 'Tu pedido SUP-014' });
    const onItsWay = screen.getByRole('region', { name: 'Tu pedido SUP-013' });
    expect(within(newest).getByTestId('tracker-state')).toHaveTextContent('Recibido');
    expect(within(onItsWay).getByTestId('tracker-state')).toHaveTextContent('En camino');
    expect(screen.queryByRole('region', { name: 'Tu pedido SUP-012' })).toBeNull();
  });
});
