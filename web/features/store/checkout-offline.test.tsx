import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import type { CreateOrderAnswer } from '../../../domain/order-views';
import { toast } from '../../ui/toast';
import {
  json,
  mockShopApi,
  openCart,
  reachConfirmation,
  renderStore,
  type ShopApi,
} from './checkout-test-utils';

vi.mock('../../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

let api: ShopApi;
beforeEach(() => {
  vi.clearAllMocks();
  api = mockShopApi();
});

const PLACED: CreateOrderAnswer = {
  success: true,
  pedidoId: 1,
  codigo: 'SUP-001',
  message: 'Pedido creado con éxito',
  pedido: { id: 1, codigo: 'SUP-001', total: 25_400 } as CreateOrderAnswer['pedido'],
};

/** A fetch that fails as offline, rejecting only once awaited (no unhandled rejection). */
function connectionLost(): Promise<Response> {
  const lost: PromiseLike<Response> = {
    then: (_resolve, reject) => {
      reject?.(new TypeError('Failed to fetch'));
      return Promise.resolve() as never;
    },
  };
  return lost as Promise<Response>;
}

/** Another tab wrote the cart: what the browser does to this one. */
function cartChangedInAnotherTab(cart: unknown[]) {
  localStorage.setItem('carrito', JSON.stringify(cart));
  window.dispatchEvent(new StorageEvent('storage', { key: 'carrito' }));
}

describe('cash checkout without a connection', () => {
  it('says an unanswered order has no connection and retries the same request and key', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);

    api.answerOrder(connectionLost());
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.offline.orderNetwork,
    );
    expect(MESSAGES.offline.orderNetwork).toMatch(/^No hay conexión/);
    expect(JSON.parse(localStorage.getItem('carrito') ?? '[]')).toHaveLength(3);

    api.answerOrder(json(201, PLACED));
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('dialog', { name: '¡Pedido confirmado!' });
    const [first, second] = api.orderCalls();
    expect(api.orderCalls()).toHaveLength(2);
    expect(first?.key).toMatch(/\S{16,}/);
    expect(second?.key).toBe(first?.key);
    expect(second?.body).toEqual(first?.body);
    expect(localStorage.getItem('carrito')).toBe('[]');
  });

  it('keeps the unanswered key when the address changes before the retry', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);
    api.answerOrder(connectionLost());
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await within(dialog).findByRole('alert');

    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    const delivery = await screen.findByRole('dialog', { name: 'Datos de entrega' });
    await user.clear(within(delivery).getByLabelText('Apartamento'));
    await user.type(within(delivery).getByLabelText('Apartamento'), '503');
    await user.click(within(delivery).getByRole('button', { name: 'Continuar' }));
    const again = await screen.findByRole('dialog', { name: 'Confirma tu pedido' });
    api.answerOrder(json(201, PLACED));
    await user.click(within(again).getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('dialog', { name: '¡Pedido confirmado!' });

    const [first, second] = api.orderCalls();
    expect(second?.key).toBe(first?.key);
    expect(first?.body.apartamento_entrega).toBe('502');
    expect(second?.body.apartamento_entrega).toBe('503');
  });

  it('uses a new key for a new checkout after a definitive refusal', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);
    api.answerOrder(connectionLost());
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await within(dialog).findByRole('alert');
    api.answerOrder(json(422, { error: 'Pedido mínimo no alcanzado', code: 'MINIMUM_ORDER' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(api.orderCalls()).toHaveLength(2));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Confirmar pedido' })).toBeEnabled(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    const delivery = await screen.findByRole('dialog', { name: 'Datos de entrega' });
    await user.clear(within(delivery).getByLabelText('Apartamento'));
    await user.type(within(delivery).getByLabelText('Apartamento'), '503');
    await user.click(within(delivery).getByRole('button', { name: 'Continuar' }));
    const again = await screen.findByRole('dialog', { name: 'Confirma tu pedido' });
    api.answerOrder(json(201, PLACED));
    await user.click(within(again).getByRole('button', { name: 'Confirmar pedido' }));
    await screen.findByRole('dialog', { name: '¡Pedido confirmado!' });

    const [first, second, third] = api.orderCalls();
    expect(second?.key).toBe(first?.key);
    expect(third?.key).not.toBe(first?.key);
  });
});

describe('cash checkout in two tabs', () => {
  it('closes the confirmation when another tab empties the cart, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderStore();
    await reachConfirmation(user);

    act(() => cartChangedInAnotherTab([]));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirma tu pedido' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Confirmar pedido' })).not.toBeInTheDocument();
    expect(toast.info).toHaveBeenCalledWith(MESSAGES.offline.cartEmptiedElsewhere);
    expect(api.orderCalls()).toHaveLength(0);
  });

  it('keeps the confirmation when another tab only changes the cart', async () => {
    const user = userEvent.setup();
    await renderStore();
    const cart = await openCart(user);
    const dialog = await reachConfirmation(user, cart);
    const stored = JSON.parse(localStorage.getItem('carrito') ?? '[]') as unknown[];

    act(() => cartChangedInAnotherTab(stored.slice(0, 1)));

    await within(dialog).findByText('Leche entera × 2');
    expect(within(dialog).queryByText('Pan tajado × 1')).not.toBeInTheDocument();
    expect(toast.info).not.toHaveBeenCalled();
  });
});
