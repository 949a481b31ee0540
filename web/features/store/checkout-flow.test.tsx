import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateOrderAnswer, CurrentPrices } from '../../../domain/order-views';
import { toast } from '../../ui/toast';
import { priceCartItems } from '../cart/cart-pricing';
import type { CartItem } from '../cart/cart-lines';
import {
  amountOf,
  BREAD,
  CANJE,
  json,
  mockShopApi,
  openCart,
  reachConfirmation,
  renderStore,
  standardCart,
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

function placed(total: number): CreateOrderAnswer {
  return {
    success: true,
    pedidoId: 1,
    codigo: 'SUP-001',
    message: 'Pedido creado con éxito',
    pedido: { id: 1, codigo: 'SUP-001', total } as CreateOrderAnswer['pedido'],
  };
}

const storedCart = () => JSON.parse(localStorage.getItem('carrito') ?? '[]') as CartItem[];

describe('cash checkout', () => {
  it('shows the cart preview totals and sends them with the lines and the canje', async () => {
    const user = userEvent.setup();
    api.summary = { ...api.summary, canjes_activos: [CANJE] };
    await renderStore();
    // Wait for the canje to reach the cart before paying.
    const cart = await openCart(user);
    await within(cart).findByText('Canje de puntos');
    const expected = priceCartItems(standardCart(), 'efectivo', { pointsValue: 1_000 });
    const dialog = await reachConfirmation(user, cart);

    expect(amountOf(dialog, 'Subtotal')).toBe('$\u00a025.400');
    expect(amountOf(dialog, 'Canje de puntos')).toBe('-$\u00a01.000');
    expect(amountOf(dialog, 'Envío')).toBe('Gratis');
    expect(amountOf(dialog, 'TOTAL A PAGAR EN EFECTIVO')).toBe('$\u00a024.400');
    expect(expected.total).toBe(24_400);
    expect(within(dialog).getByText('Pan tajado × 1').nextSibling).toHaveTextContent('$ 5.400');
    expect(within(dialog).getByText('Torre 1 · Piso 5 · Apto 502')).toBeInTheDocument();
    expect(within(dialog).getByText(/máximo 20 minutos/)).toBeInTheDocument();

    api.answerOrder(json(201, placed(24_400)));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await screen.findByRole('dialog', { name: '¡Pedido confirmado!' });
    const [call] = api.orderCalls();
    expect(call?.body).toEqual({
      cliente_email: 'cliente@superconjunto.co',
      telefono_contacto: '3000000002',
      torre_entrega: 1,
      piso_entrega: 5,
      apartamento_entrega: '502',
      entrega_modo: 'apartamento',
      productos: [
        { id: 1, nombre: 'Leche entera', precio: 4_000, cantidad: 2 },
        { id: 2, nombre: 'Pan tajado', precio: 5_400, cantidad: 1 },
      ],
      paquetes: [{ id: 7, nombre: 'Combo desayuno', precio: 12_000, cantidad: 1 }],
      total: expected.total,
      subtotal: expected.subtotal,
      descuento_monto: 1_000,
      descuento_porcentaje: 0,
      costo_envio: 0,
      metodo_pago: 'EFECTIVO',
      estado_pago: 'PENDIENTE_EFECTIVO',
      // Issue 44: the resident never chose, so the pre-selected "Preguntarme" goes with it.
      faltantes_preferencia: 'preguntar',
      codigo_canje: 'CJ-TEST01',
    });
  });

  it('sends one order with one key on a double click, then empties the cart', async () => {
    const user = userEvent.setup();
    api.summary = { ...api.summary, canjes_activos: [CANJE] };
    await renderStore();
    const cart = await openCart(user);
    await within(cart).findByText('Canje de puntos');
    const dialog = await reachConfirmation(user, cart);
    let answer: (r: Response) => void = () => {};
    api.answerOrder(new Promise<Response>((resolve) => (answer = resolve)));

    const confirm = within(dialog).getByRole('button', { name: 'Confirmar pedido' });
    // Two clicks before React re-renders the disabled button, then a double click after.
    act(() => {
      confirm.click();
      confirm.click();
    });
    await user.dblClick(confirm);
    expect(within(dialog).getByRole('button', { name: 'Procesando…' })).toBeDisabled();
    expect(api.orderCalls()).toHaveLength(1);
    expect(api.orderCalls()[0]?.key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(storedCart()).toHaveLength(3);

    api.summary = { ...api.summary, canjes_activos: [] };
    answer(json(201, placed(24_400)));
    const done = await screen.findByRole('dialog', { name: '¡Pedido confirmado!' });
    expect(within(done).getByText('SUP-001')).toBeInTheDocument();
    expect(within(done).getByText('$ 24.400')).toBeInTheDocument();
    expect(within(done).getByText('Llega en máximo 20 minutos')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute(
      'href',
      '/historial',
    );
    expect(storedCart()).toEqual([]);
    expect(api.orderCalls()).toHaveLength(1);

    await user.click(within(done).getByRole('button', { name: 'Seguir comprando' }));
    expect(screen.getByRole('button', { name: 'Carrito, 0 productos' })).toBeInTheDocument();
    // The canje went with the order: the empty cart no longer offers it.
    await user.click(screen.getByRole('button', { name: 'Carrito, 0 productos' }));
    expect(screen.queryByText('Canje de puntos')).not.toBeInTheDocument();
  });

  it('keeps the cart after a refusal, shows a stock message as is and retries with the same key', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);
    const stock = 'Solo queda 1 unidad de Leche entera';
    api.answerOrder(json(409, { error: stock, code: 'INSUFFICIENT_STOCK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(stock));
    expect(storedCart()).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Confirma tu pedido' })).toBeInTheDocument();

    api.answerOrder(json(422, { error: 'El pedido no es válido', code: 'VALIDATION' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith(
        'Error al crear el pedido: El pedido no es válido',
      ),
    );
    const [first, second] = api.orderCalls();
    expect(second?.key).toBe(first?.key);
    expect(storedCart()).toHaveLength(3);
  });

  it('shows the closed message as is when the server refuses outside service hours', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);
    const closed =
      'Estamos cerrados. Nuestro horario es de 6:00 a. m. a 11:00 p. m. y abrimos mañana a las 6:00 a. m.';
    api.answerOrder(json(422, { error: closed, code: 'OUTSIDE_SERVICE_HOURS' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(closed));
  });

  it('shows changed prices, and accepting updates the cart and sends again with a new key', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);
    const precios: CurrentPrices = {
      lineas: [
        { tipo: 'producto', id: 1, nombre: 'Leche entera', precio: 4_500 },
        { tipo: 'producto', id: 2, nombre: 'Pan tajado', precio: 5_400 },
        { tipo: 'paquete', id: 7, nombre: 'Combo desayuno', precio: 12_000 },
      ],
      subtotal: 26_400,
      descuento_cupon: 0,
      descuento_canje: 0,
      costo_envio: 0,
      total: 26_400,
    };
    api.answerOrder(
      json(409, { error: 'Los precios cambiaron.', code: 'PRICES_CHANGED', precios }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));

    const change = await screen.findByRole('dialog', { name: 'Los precios cambiaron' });
    const changed = within(change).getByRole('list', { name: 'Precios que cambiaron' });
    expect(within(changed).getAllByRole('listitem')).toHaveLength(1);
    expect(changed).toHaveTextContent('Leche entera');
    expect(changed).toHaveTextContent(/antes \$ 4\.000.*ahora \$ 4\.500/);
    expect(within(change).getByText('$ 26.400')).toBeInTheDocument();
    expect(storedCart().find((i) => i.id === 1)?.precio).toBe(4_000);

    await user.click(within(change).getByRole('button', { name: 'Aceptar nuevos precios' }));
    const again = await screen.findByRole('dialog', { name: 'Confirma tu pedido' });
    expect(storedCart().find((i) => i.id === 1)).toMatchObject({
      precio: 4_500,
      precio_original: 4_500,
    });
    expect(amountOf(again, 'TOTAL A PAGAR EN EFECTIVO')).toBe('$\u00a026.400');

    api.answerOrder(json(201, placed(26_400)));
    await user.click(within(again).getByRole('button', { name: 'Confirmar pedido' }));
    await screen.findByRole('dialog', { name: '¡Pedido confirmado!' });
    const [first, second] = api.orderCalls();
    expect(second?.body).toMatchObject({ subtotal: 26_400, total: 26_400 });
    expect(second?.body.productos).toContainEqual({
      id: 1,
      nombre: 'Leche entera',
      precio: 4_500,
      cantidad: 2,
    });
    expect(second?.key).not.toBe(first?.key);
  });

  it('keeps an offer when the server price is its new list price under the same percent', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);
    const precios: CurrentPrices = {
      lineas: [
        { tipo: 'producto', id: 1, nombre: 'Leche entera', precio: 4_000 },
        // 7.000 − 10 % = 6.300.
        { tipo: 'producto', id: 2, nombre: BREAD.nombre, precio: 6_300 },
        { tipo: 'paquete', id: 7, nombre: 'Combo desayuno', precio: 12_000 },
      ],
      subtotal: 26_300,
      descuento_cupon: 0,
      descuento_canje: 0,
      costo_envio: 0,
      total: 26_300,
    };
    api.answerOrder(json(409, { error: 'x', code: 'PRICES_CHANGED', precios }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    const change = await screen.findByRole('dialog', { name: 'Los precios cambiaron' });
    await user.click(within(change).getByRole('button', { name: 'Aceptar nuevos precios' }));
    await screen.findByRole('dialog', { name: 'Confirma tu pedido' });
    expect(storedCart().find((i) => i.id === 2)).toMatchObject({
      precio: 6_300,
      precio_original: 7_000,
      descuento_activo: true,
      descuento_porcentaje: 10,
    });
  });

  it('says the session expired, ends it once and keeps the cart aside', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);
    api.answerOrder(json(401, { error: 'Tu sesión expiró.', code: 'SESSION_EXPIRED' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Tu sesión ha expirado. Por favor inicia sesión nuevamente.',
      ),
    );
    expect(toast.sessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('carrito-temp') ?? '[]')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), {
      timeout: 3_000,
    });
  });

  it('logs out after 2 s when the server words a session end without a 401', async () => {
    const user = userEvent.setup();
    await renderStore();
    const dialog = await reachConfirmation(user);
    api.answerOrder(json(422, { error: 'Token inválido', code: 'VALIDATION' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Tu sesión ha expirado. Por favor inicia sesión nuevamente.',
      ),
    );
    expect(localStorage.getItem('token')).not.toBeNull();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull(), { timeout: 3_000 });
  });

  it('opens the secure payment modal after the delivery step, with the digital total', async () => {
    const user = userEvent.setup();
    await renderStore();
    const cart = await openCart(user);
    await user.click(within(cart).getByRole('button', { name: 'Pagar en línea' }));
    const delivery = await screen.findByRole('dialog', { name: 'Datos de entrega' });
    await user.click(within(delivery).getByRole('button', { name: 'Continuar' }));
    const payment = await screen.findByRole('dialog', { name: 'Pago seguro' }, { timeout: 5_000 });
    // The digital total has no shipping: the same cart as the cash preview, without the fee.
    expect(within(payment).getByText(/Total a pagar:/)).toBeInTheDocument();
    await within(payment).findByRole('checkbox', { name: /términos/i });
    expect(api.orderCalls()).toHaveLength(0);
  });
});
