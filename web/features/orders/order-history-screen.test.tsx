import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import type { OrderView } from '../../../domain/order-views';
import { CUSTOMER, renderWithSession, saveSession } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { OrderHistoryScreen } from './order-history-screen';
import {
  orderView,
  packageLineView,
  productLineView,
  routeFetch,
  type Reply,
} from '../order-data/order-test-data';

vi.mock('../../ui/toast', () => ({
  toast: {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    show: vi.fn(),
    sessionExpired: vi.fn(),
  },
}));

const PROFILE: Reply = { status: 200, body: { user: CUSTOMER } };

const ORDERS: OrderView[] = [
  orderView(12, {
    estado: 'pendiente',
    fecha: '2026-11-21T15:05:00.000Z',
    subtotal: 30_000,
    descuento_porcentaje: 10,
    descuento_cupon: 2_000,
    descuento_canje: 1_000,
    descuento_monto: 3_000,
    codigo_promocional: 'SC2026GABCDE',
    codigo_canje: 'CANJE-K7QM2X',
    costo_envio: 0,
    total: 27_000,
    metodo_pago: 'NEQUI',
    estado_pago: 'APPROVED',
    payment_method: 'NEQUI',
    instrucciones_entrega: 'Dejar en portería',
    productos: [
      productLineView(1, 'Leche entera 1 L', 2, 5_000),
      packageLineView(7, 'Mercado básico', 1, 20_000),
    ],
  }),
  orderView(11, {
    estado: 'entregado',
    fecha: '2026-11-20T13:00:00.000Z',
    fecha_entrega: '2026-11-20T13:15:00.000Z',
    subtotal: 6_000,
    costo_envio: 2_000,
    total: 8_000,
    payment_method: 'Efectivo',
    puntos_ganados: 35,
    productos: [productLineView(2, 'Pan tajado', 1, 6_000)],
  }),
  orderView(10, { estado: 'cancelado', total: 50_000, payment_method: 'CARD' }),
  orderView(9, { estado: 'entregado', total: 15_500, payment_method: 'PSE' }),
];

function renderHistory(orders: Reply[], at?: string) {
  saveSession(CUSTOMER);
  const fetchMock = routeFetch({ '/auth/profile': [PROFILE], '/orders': orders });
  renderWithSession(<OrderHistoryScreen />, { path: '/historial', at });
  return fetchMock;
}

const list = () => screen.findByRole('list', { name: 'Tus pedidos' });
// The live region of the list section (the test router's <output> is a status too).
const resultCount = () =>
  within(screen.getByRole('region', { name: 'Tus pedidos' })).getByRole('status');
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  vi.clearAllMocks();
  // The history a test loads stays on the device (issue 22): no test sees another's.
  localStorage.clear();
});

