import { apartmentProblem } from './address';
import { DEFAULT_SETTINGS, type ShopSettings } from './settings';
import { ADDRESS_MESSAGES } from './settings-messages';
import type { HandoffMode } from './live-orders';
import { MESSAGES } from './messages';
import { err, ok, type Result } from './result';

export interface DeliveryFields {
  torre_entrega?: number | string | null;
  piso_entrega?: number | string | null;
  apartamento_entrega?: string | null;
  instrucciones_entrega?: string | null;
  telefono_contacto?: string | null;
  entrega_modo?: HandoffMode | null;
  recibe?: string | null;
}

export interface DeliveryProfile {
  torre?: number | string | null;
  piso?: number | string | null;
  apartamento?: string | null;
  notas_entrega?: string | null;
  telefono?: string | null;
  /** The remembered handoff choice (DESIGN §8). */
  entrega_modo?: HandoffMode | null;
  entrega_recibe?: string | null;
}

export interface ResolvedDelivery {
  torre: number;
  piso: number;
  apartamento: string;
  instrucciones: string | null;
  telefono: string | null;
  entregaModo: HandoffMode;
  /** Who receives at the gatehouse; always null when the order goes up to the apartment. */
  recibe: string | null;
}

const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
const pick = <T>(order: T | null | undefined, profile: T | null | undefined) =>
  blank(order) ? profile : order;

function asInt(v: unknown): number | null {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
}

/**
 * The delivery address of an order: fields left empty fall back to the customer's profile, then
 * the complex's towers, floors (settings) and apartment are enforced with the order messages. The
 * apartment's format is checked when the order gives one: a profile saved under an older rule
 * still orders, and the resident fixes it when they type it.
 */
export function resolveDelivery(
  order: DeliveryFields,
  profile: DeliveryProfile,
  complex: Pick<ShopSettings['tienda'], 'torres' | 'pisos_por_torre'> &
    Partial<Pick<ShopSettings['tienda'], 'formato_apartamento'>> = DEFAULT_SETTINGS.tienda,
): Result<ResolvedDelivery, 'DELIVERY_INVALID'> {
  const torre = asInt(pick(order.torre_entrega, profile.torre));
  if (torre === null || torre < 1 || torre > complex.torres) {
    return err('DELIVERY_INVALID', ADDRESS_MESSAGES.order.towerInvalid(complex.torres));
  }
  const piso = asInt(pick(order.piso_entrega, profile.piso));
  if (piso === null || piso < 1 || piso > complex.pisos_por_torre) {
    return err('DELIVERY_INVALID', ADDRESS_MESSAGES.order.floorInvalid(complex.pisos_por_torre));
  }
  const apartamento = String(pick(order.apartamento_entrega, profile.apartamento) ?? '').trim();
  if (apartamento === '') return err('DELIVERY_INVALID', MESSAGES.cashOrder.apartmentRequired);
  const format = complex.formato_apartamento ?? 'piso_y_numero';
  const wrong = blank(order.apartamento_entrega)
    ? null
    : apartmentProblem(apartamento, format, { piso });
  if (wrong) return err('DELIVERY_INVALID', wrong);
  const instrucciones = String(
    pick(order.instrucciones_entrega, profile.notas_entrega) ?? '',
  ).trim();
  const telefono = String(pick(order.telefono_contacto, profile.telefono) ?? '').trim();
  // A choice made on this order wins (with its own name, even none); else the remembered one.
  const chosen = order.entrega_modo ?? null;
  const entregaModo: HandoffMode = chosen ?? profile.entrega_modo ?? 'apartamento';
  const recibe =
    entregaModo === 'porteria'
      ? String((chosen ? order.recibe : profile.entrega_recibe) ?? '').trim()
      : '';
  return ok({
    torre,
    piso,
    apartamento,
    instrucciones: instrucciones || null,
    telefono: telefono || null,
    entregaModo,
    recibe: recibe || null,
  });
}
