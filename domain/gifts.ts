import { formatDateTimeBogota } from './dates';
import type { PackingGroup } from './packing';

/**
 * Gifts the shop owes residents (issue 41): a reward redeemed for a thing ("Bolsa reutilizable")
 * is handed over with the resident's next order and never expires like a discount canje.
 */

/** A gift on an order (its card and packing list): owed until that order is delivered. */
export interface GiftView {
  /** The canje's code ('CANJE-K7QM2X'). */
  codigo: string;
  nombre: string;
  puntos: number;
  /** When the resident redeemed it (ISO). */
  canjeado: string;
  /** When a delivery handed it over (ISO); null while owed. */
  entregado: string | null;
}

/** "Regalos por entregar" (GET /api/admin/regalos): one gift still owed. */
export interface GiftOwed {
  codigo: string;
  nombre: string;
  puntos: number;
  canjeado: string;
  usuario: { id: number; nombre: string; telefono: string };
  torre: number;
  piso: number;
  apartamento: string;
  /** The pending order it rides on, or null until the resident orders again. */
  pedido: { id: number; codigo: string } | null;
}

export const GIFT_MESSAGES = {
  sectionTitle: 'Regalos por entregar',
  onOrder: 'Regalo por entregar',
  given: 'Regalo entregado',
  /** Said to the resident when they redeem a gift. */
  redeemed: (points: string, gift: string) =>
    `Canjeaste ${points} por ${gift}. Te lo llevamos con tu próximo pedido.`,
  waitsForOrder: 'Se entrega con su próximo pedido',
  loadError: 'No pudimos cargar los regalos por entregar',
} as const;

/** "Canjeado el 7 dic., 6:05 p. m." — since when the gift is owed. */
export function giftSince(canjeado: string): string {
  return `Canjeado el ${formatDateTimeBogota(new Date(canjeado))}`;
}

/** The packing list's item key of a gift (ticked like any product). */
export const giftPackingKey = (codigo: string) => `obsequio-${codigo}`;

export const GIFT_GROUP_TITLE = 'Regalos por entregar (canje de puntos)';

/**
 * The packing list's group of the gifts an order carries, ticked like the products (so "Todo
 * listo" waits for them); null when it carries none.
 */
export function giftGroup(gifts: readonly GiftView[] | undefined): PackingGroup | null {
  if (!gifts || gifts.length === 0) return null;
  return {
    paquete: null,
    titulo: GIFT_GROUP_TITLE,
    items: gifts.map((g) => ({ key: giftPackingKey(g.codigo), nombre: g.nombre, cantidad: 1 })),
  };
}
