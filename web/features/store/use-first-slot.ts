import { useQuery } from '@tanstack/react-query';
import { slotsQuery, type SlotView } from '../checkout/slots-api';

export interface FirstSlot {
  /** The first slot on offer while the store is closed, else null. */
  slot: SlotView | null;
  /** The server's words for it: 'Abrimos a las 6:00 a. m. — ¿te lo llevamos entre 6:00 y 6:30?' */
  offer: string | null;
  /** What blocks paying: the closed message, unless a slot takes the order. */
  orderingClosed: string | null;
}

/**
 * Issue 45: outside hours the store is not a dead end. While closed it reads the slots; with a
 * first one on offer the cart's buttons work again and the checkout starts on that slot.
 */
export function useFirstSlot(signedIn: boolean, closedMessage: string | null): FirstSlot {
  const slots = useQuery({ ...slotsQuery, enabled: signedIn && closedMessage !== null });
  const slot = closedMessage ? (slots.data?.primera_disponible ?? null) : null;
  if (!slot) return { slot: null, offer: null, orderingClosed: closedMessage };
  return { slot, offer: slots.data?.oferta ?? null, orderingClosed: null };
}
