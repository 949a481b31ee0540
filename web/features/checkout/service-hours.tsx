import { queryOptions, useQuery } from '@tanstack/react-query';
import { CalendarClock, Clock } from 'lucide-react';
import type { ServiceHoursView } from '../../../domain/order-views';
import { apiRequest } from '../../app/api-client';
import { Button } from '../../ui/button';

const CLOSED_FALLBACK = 'Estamos cerrados en este momento.';

export const serviceHoursQuery = queryOptions({
  queryKey: ['service-hours'],
  queryFn: ({ signal }) =>
    // A public call: its failure must never end the session.
    apiRequest<ServiceHoursView>('GET', '/api/horario', undefined, {
      signal,
      handleSessionExpiry: false,
    }),
  refetchInterval: 60_000,
  staleTime: 30_000,
});

/**
 * Whether the store takes orders now (DESIGN §5 service hours). Unknown (loading or failed) reads
 * as open: the server refuses an order outside the hours anyway, with the same message.
 */
export function useServiceHours(): { closedMessage: string | null; opening: Date | null } {
  const { data } = useQuery(serviceHoursQuery);
  if (!data || data.abierto) return { closedMessage: null, opening: null };
  return {
    closedMessage: data.mensaje ?? CLOSED_FALLBACK,
    opening: data.proxima_apertura ? new Date(data.proxima_apertura) : null,
  };
}

/** Issue 45: outside hours the store offers its first slot instead of a dead end. */
export interface FirstSlotOffer {
  /** "Abrimos a las 6:00 a. m. — ¿te lo llevamos entre 6:00 y 6:30?" */
  text: string;
  onSchedule(): void;
}

/** The closed notice at the top of the store, with the first slot when there is one. */
export function ClosedBanner({
  message,
  offer = null,
}: {
  message: string | null;
  offer?: FirstSlotOffer | null;
}) {
  return (
    <div role="status">
      {message && (
        <div className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          {offer ? (
            <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
              <p className="flex flex-1 basis-64 items-start gap-2 text-sm font-medium">
                <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {offer.text}
              </p>
              <Button size="small" onClick={offer.onSchedule}>
                Programar mi pedido
              </Button>
            </div>
          ) : (
            <p className="mx-auto flex max-w-6xl items-start gap-2 text-sm font-medium">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {message}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
