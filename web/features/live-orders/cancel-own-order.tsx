import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { residentMayCancel } from '../../../domain/live-orders';
import { MESSAGES } from '../../../domain/messages';
import type { OrderView } from '../../../domain/order-views';
import { apiRequest, ApiError } from '../../app/api-client';
import { Button } from '../../ui/button';
import { ordersQuery } from '../orders/orders-api';
import { OrderCode } from '../../ui/order-code';

/**
 * A resident cancels their own order while it is 'Recibido' (DESIGN §8: before preparation);
 * once 'En camino' the button is gone and the server refuses. Asks once before doing it.
 */
export function CancelOwnOrder({ order }: { order: OrderView }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!residentMayCancel(order)) return null;
  const cancel = async () => {
    setBusy(true);
    try {
      await apiRequest('POST', `/api/pedidos/${order.id}/cancelar`);
      toast.success(MESSAGES.liveOrders.cancelledByResident);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : MESSAGES.liveOrders.cancelOnTheWay);
    } finally {
      setBusy(false);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey });
    }
  };
  if (!confirming)
    return (
      <Button variant="ghost" className="sm:col-span-2" onClick={() => setConfirming(true)}>
        Cancelar pedido
      </Button>
    );
  return (
    <div role="group" aria-label="Confirmar cancelación" className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
      <p className="text-sm font-semibold sm:col-span-2">
        ¿Cancelar el pedido <OrderCode code={order.codigo} />?
      </p>
      <Button variant="danger" onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
        Sí, cancelar
      </Button>
      <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
        No, seguir esperando
      </Button>
    </div>
  );
}
