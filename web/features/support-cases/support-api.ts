import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AdminCaseView, SupportCaseView } from '../../../domain/support/views';
import { apiRequest } from '../../app/api-client';

/** Query keys of support cases: the resident's per order, the admin's per order and list. */
export const SUPPORT_KEYS = {
  mine: ['soporte', 'mios'] as const,
  mineOfOrder: (orderId: number) => ['soporte', 'mios', orderId] as const,
  admin: ['admin', 'soporte'] as const,
  adminOfOrder: (orderId: number) => ['admin', 'soporte', 'pedido', orderId] as const,
};

/** The caller's cases on one order (the order's detail shows them with the shop's replies). */
export function useOrderCases(orderId: number) {
  return useQuery({
    queryKey: SUPPORT_KEYS.mineOfOrder(orderId),
    queryFn: ({ signal }) =>
      apiRequest<SupportCaseView[]>('GET', `/api/soporte/casos?pedido=${orderId}`, undefined, {
        signal,
      }),
  });
}

/** The admin's full cases of one order (the Entregas detail). */
export function useAdminOrderCases(orderId: number) {
  return useQuery({
    queryKey: SUPPORT_KEYS.adminOfOrder(orderId),
    queryFn: async ({ signal }) => {
      const page = await apiRequest<{ casos: { id: number }[] }>(
        'GET',
        `/api/admin/soporte?pedido=${orderId}&limite=20`,
        undefined,
        { signal },
      );
      return Promise.all(
        page.casos.map((c) =>
          apiRequest<AdminCaseView>('GET', `/api/admin/soporte/${c.id}`, undefined, { signal }),
        ),
      );
    },
  });
}

/**
 * Every case of the caller (the store reads it: an unread answer badges "Mis pedidos", a case
 * still open keeps the live stream on; issue 40).
 */
export const myCasesQuery = queryOptions({
  queryKey: SUPPORT_KEYS.mine,
  queryFn: ({ signal }) =>
    apiRequest<SupportCaseView[]>('GET', '/api/soporte/casos', undefined, { signal }),
});

/** What the resident's cases ask of the store: news to badge, and whether any is still open. */
export function caseNews(cases: readonly SupportCaseView[] | undefined): {
  unseen: number;
  open: boolean;
} {
  return {
    unseen: cases?.filter((c) => c.novedad).length ?? 0,
    open: cases?.some((c) => c.estado !== 'cerrado') ?? false,
  };
}

/**
 * Cases on screen with news are read now: the server forgets their news and the badge goes
 * (issue 40). Once per case and change; a failure leaves the badge for the next look.
 */
export function useSeenCases(cases: readonly SupportCaseView[]): void {
  const client = useQueryClient();
  const unseen = cases.filter((c) => c.novedad).map((c) => c.id);
  const key = unseen.join(',');
  useEffect(() => {
    if (!key) return;
    const ids = key.split(',').map(Number);
    void Promise.all(
      ids.map((id) => apiRequest<void>('POST', `/api/soporte/casos/${id}/visto`)),
    ).then(
      () => client.invalidateQueries({ queryKey: SUPPORT_KEYS.mine }),
      () => undefined,
    );
  }, [key, client]);
}
