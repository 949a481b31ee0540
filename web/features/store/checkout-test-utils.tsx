import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ServiceHoursView } from '../../../domain/order-views';
import { CUSTOMER, renderWithSession, saveSession } from '../../app/session-testing';
import type { Package, Product } from '../catalog/catalog-api';
import { packageLine, productLine, type CartItem } from '../cart/cart-lines';
import type { PointsSummary, RedemptionRecord } from '../points/points-api';
import { StoreBody } from './store-body';

// Test helpers for the checkout (not imported by the app): a shop API answered by URL, and the
// store rendered with a saved session and cart.

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function product(id: number, nombre: string, precio: number, percent = 0): Product {
  return {
    id,
    nombre,
    descripcion: '',
    categoria: 'Despensa',
    precio,
    stock: 10,
    imagen: null,
    descuento_activo: percent > 0,
    descuento_porcentaje: percent,
    descuento_badge_texto: percent > 0 ? 'Oferta' : null,
  };
}

export const MILK = product(1, 'Leche entera', 4_000);
/** On offer: 6.000 − 10 % = 5.400. */
export const BREAD = product(2, 'Pan tajado', 6_000, 10);
export const BREAKFAST: Package = {
  id: 7,
  nombre: 'Combo desayuno',
  descripcion: 'Leche y pan',
  precio_paquete: 12_000,
  precio_individual_total: 14_000,
  ahorro_monto: 2_000,
  ahorro_porcentaje: 14,
  stock_paquetes_disponibles: 3,
  categoria: 'desayuno',
  imagen: null,
  productos_incluidos: [
    { producto_id: 1, nombre: 'Leche entera', imagen: null, cantidad: 2 },
    { producto_id: 2, nombre: 'Pan tajado', imagen: null, cantidad: 1 },
  ],
};

/** Milk × 2, bread × 1 and the breakfast package: subtotal 25.400, free shipping in cash. */
export function standardCart(): CartItem[] {
  return [productLine(MILK, 2), productLine(BREAD, 1), packageLine(BREAKFAST, 1)];
}

export const CANJE = { codigo: 'CJ-TEST01', puntos_usados: 100, valor_descuento: 1_000 };

export const OPEN: ServiceHoursView = {
  abierto: true,
  horario: '6:00 a. m. a 11:00 p. m.',
  ventana: { open: '06:00', close: '23:00' },
  mensaje: null,
  proxima_apertura: null,
};

export interface ShopApi {
  fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  /** Queues the answer of the next POST /orders; unanswered ones stay pending. */
  answerOrder(answer: Response | Promise<Response>): void;
  /** The POST /orders calls so far: parsed body and Idempotency-Key. */
  orderCalls(): { body: Record<string, unknown>; key: string | undefined }[];
  summary: PointsSummary;
  hours: ServiceHoursView;
  products: Product[];
  /** GET /api/puntos/canjes (issue 40: an unused priority reward shows in the cart). */
  canjes: RedemptionRecord[];
}

/** A fetch that answers the store's calls by URL. */
export function mockShopApi(): ShopApi {
  const queue: (Response | Promise<Response>)[] = [];
  const api: ShopApi = {
    fetchMock: vi.fn<typeof fetch>(),
    answerOrder: (answer) => queue.push(answer),
    orderCalls: () =>
      api.fetchMock.mock.calls
        .filter(([url, init]) => url === '/orders' && init?.method === 'POST')
        .map(([, init]) => ({
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
          key: (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'],
        })),
    summary: {
      puntos_disponibles: 520,
      puntos_totales: 620,
      nivel: 'PLATA',
      multiplicador: 1.2,
      canjes_activos: [],
    },
    hours: OPEN,
    products: [MILK, BREAD],
    canjes: [],
  };
  api.fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/orders' && init?.method === 'POST') {
      return queue.shift() ?? new Promise<Response>(() => {});
    }
    if (url === '/auth/profile') return json(200, { user: CUSTOMER });
    if (url === '/productos-con-descuentos') return json(200, api.products);
    if (url === '/paquetes') return json(200, { success: true, paquetes: [BREAKFAST] });
    if (url === '/api/puntos/usuario') return json(200, api.summary);
    if (url === '/api/puntos/canjes') return json(200, { canjes: api.canjes });
    if (url === '/api/promociones-popup') return json(200, { activa: false });
    if (url === '/api/horario') return json(200, api.hours);
    if (url === '/api/pagos/en-curso') return json(200, { pagos: [] });
    if (url === '/api/pagos/configuracion') {
      return json(200, {
        proveedor: 'sandbox',
        ambiente: 'test',
        tokenizacion: null,
        aceptacion: {
          terminos: { acceptance_token: 'acc-terms', permalink: 'https://example.test/terminos' },
          datos_personales: {
            acceptance_token: 'acc-data',
            permalink: 'https://example.test/datos',
          },
        },
      });
    }
    return json(404, { error: 'No encontrado', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

/** The signed-in store with `cart` saved, once its greeting shows. */
export async function renderStore(cart: CartItem[] = standardCart(), user: object = CUSTOMER) {
  saveSession(user);
  localStorage.setItem('carrito', JSON.stringify(cart));
  renderWithSession(<StoreBody />, { path: '/app' });
  await screen.findByRole('heading', { name: /Qué necesitas hoy/ });
}

export async function openCart(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: /^Carrito,/ }));
  return screen.findByRole('dialog', { name: 'Tu carrito' });
}

/** Cart → 'Pagar en efectivo' → delivery data as prefilled → the cash confirmation dialog. */
export async function reachConfirmation(user: UserEvent, openedCart?: HTMLElement) {
  const cart = openedCart ?? (await openCart(user));
  await user.click(within(cart).getByRole('button', { name: 'Pagar en efectivo' }));
  const delivery = await screen.findByRole('dialog', { name: 'Datos de entrega' });
  await user.click(within(delivery).getByRole('button', { name: 'Continuar' }));
  return screen.findByRole('dialog', { name: 'Confirma tu pedido' });
}

/** The amount beside a label in a definition list. */
export function amountOf(scope: HTMLElement, label: string): string {
  const row = within(scope).getByText(label).closest('div');
  return row?.querySelector('dd')?.textContent ?? '';
}
