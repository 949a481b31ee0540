import { useQuery } from '@tanstack/react-query';
import { closeSentence } from '../../../domain/dates';
import { firstSlotOffer, slotPhrase } from '../../../domain/slot-words';
import { slotsQuery, type SlotView } from '../checkout/slots-api';

export interface FirstSlot {
  /** The first slot on offer while the store is closed, else null. */
  slot: SlotView | null;
  /** What blocks paying: the closed message, unless a slot takes the order. */
  orderingClosed: string | null;
  /** "Abrimos a las 6:00 a. m. — ¿te lo llevamos entre 6:00 y 6:30?" */
  bannerText: string | null;
  /** Above the cart's pay buttons. */
  cartNote: string | null;
}

/**
 * Issue 45: outside hours the store is not a dead end. While closed it reads the slots and
 * offers the first one; the cart's buttons work again and the checkout starts on that slot.
 */
export function useFirstSlot(
  signedIn: boolean,
  closedMessage: string | null,
  opening: Date | null,
): FirstSlot {
  const slots = useQuery({ ...slotsQuery, enabled: signedIn && closedMessage !== null });
  const slot = closedMessage ? (slots.data?.primera_disponible ?? null) : null;
  if (!slot) return { slot, orderingClosed: closedMessage, bannerText: null, cartNote: null };
  const now = new Date();
  return {
    slot,
    orderingClosed: null,
    bannerText: firstSlotOffer(now, opening ?? new Date(slot.inicio), slot),
    cartNote: `${closeSentence(`Estamos cerrados: te lo llevamos ${slotPhrase(now, slot)}`)} Puedes elegir otro horario.`,
  };
}
