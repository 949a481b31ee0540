import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_TALLY, tallyOrders } from '../../../domain/order-history';
import { CUSTOMER, renderWithSession, saveSession } from '../../app/session-testing';
import { cartOwnerOf, STORAGE_KEYS, writeJson } from '../../app/storage';
import { resetHistoryLimit } from '../order-data/orders-api';
import { savedOrders } from '../order-data/saved-orders';
import { orderView, routeFetch, type Reply } from '../order-data/order-test-data';
import { toast } from '../../ui/toast';
import { OrderHistoryScreen } from './order-history-screen';

vi.mock('../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), show: vi.fn() },
}));

const PROFILE: Reply = { status: 200, body: { user: CUSTOMER } };

const ORDERS = [
  orderView(12, {
    estado: 'pendiente',
    total: 27_000,
    metodo_pago: 'NEQUI',
    estado_pago: 'APPROVED',
  }),
  orderView(11, { estado: 'entregado', total: 8_000 }),
  orderView(10, { estado: 'cancelado', total: 50_000 }),
  orderView(9, { estado: 'entregado', total: 15_500 }),
];
const FIRST_PAGE = { pedidos: ORDERS.slice(0, 2), anteriores: tallyOrders(ORDERS.slice(2)) };

const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const resultCount = () =>
  within(screen.getByRole('region', { name: 'Tus pedidos' })).getByRole('status');
const cards = async () =>
  within(await screen.findByRole('list', { name: 'Tus pedidos' })).getAllByRole('button');

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  resetHistoryLimit();
});

describe('the history a page at a time (issue 27)', () => {
  it('counts every order in the stats and filters, lists the newest, and reads more on request', async () => {
    saveSession(CUSTOMER);
    const fetchMock = routeFetch({
      '/auth/profile': [PROFILE],
      '/orders?limite=20': [{ status: 200, body: FIRST_PAGE }],
      '/orders?limite=40': [{ status: 200, body: { pedidos: ORDERS, anteriores: EMPTY_TALLY } }],
    });
    renderWithSession(<OrderHistoryScreen />, { path: '/historial' });
    expect((await cards()).map((c) => c.textContent?.slice(0, 7))).toEqual(['SUP-012', 'SUP-011']);
    // The stats are those of all four: 27.000 paid online + 8.000 + 15.500 delivered.
    expect(stat('Pedidos')).toHaveTextContent('4');
    expect(stat('Total gastado')).toHaveTextContent('$ 50.500');
    expect(stat('Pendientes')).toHaveTextContent('1');
    expect(stat('Entregados')).toHaveTextContent('2');
    expect(resultCount()).toHaveTextContent('4 pedidos · mostrando 2');
    expect(screen.getByRole('radio', { name: /Cancelado/ }).closest('label')).toHaveTextContent(
      '1',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ver más pedidos' }));
    await waitFor(async () => expect(await cards()).toHaveLength(4));
    expect(resultCount()).toHaveTextContent(/^4 pedidos$/);
    expect(stat('Pedidos')).toHaveTextContent('4');
    expect(screen.queryByRole('button', { name: 'Ver más pedidos' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/orders?limite=40');
    // What was read last is what the device keeps for offline.
    expect(savedOrders()?.pedidos.map((o) => o.id)).toEqual([12, 11, 10, 9]);
  });

  it('reads a device’s history kept as a plain list before pages existed', () => {
    saveSession(CUSTOMER);
    writeJson(STORAGE_KEYS.savedOrders, { owner: cartOwnerOf(CUSTOMER), orders: ORDERS });
    expect(savedOrders()?.pedidos).toHaveLength(4);
  });

  it('opens an order a notification names beyond the first page, read by itself', async () => {
    saveSession(CUSTOMER);
    const fetchMock = routeFetch({
      '/auth/profile': [PROFILE],
      '/orders?limite=20': [{ status: 200, body: FIRST_PAGE }],
      '/api/pedidos/9': [{ status: 200, body: ORDERS[3] }],
    });
    renderWithSession(<OrderHistoryScreen />, { path: '/historial', at: '/historial?pedido=9' });
    const dialog = await screen.findByRole('dialog', { name: 'Pedido SUP-009' });
    expect(within(dialog).getByRole('region', { name: 'Pago' })).toHaveTextContent('$ 15.500');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/pedidos/9');
    // The list itself still reads its first page only.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/orders?limite=40');
  });

  it('says the order was not found and stays closed when it is not the resident’s', async () => {
    saveSession(CUSTOMER);
    const fetchMock = routeFetch({
      '/auth/profile': [PROFILE],
      '/orders?limite=20': [{ status: 200, body: FIRST_PAGE }],
      '/api/pedidos/77': [{ status: 404, body: { error: 'Pedido no encontrado' } }],
    });
    renderWithSession(<OrderHistoryScreen />, { path: '/historial', at: '/historial?pedido=77' });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Pedido no encontrado'));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closed: `?pedido` is dropped, so the order is not asked for again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/pedidos/77');
    expect(asked).toHaveLength(1);
  });
});
