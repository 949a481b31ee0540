import type { CurrentPrices } from '../../../domain/order-views';
import { parsePackageLineId } from '../../../domain/packages';
import {
  discountedUnitPrice,
  effectiveUnitPrice,
  type CartBreakdown,
} from '../../../domain/pricing';
import type {
  FaltantePreferencia,
  LineReplacementChoice,
} from '../../../domain/missing-items/preference';
import type { DeliveryData } from '../../../domain/schemas/orders';
import { lineReplacement, missingBody, type MissingChoice } from './missing-choice';

/** What the checkout needs of a cart line (the cart's `CartItem` fits it). */
export interface CheckoutItem {
  id: number | string;
  nombre: string;
  /** Unit price already discounted. */
  precio: number;
  precio_original: number;
  descuento_activo: boolean;
  descuento_porcentaje: number;
  cantidad: number;
  tipo?: 'paquete';
  paquete_id?: number;
}

export type LineKind = 'producto' | 'paquete';

export interface OrderLineBody {
  id: number;
  nombre: string;
  precio: number;
  cantidad: number;
  /** Issue 44: this product's own replacement, or "no reemplazar". */
  reemplazo?: LineReplacementChoice;
}

/** POST /orders as the browser sends it (customer spec §3 "Cash order as sent"). */
export interface CashOrderBody {
  cliente_email: string;
  telefono_contacto?: string;
  torre_entrega: number;
  piso_entrega: number;
  apartamento_entrega: string;
  instrucciones_entrega?: string;
  notas_entrega?: string;
  entrega_modo?: 'apartamento' | 'porteria';
  recibe?: string;
  productos: OrderLineBody[];
  paquetes: OrderLineBody[];
  total: number;
  subtotal: number;
  descuento_monto: number;
  descuento_porcentaje: number;
  costo_envio: number;
  metodo_pago: 'EFECTIVO';
  estado_pago: 'PENDIENTE_EFECTIVO';
  codigo_promocional?: string;
  codigo_canje?: string;
  /** Issue 45: the slot chosen instead of "lo antes posible"; the server works out its end. */
  entrega_programada?: { inicio: string };
  /** Issue 44: what to do if something is missing. */
  faltantes_preferencia?: FaltantePreferencia;
}

export function lineKind(item: CheckoutItem): LineKind {
  return item.tipo === 'paquete' ? 'paquete' : 'producto';
}

/** The product or package id the server knows the line by ('paquete_7' → 7). */
export function lineId(item: CheckoutItem): number {
  if (lineKind(item) === 'paquete') {
    return item.paquete_id ?? parsePackageLineId(String(item.id)) ?? 0;
  }
  return typeof item.id === 'number' ? item.id : Number(item.id);
}

export interface SummaryLine {
  key: string;
  kind: LineKind;
  id: number;
  nombre: string;
  cantidad: number;
  unitPrice: number;
  lineTotal: number;
}

/** The cart's lines in its own order, priced by the breakdown the totals come from. */
export function summaryLines(
  items: readonly CheckoutItem[],
  breakdown: CartBreakdown,
): SummaryLine[] {
  return items.map((item) => {
    const kind = lineKind(item);
    const id = lineId(item);
    const priced = breakdown.lines.find((l) => l.kind === kind && l.id === id);
    const unitPrice = priced?.unitPrice ?? item.precio;
    return {
      key: `${kind}:${id}`,
      kind,
      id,
      nombre: item.nombre,
      cantidad: item.cantidad,
      unitPrice,
      lineTotal: priced?.lineTotal ?? unitPrice * item.cantidad,
    };
  });
}

export interface CashOrderInput {
  items: readonly CheckoutItem[];
  breakdown: CartBreakdown;
  delivery: DeliveryData;
  email: string;
  promoCode: string | null;
  canjeCode: string | null;
  /** The chosen slot's start (ISO), or null for "lo antes posible". */
  slotStart?: string | null;
  /** What to do if something is missing (issue 44). */
  missing?: MissingChoice | null;
}

