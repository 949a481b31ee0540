import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, renderWithSession, saveSession } from '../../app/session-testing';
import { toast } from '../../ui/toast';
import { productItem, saveCart } from '../cart/cart-test-data';
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

const ORDER = orderView(12, {
  productos: [
    productLineView(1, 'Leche entera 1 L', 4, 4_500),
    productLineView(2, 'Pan tajado', 1, 6_000),
    packageLineView(7, 'Mercado básico', 1, 40_000),
  ],
});

const catalogProduct = (id: number, precio: number, stock: number) => ({
  id,
  nombre: `Producto ${id}`,
  descripcion: '',
  categoria: 'Lácteos',
  precio,
  stock,
  imagen: null,
  descuento_activo: false,
  descuento_porcentaje: 0,
  descuento_badge_texto: null,
});

const catalogPackage = (id: number, precio: number, available: number) => ({
  id,
  nombre: `Paquete ${id}`,
  descripcion: 'Para la semana',
  precio_paquete: precio,
  precio_individual_total: precio + 5_000,
  ahorro_monto: 5_000,
  ahorro_porcentaje: 10,
  stock_paquetes_disponibles: available,
  categoria: 'basicos',
  imagen: null,
  productos_incluidos: [],
});

function renderHistory(catalog: { products: Reply; packages?: Reply }) {
  saveSession(CUSTOMER);
  const fetchMock = routeFetch({
    '/auth/profile': [{ status: 200, body: { user: CUSTOMER } }],
    '/orders': [{ status: 200, body: [ORDER] }],
    '/productos-con-descuentos': [catalog.products],
    ...(catalog.packages ? { '/paquetes': [catalog.packages] } : {}),
  });
  renderWithSession(<OrderHistoryScreen />, { path: '/historial' });
  return fetchMock;
}

async function reorderFromDetail() {
  const user = userEvent.setup();
  const list = await screen.findByRole('list', { name: 'Tus pedidos' });
  await user.click(within(list).getByRole('button', { name: /^SUP-012/ }));
  const dialog = screen.getByRole('dialog', { name: 'Pedido SUP-012' });
  await user.click(within(dialog).getByRole('button', { name: 'Volver a pedir' }));
}

const storedCart = () => JSON.parse(localStorage.getItem('carrito') ?? '[]') as unknown[];

beforeEach(() => vi.clearAllMocks());

describe("'Volver a pedir'", () => {
  it('adds the available lines within today’s stock, names the rest and opens the store', async () => {
    saveCart([productItem(9, 2_000, 1)]);
    renderHistory({
      products: { status: 200, body: [catalogProduct(1, 5_000, 3)] },
      packages: { status: 200, body: { success: true, paquetes: [catalogPackage(7, 42_000, 2)] } },
    });
    await reorderFromDetail();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/app'));
    expect(storedCart()).toMatchObject([
      { id: 9, cantidad: 1 },
      { id: 1, cantidad: 3, precio: 5_000 },
      { id: 'paquete_7', tipo: 'paquete', cantidad: 1, precio: 42_000 },
    ]);
    expect(toast.show).toHaveBeenCalledWith(
      'Agregamos 4 productos al carrito. Con menos unidades por el stock de hoy: Leche entera 1 L. No disponibles: Pan tajado.',
      { variant: 'info', durationMs: 7_000 },
    );
  });

  it('leaves the cart alone and stays when nothing is available today', async () => {
    const fetchMock = renderHistory({
      products: { status: 200, body: [catalogProduct(1, 5_000, 0)] },
      packages: { status: 200, body: { success: true, paquetes: [] } },
    });
    await reorderFromDetail();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Ningún producto de este pedido está disponible hoy',
      ),
    );
    expect(localStorage.getItem('carrito')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/historial');
    expect(screen.getByRole('button', { name: 'Volver a pedir' })).toBeEnabled();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toContain('/paquetes');
  });

  it('says the catalogue could not be read when it fails', async () => {
    renderHistory({
      products: { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
      packages: { status: 200, body: { success: true, paquetes: [] } },
    });
    await reorderFromDetail();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error cargando productos'));
    expect(screen.getByTestId('location')).toHaveTextContent('/historial');
  });
});