describe('order history', () => {
  it('shows the stats and each order with code, date, state, total, payment and items', async () => {
    renderHistory([{ status: 200, body: ORDERS }]);
    const orders = await list();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeInTheDocument();
    expect(stat('Pedidos')).toHaveTextContent('4');
    // Delivered or paid online count as spent: 27.000 (Nequi, paid) + 8.000 + 15.500; it says so.
    expect(stat('Total gastado')).toHaveTextContent('$ 50.500');
    expect(stat('Total gastado')?.nextElementSibling).toHaveTextContent(
      'Pedidos entregados o ya pagados',
    );
    expect(stat('Pendientes')).toHaveTextContent('1');
    expect(stat('Entregados')).toHaveTextContent('2');

    const cards = within(orders).getAllByRole('button');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringMatching(/^SUP-012Pendiente.*21 de noviembre de 2026, 10:05\u00a0a\.\u00a0m\./),
      expect.stringContaining('SUP-011Entregado'),
      expect.stringContaining('SUP-010Cancelado'),
      expect.stringContaining('SUP-009Entregado'),
    ]);
    expect(cards[0]).toHaveTextContent('3 productos · Nequi$ 27.000');
    expect(cards[1]).toHaveTextContent('1 producto · Efectivo$ 8.000');
    expect(cards[2]).toHaveTextContent('Tarjeta$ 50.000');
    expect(cards[3]).toHaveTextContent('PSE$ 15.500');
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Activar modo oscuro' })).toBeInTheDocument();
  });

  it.each([
    ['DAVIPLATA', 'DaviPlata'],
    ['nequi', 'Nequi'],
    ['CARD', 'Tarjeta'],
    ['PSE', 'PSE'],
    ['EFECTIVO', 'Efectivo'],
    ['BANCOLOMBIA_TRANSFER', 'Efectivo'],
  ])('labels the payment method %s as %s', async (method, label) => {
    renderHistory([{ status: 200, body: [orderView(1, { payment_method: method })] }]);
    const card = within(await list()).getByRole('button');
    expect(card).toHaveTextContent(`· ${label}$`);
  });

  it('filters by state and announces how many orders it shows', async () => {
    const user = userEvent.setup();
    renderHistory([{ status: 200, body: ORDERS }]);
    const orders = await list();
    expect(resultCount()).toHaveTextContent('4 pedidos');

    await user.click(screen.getByRole('radio', { name: /^Entregado/ }));
    expect(
      within(orders)
        .getAllByRole('button')
        .map((c) => c.textContent?.slice(0, 7)),
    ).toEqual(['SUP-011', 'SUP-009']);
    expect(resultCount()).toHaveTextContent('2 pedidos entregados');
    expect(screen.getByRole('radio', { name: 'Cancelado, 1 pedido' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^Cancelado/ }));
    expect(within(orders).getAllByRole('button')).toHaveLength(1);
    expect(resultCount()).toHaveTextContent('1 pedido cancelado');
  });

  it('says when a filter has no orders and goes back to all of them', async () => {
    const user = userEvent.setup();
    renderHistory([{ status: 200, body: [orderView(1, { estado: 'entregado' })] }]);
    await list();
    await user.click(screen.getByRole('radio', { name: /^Pendiente/ }));
    expect(screen.getByText('No tienes pedidos en estado «pendiente».')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tus pedidos' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos los pedidos' }));
    expect(screen.getByRole('radio', { name: /^Todos/ })).toBeChecked();
    expect(await list()).toBeInTheDocument();
  });

  it('invites to the store when there are no orders yet', async () => {
    renderHistory([{ status: 200, body: [] }]);
    expect(await screen.findByText(/Aún no tienes pedidos/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute('href', '/app');
    expect(stat('Total gastado')).toHaveTextContent('$ 0');
  });

  it('opens the order a notification links to (/historial?pedido=ID) and closes it', async () => {
    const user = userEvent.setup();
    renderHistory([{ status: 200, body: ORDERS }], '/historial?pedido=12');
    const dialog = await screen.findByRole('dialog', { name: 'Pedido SUP-012' });
    expect(dialog).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Pedido SUP-012' })).not.toBeInTheDocument(),
    );
  });

  it('opens the detail with lines, delivery, discounts, shipping, total and the chat link', async () => {
    const user = userEvent.setup();
    renderHistory([{ status: 200, body: ORDERS }]);
    await user.click(within(await list()).getByRole('button', { name: /^SUP-012/ }));
    const dialog = screen.getByRole('dialog', { name: 'Pedido SUP-012' });
    expect(dialog).toHaveAccessibleDescription('Pendiente · Recibido · 21 de noviembre de 2026, 10:05\u00a0a.\u00a0m.');

    const lines = within(within(dialog).getByRole('region', { name: 'Productos' })).getAllByRole(
      'listitem',
    );
    expect(lines[0]).toHaveTextContent(
      'Leche entera 1 L × 2$ 5.000 c/uTotal de la línea: $ 10.000',
    );
    expect(lines[1]).toHaveTextContent('Mercado básico × 1Paquete$ 20.000 c/u');

    const delivery = within(dialog).getByRole('region', { name: 'Entrega' });
    expect(delivery).toHaveTextContent('Torre 1 · Piso 5 · Apto 502');
    expect(delivery).toHaveTextContent('Dejar en portería');
    expect(delivery).toHaveTextContent('3000000002');

    const payment = within(dialog).getByRole('region', { name: 'Pago' });
    const row = (label: string) => within(payment).getByText(label).nextElementSibling;
    expect(row('Subtotal')).toHaveTextContent('$ 30.000');
    expect(row('Código SC2026GABCDE (10 %)')).toHaveTextContent('-$ 2.000');
    expect(row('Canje de puntos CANJE-K7QM2X')).toHaveTextContent('-$ 1.000');
    expect(row('Envío')).toHaveTextContent('Gratis');
    expect(row('Total')).toHaveTextContent('$ 27.000');
    expect(row('Método de pago')).toHaveTextContent(/^Nequi$/);
    expect(within(payment).queryByText('Entregado el')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Ganaste/)).not.toBeInTheDocument();

    expect(within(dialog).getByRole('link', { name: 'Preguntar por este pedido' })).toHaveAttribute(
      'href',
      '/?openChat=true&mensaje=SUP-012&autoFocus=true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar detalle del pedido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the shipping paid, the delivery date and the points a delivered order earned', async () => {
    const user = userEvent.setup();
    renderHistory([{ status: 200, body: ORDERS }]);
    await user.click(within(await list()).getByRole('button', { name: /^SUP-011/ }));
    const dialog = screen.getByRole('dialog', { name: 'Pedido SUP-011' });
    const payment = within(dialog).getByRole('region', { name: 'Pago' });
    expect(within(payment).getByText('Envío').nextElementSibling).toHaveTextContent('$ 2.000');
    expect(within(payment).getByText('Entregado el').nextElementSibling).toHaveTextContent(
      '20 de noviembre de 2026, 8:15 a. m.',
    );
    expect(within(payment).queryByText(/^Código/)).not.toBeInTheDocument();
    expect(within(payment).queryByText(/^Canje/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('Ganaste 35 puntos')).toBeInTheDocument();
  });

  it('words a server failure and loads again on Reintentar', async () => {
    const user = userEvent.setup();
    renderHistory([
      { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
      { status: 200, body: ORDERS },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.orders.historyError);
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await list()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Error de conexión' when the server cannot be reached", async () => {
    renderHistory(['offline']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión');
  });

  it('ends an expired session on a 403 and goes to / without a broken screen', async () => {
    renderHistory([{ status: 403, body: { error: 'expirada', code: 'SESSION_EXPIRED' } }]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.server.sessionExpired);
    expect(toast.error).not.toHaveBeenCalledWith(MESSAGES.auth.historyLoginRequired);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inicio de la tienda' })).toBeInTheDocument();
  });

  it('sends a visitor without a session to / with the spec’s message', async () => {
    const fetchMock = routeFetch({});
    renderWithSession(<OrderHistoryScreen />, { path: '/historial' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(toast.error).toHaveBeenCalledWith('Debes iniciar sesión para ver tu historial');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