/** The cash order body: lines at the prices the cart shows, and the cart's own totals. */
export function buildCashOrder(input: CashOrderInput): CashOrderBody {
  const { breakdown, delivery } = input;
  const lines = summaryLines(input.items, breakdown);
  const asBody = (l: SummaryLine): OrderLineBody => ({
    id: l.id,
    nombre: l.nombre,
    precio: l.unitPrice,
    cantidad: l.cantidad,
  });
  const instrucciones = delivery.instrucciones_entrega;
  return {
    cliente_email: delivery.email ?? input.email,
    ...(delivery.telefono_contacto ? { telefono_contacto: delivery.telefono_contacto } : {}),
    torre_entrega: delivery.torre_entrega,
    piso_entrega: delivery.piso_entrega,
    apartamento_entrega: delivery.apartamento_entrega,
    ...(instrucciones
      ? { instrucciones_entrega: instrucciones, notas_entrega: instrucciones }
      : {}),
    ...handoffBody(delivery),
    productos: lines
      .filter((l) => l.kind === 'producto')
      .map((l) => ({ ...asBody(l), ...lineReplacement(input.missing, l.id) })),
    paquetes: lines.filter((l) => l.kind === 'paquete').map(asBody),
    total: breakdown.total,
    subtotal: breakdown.subtotal,
    descuento_monto: breakdown.promoDiscount + breakdown.pointsDiscount,
    descuento_porcentaje: input.promoCode ? breakdown.promoPercent : 0,
    costo_envio: breakdown.shipping,
    metodo_pago: 'EFECTIVO',
    estado_pago: 'PENDIENTE_EFECTIVO',
    ...(input.promoCode ? { codigo_promocional: input.promoCode } : {}),
    ...(input.canjeCode ? { codigo_canje: input.canjeCode } : {}),
    ...(input.slotStart ? { entrega_programada: { inicio: input.slotStart } } : {}),
    ...missingBody(input.missing),
  };
}

export interface PriceChangeLine {
  key: string;
  nombre: string;
  before: number;
  after: number;
}

/** The lines whose unit price the server says differs from what was sent. */
export function changedLines(sent: CashOrderBody, prices: CurrentPrices): PriceChangeLine[] {
  const sentLines = [
    ...sent.productos.map((l) => ({ ...l, kind: 'producto' as const })),
    ...sent.paquetes.map((l) => ({ ...l, kind: 'paquete' as const })),
  ];
  return sentLines.flatMap((line) => {
    const current = prices.lineas.find((p) => p.tipo === line.kind && p.id === line.id);
    if (!current || current.precio === line.precio) return [];
    return [
      {
        key: `${line.kind}:${line.id}`,
        nombre: current.nombre || line.nombre,
        before: line.precio,
        after: current.precio,
      },
    ];
  });
}

/**
 * The cart lines at the server's unit prices. The server sends the price paid, so a product on
 * offer keeps its percent with a list price that gives that price under the domain rounding (the
 * catalogue refresh that follows the 409 brings the exact list price and offer).
 */
export function applyCurrentPrices<T extends CheckoutItem>(
  items: readonly T[],
  prices: CurrentPrices,
): T[] {
  return items.map((item) => {
    const kind = lineKind(item);
    const id = lineId(item);
    const current = prices.lineas.find((p) => p.tipo === kind && p.id === id);
    if (!current) return item;
    const paid = current.precio;
    if (kind === 'paquete') return { ...item, precio: paid, precio_original: paid };
    const shown = effectiveUnitPrice({
      precio: item.precio_original,
      descuento_activo: item.descuento_activo,
      descuento_porcentaje: item.descuento_porcentaje,
    });
    if (shown === paid) return { ...item, precio: paid };
    const listPrice = item.descuento_activo ? listPriceFor(paid, item.descuento_porcentaje) : null;
    if (listPrice !== null) return { ...item, precio: paid, precio_original: listPrice };
    return {
      ...item,
      precio: paid,
      precio_original: paid,
      descuento_activo: false,
      descuento_porcentaje: 0,
    };
  });
}

function listPriceFor(paid: number, percent: number): number | null {
  if (percent <= 0 || percent >= 100) return null;
  const guess = Math.round((paid * 100) / (100 - percent));
  for (const candidate of [guess, guess - 1, guess + 1, guess - 2, guess + 2]) {
    if (candidate >= paid && discountedUnitPrice(candidate, percent) === paid) return candidate;
  }
  return null;
}

/** The handoff chosen in the delivery step (DESIGN §8): who receives only at the gatehouse. */
export function handoffBody(delivery: DeliveryData): {
  entrega_modo?: 'apartamento' | 'porteria';
  recibe?: string;
} {
  if (!delivery.entrega_modo) return {};
  return delivery.entrega_modo === 'porteria' && delivery.recibe
    ? { entrega_modo: 'porteria', recibe: delivery.recibe }
    : { entrega_modo: delivery.entrega_modo };
}
