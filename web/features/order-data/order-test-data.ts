import { vi } from 'vitest';
import type { OrderLineView, OrderView } from '../../../domain/order-views';
import { orderCode } from '../../../domain/orders';

// Fixtures for the history's tests (not imported by the app).

export function productLineView(
  id: number,
  nombre: string,
  cantidad: number,
  precio: number,
): OrderLineView {
  return {
    tipo: 'producto',
    producto_id: id,
    paquete_id: null,
    codigo: `SC-${String(id).padStart(4, '0')}`,
    nombre,
    cantidad,
    precio,
    precio_original: precio,
    contenido: null,
  };
}

export function packageLineView(
  id: number,
  nombre: string,
  cantidad: number,
  precio: number,
  contenido: OrderLineView['contenido'] = {
    origen: 'pedido',
    productos: [{ producto_id: 900 + id, nombre: 'Producto del paquete', cantidad: 1 }],
  },
): OrderLineView {
  return {
    tipo: 'paquete',
    producto_id: null,
    paquete_id: id,
    codigo: `PAQ-${id}`,
    nombre,
    cantidad,
    precio,
    precio_original: precio,
    contenido,
  };
}

export function orderView(id: number, overrides: Partial<OrderView> = {}): OrderView {
  return {
    id,
    codigo: orderCode(id),
    estado: 'pendiente',
    estado_pago: 'PENDIENTE_EFECTIVO',
    fecha: '2026-11-21T15:05:00.000Z',
    fecha_entrega: null,
    subtotal: 20_000,
    descuento_monto: 0,
    descuento_cupon: 0,
    descuento_canje: 0,
    descuento_porcentaje: 0,
    costo_envio: 0,
    ajuste_redondeo: 0,
    total: 20_000,
    metodo_pago: 'EFECTIVO',
    payment_method: 'Efectivo',
    payment_reference: `SC-CASH-1700000000000-ABC${id}`,
    codigo_promocional: null,
    codigo_canje: null,
    torre_entrega: 1,
    piso_entrega: 5,
    apartamento_entrega: '502',
    instrucciones_entrega: null,
    telefono_contacto: '3000000002',
    productos: [productLineView(1, 'Leche entera 1 L', 4, 5_000)],
    puntos_ganados: null,
    etapa: 'recibido',
    entrega_modo: 'apartamento',
    recibe: null,
    puntos_compensacion: 0,
    reembolso: null,
    prioritario: false,
    aprobacion: null,
    entrega_programada: null,
    programado_activo: false,
    ...overrides,
  };
}

export type Reply = { status: number; body?: unknown } | 'offline';

/** fetch answered by path; each path's replies are used in turn, the last one repeats. */
export function routeFetch(routes: Record<string, Reply[]>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    // '/orders' answers the history's '/orders?limite=20' too, unless a test routes the query.
    const queue = routes[path] ?? routes[path.split('?')[0]!];
    if (!queue || queue.length === 0) throw new Error(`unexpected fetch ${path}`);
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (reply === 'offline' || reply === undefined) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
