import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_TALLY } from '../../../domain/order-history';
import type { OrderView } from '../../../domain/order-views';
import { orderView } from '../order-data/order-test-data';
import { ordersQuery } from '../order-data/orders-api';
import { OrderPlacedModal } from './order-placed-modal';

/** Issue 40: "¡Pedido confirmado!" never promises an arrival its order is already past. */
describe('the order confirmation follows its order', () => {
  async function setup() {
    const client = new QueryClient();
    // Query notifications arrive on a later tick: wait for them inside act.
    const put = (order: OrderView) =>
      act(async () => {
        client.setQueryData(ordersQuery.queryKey, { pedidos: [order], anteriores: EMPTY_TALLY });
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    const onClose = vi.fn();
    await put(orderView(12, { codigo: 'SUP-012', estado: 'pendiente', etapa: 'recibido' }));
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <OrderPlacedModal open codigo="SUP-012" total={20_000} paidOnline={false} onClose={onClose} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return { put, onClose };
  }

  it('says it left once it is on its way, and closes into the tracker once delivered', async () => {
    const { put, onClose } = await setup();
    expect(screen.getByRole('status')).toHaveTextContent('Llega en máximo 20 minutos');
    await put(orderView(12, { codigo: 'SUP-012', estado: 'pendiente', etapa: 'en_camino' }));
    expect(screen.getByRole('status')).toHaveTextContent('Tu pedido va en camino');
    expect(screen.queryByText(/Llega en máximo/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await put(orderView(12, { codigo: 'SUP-012', estado: 'entregado', etapa: 'en_camino' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes when the shop cancels it', async () => {
    const { put, onClose } = await setup();
    await put(orderView(12, { codigo: 'SUP-012', estado: 'cancelado' }));
    expect(onClose).toHaveBeenCalled();
  });
});
