import { QueryClient, type QueryKey } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/** The one server-state cache of the app; kept across navigations between shop routes. */
export const queryClient = createQueryClient();

/**
 * Reads the queries under `queryKey` again because the server announced a change. A read already
 * in flight is joined rather than cut (a burst of events makes one read, not one per event), but
 * that read began before the event and may not hold what it announced: it is followed by one
 * more. Without this, an order placed while the board was loading stayed off it until the next
 * 15 s refresh (seen in CI on a busy machine).
 */
export async function refetchAfterEvent(client: QueryClient, queryKey: QueryKey): Promise<void> {
  const inFlight = client.isFetching({ queryKey }) > 0;
  await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
  if (inFlight) await client.invalidateQueries({ queryKey }, { cancelRefetch: false });
}
