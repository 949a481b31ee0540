import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { orderQuery } from '../order-data/orders-api';
import { orderView } from '../order-data/order-test-data';
import { patchOrderReadAlone } from './use-live-orders';

const event = (pedido_id: number): ResidentOrderEvent => ({
  evento: 'estado',
  pedido_id,
  codigo: `SUP-${pedido_id}`,
  estado: 'cancelado',
  etapa: 'recibido',
  fecha: null,
  total: 8_000,
  puntos_compensacion: 0,
  puntos_ganados: 0,
  fecha_entrega: null,
});

describe('an older order opened by its link follows pushed changes', () => {
  it('patches the order read by itself, and leaves other orders and empty caches alone', () => {
    const client = new QueryClient();
    client.setQueryData(orderQuery(3).queryKey, orderView(3, { estado: 'pendiente' }));
    patchOrderReadAlone(client, event(3));
    expect(client.getQueryData(orderQuery(3).queryKey)?.estado).toBe('cancelado');

    patchOrderReadAlone(client, event(4));
    expect(client.getQueryData(orderQuery(4).queryKey)).toBeUndefined();
    expect(client.getQueryData(orderQuery(3).queryKey)?.estado).toBe('cancelado');
  });
});
