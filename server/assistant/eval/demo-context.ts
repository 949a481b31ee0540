import type {
  ChatCaller,
  ChatContext,
  ChatPackage,
  ChatProduct,
} from '../../../domain/assistant/types';
import { effectiveUnitPrice } from '../../../domain/pricing';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import { SEED_PACKAGES } from '../../db/seed/packages-data';
import { DEMO_IDENTITY } from '../../db/seed/seed-identity';
import { SEED_PRODUCTS } from '../../db/seed/products-data';

/**
 * The demo shop as the assistant sees it (the catalogue the resident of issue 25 asked about):
 * the seed's products with their descriptions and its packages active today with their contents.
 */
export const DEMO_PRODUCTS: ChatProduct[] = SEED_PRODUCTS.map((p, i) => ({
  id: i + 1,
  nombre: p.nombre,
  categoria: p.categoria,
  precio: p.precio,
  stock: p.stock,
  descuento_activo: p.descuento !== undefined,
  descuento_porcentaje: p.descuento?.porcentaje ?? 0,
  descripcion: p.descripcion,
}));

const byName = new Map(DEMO_PRODUCTS.map((p) => [p.nombre, p]));

export const DEMO_PACKAGES: ChatPackage[] = SEED_PACKAGES.filter((k) => k.activo && !k.ventana).map(
  (k, i) => {
    const lines = k.items.map(([nombre, cantidad]) => ({ product: byName.get(nombre)!, cantidad }));
    const separate = lines.reduce((sum, l) => sum + effectiveUnitPrice(l.product) * l.cantidad, 0);
    const price = Math.round((separate * (1 - k.ahorro)) / 100) * 100;
    return {
      id: i + 1,
      nombre: k.nombre,
      descripcion: k.descripcion,
      categoria: k.categoria,
      precio_paquete: price,
      ahorro_monto: separate - price,
      stock_paquetes_disponibles: Math.min(
        ...lines.map((l) => Math.floor(l.product.stock / l.cantidad)),
      ),
      productos_incluidos: lines.map((l) => ({ nombre: l.product.nombre, cantidad: l.cantidad })),
    };
  },
);

/** Tuesday 10 March 2026, 10:00 in Bogotá: the shop is open. */
export const DEMO_NOW = new Date('2026-03-10T15:00:00Z');

const minutesAgo = (m: number) => new Date(DEMO_NOW.getTime() - m * 60_000).toISOString();

/**
 * The resident of the issue: the newest order cancelled while three others are on their way
 * (one still recibido, one en camino, one late), and older delivered ones.
 */
export const DEMO_CALLER: ChatCaller = {
  nombre: 'Laura',
  puntos_disponibles: 140,
  puntos_totales: 340,
  orders: [
    { id: 11, estado: 'cancelado', fecha: minutesAgo(3), fecha_entrega: null, total: 18_400 },
    {
      id: 10,
      estado: 'pendiente',
      etapa: 'recibido',
      fecha: minutesAgo(5),
      fecha_entrega: null,
      total: 32_500,
    },
    {
      id: 9,
      estado: 'pendiente',
      etapa: 'en_camino',
      entrega_modo: 'porteria',
      recibe: 'Don Luis',
      fecha: minutesAgo(12),
      fecha_entrega: null,
      total: 27_900,
    },
    {
      id: 8,
      estado: 'pendiente_efectivo',
      etapa: 'en_camino',
      fecha: minutesAgo(26),
      fecha_entrega: null,
      total: 21_000,
    },
    {
      id: 6,
      estado: 'entregado',
      fecha: '2026-03-01T14:52:00Z',
      fecha_entrega: '2026-03-01T15:05:00Z',
      total: 41_000,
    },
  ],
};

export function demoContext(caller: ChatCaller | null = null): ChatContext {
  return {
    products: DEMO_PRODUCTS,
    packages: DEMO_PACKAGES,
    serviceHours: { open: '06:00', close: '23:00' },
    now: DEMO_NOW,
    caller,
    // The demo shop's own settings row (issue 41: no code default names a shop's contact).
    settings: { ...DEFAULT_SETTINGS, ...DEMO_IDENTITY },
  };
}
