import { useQuery } from '@tanstack/react-query';
import { slotsQuery, type SlotView } from '../checkout/slots-api';

/**
 * Issue 45: outside hours the store is not a dead end. While closed it reads the slots; with a
 * first one on offer the cart's buttons work again and the checkout starts on that slot.
 */
export function useFirstSlot(
  signedIn: boolean,
  closedMessage: string | null,
): { slot: SlotView | null; orderingClosed: string | null } {
  const slots = useQuery({ ...slotsQuery, enabled: signedIn && closedMessage !== null });
  const slot = closedMessage ? (slots.data?.primera_disponible ?? null) : null;
  return { slot, orderingClosed: slot ? null : closedMessage };
}
