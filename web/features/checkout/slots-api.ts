import { queryOptions } from '@tanstack/react-query';
import type { Slot } from '../../../domain/scheduling/slots';
import { apiRequest } from '../../app/api-client';

/** One delivery slot as GET /api/franjas sends it (issue 45). */
export type SlotView = Slot;

/** GET /api/franjas. */
export interface SlotsAnswer {
  franjas: SlotView[];
  primera_disponible: SlotView | null;
  abierto_ahora: boolean;
  /** While closed: 'Abrimos a las 6:00 a. m. — ¿te lo llevamos entre 6:00 y 6:30?', else null. */
  oferta: string | null;
}

/** The delivery time chosen at checkout: as soon as possible, or a slot. */
export type DeliveryWhen = { kind: 'asap' } | { kind: 'slot'; slot: SlotView | null };

export const ASAP: DeliveryWhen = { kind: 'asap' };

export const slotsQuery = queryOptions({
  queryKey: ['franjas'],
  queryFn: ({ signal }) =>
    apiRequest<SlotsAnswer>('GET', '/api/franjas', undefined, {
      signal,
      handleSessionExpiry: false,
    }),
  // Places run out while the resident looks: read again each minute, and on every return.
  refetchInterval: 60_000,
  staleTime: 15_000,
});

/** The codes with which the server refuses a slot (409 full, 422 no longer offered). */
export const SLOT_REFUSALS: ReadonlySet<string> = new Set(['SLOT_FULL', 'SLOT_UNAVAILABLE']);
