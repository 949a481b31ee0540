import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../../domain/order-views';
import { createQueryClient } from '../../app/query-client';
import { orderView } from '../order-data/order-test-data';
import { pointsSummaryQuery, redemptionsQuery, rewardsQuery } from '../points/points-api';
import { someOrderCancelled, somePointsCredited } from './live-orders-cache';
import { usePointsAfterCancellation } from './use-live-orders';

describe('points after a cancellation', () => {
  it('tells a pending order that became cancelled from any other change', () => {
    const pending = [orderView(12), orderView(11, { estado: 'entregado' })];
    const cancelled = [orderView(12, { estado: 'cancelado' }), pending[1]!];
    expect(someOrderCancelled(pending, cancelled)).toBe(true);
    expect(someOrderCancelled(undefined, cancelled)).toBe(false);
    expect(someOrderCancelled(cancelled, cancelled)).toBe(false);
    expect(someOrderCancelled(pending, [orderView(12, { estado: 'entregado' }), pending[1]!])).toBe(
      false,
    );
  });

  it('marks the balance, "Tus canjes" and the rewards stale once an order is cancelled', () => {
    const client = createQueryClient();
    const keys = [pointsSummaryQuery.queryKey, redemptionsQuery.queryKey, rewardsQuery.queryKey];
    for (const key of keys) client.setQueryData(key, []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(
      ({ orders }: { orders: OrderView[] | undefined }) => usePointsAfterCancellation(orders),
      { wrapper, initialProps: { orders: [orderView(12)] } },
    );
    rerender({ orders: [orderView(12, { etapa: 'en_camino' })] });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
      false,
      false,
      false,
    ]);
    rerender({ orders: [orderView(12, { estado: 'cancelado' })] });
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]);
  });

  it('marks the balance stale once a delivery credits points however the list learnt it (issue 40)', () => {
    const client = createQueryClient();
    client.setQueryData(pointsSummaryQuery.queryKey, { puntos_disponibles: 0, puntos_totales: 0, nivel: 'BRONCE', multiplicador: 1 });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(
      ({ orders }: { orders: OrderView[] | undefined }) => usePointsAfterCancellation(orders),
      { wrapper, initialProps: { orders: [orderView(12, { etapa: 'en_camino' })] } },
    );
    // A poll reads the order delivered late: 50 points of compensation.
    rerender({
      orders: [orderView(12, { estado: 'entregado', puntos_compensacion: 50 })],
    });
    expect(client.getQueryState(pointsSummaryQuery.queryKey)?.isInvalidated).toBe(true);
    expect(somePointsCredited([orderView(12)], [orderView(12, { puntos_ganados: 20 })])).toBe(true);
    expect(somePointsCredited([orderView(12, { puntos_ganados: 20 })], [orderView(12, { puntos_ganados: 20 })])).toBe(false);
  });
});
