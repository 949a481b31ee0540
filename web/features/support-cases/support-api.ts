import { useQuery } from '@tanstack/react-query';
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
