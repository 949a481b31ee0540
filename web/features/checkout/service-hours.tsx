import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import type { ServiceHoursView } from '../../../domain/order-views';
import { apiRequest } from '../../app/api-client';

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
export function useServiceHours(): { closedMessage: string | null } {
  const { data } = useQuery(serviceHoursQuery);
  if (!data || data.abierto) return { closedMessage: null };
  return { closedMessage: data.mensaje ?? CLOSED_FALLBACK };
}

/**
 * The closed notice at the top of the store; `offer` (issue 45: the first slot, see
 * first-slot-offer.tsx) takes the message's place when the store takes orders for later.
 */
export function ClosedBanner({
  message,
  offer = null,
}: {
  message: string | null;
  offer?: ReactNode;
}) {
  return (
    <div role="status">
      {message && (
        <div className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          {offer ?? (
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
