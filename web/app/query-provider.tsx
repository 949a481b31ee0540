import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * TanStack Query for the screens that talk to the API. Mounted by those screens' lazy routes
 * (see router.tsx), not in the entry, so the public pages' first paint does not load it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
