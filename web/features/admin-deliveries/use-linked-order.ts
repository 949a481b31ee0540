import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminOrderView } from '../../../domain/order-views';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

/**
 * `/admin/entregas?pedido=12` opens that order's detail (the promotions screen links a used code
 * to its order this way). Returns a function that forgets the link once the detail is closed.
 */
export function useLinkedOrder(open: (order: AdminOrderView) => void): () => void {
  const [params, setParams] = useSearchParams();
  const linked = params.get('pedido');
  useEffect(() => {
    if (!linked || !/^\d+$/.test(linked)) return;
    const controller = new AbortController();
    apiRequest<AdminOrderView>('GET', `/api/admin/pedidos/${linked}`, undefined, {
      signal: controller.signal,
    })
      .then(open)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) toast.error(errorText(e, 'No se pudo abrir el pedido'));
      });
    return () => controller.abort();
  }, [linked, open]);
  return () => {
    if (linked) setParams({}, { replace: true });
  };
}
