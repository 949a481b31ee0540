import { useState } from 'react';
import type { AdminOrderView } from '../../../domain/order-views';
import type { OrderStage } from '../../../domain/live-orders';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

export interface StageAnswer {
  pedido: AdminOrderView;
  message: string;
}

/** PUT …/etapa: "En camino", or back to "Recibido" (issue 41); the server checks the step. */
export function requestStage(orderId: number, etapa: OrderStage): Promise<StageAnswer> {
  return apiRequest<StageAnswer>('PUT', `/api/admin/pedidos/${orderId}/etapa`, { etapa });
}

export const backToReceivedText = (order: Pick<AdminOrderView, 'codigo'>) =>
  `Pedido ${order.codigo} de vuelta en Recibido`;

/**
 * In the order's detail, while it is on its way: "En camino" tapped by mistake goes back to
 * "Recibido" (issue 41), as "Revertir entrega" undoes a delivery. One tap: nothing but the step
 * changes, and "En camino" is one tap away again.
 */
export function StageUndo({
  order,
  onDone,
}: {
  order: AdminOrderView;
  onDone(pedido: AdminOrderView): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (order.estado !== 'pendiente' || order.etapa !== 'en_camino') return null;

  const undo = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await requestStage(order.id, 'recibido');
      toast.success(backToReceivedText(order));
      onDone(answer.pedido);
    } catch (e) {
      setError(errorText(e, 'No se pudo devolver el pedido a Recibido'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 rounded-xl border border-gray-200 p-3 text-sm dark:border-gray-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-gray-800 dark:text-gray-200">¿Lo marcaste en camino por error?</p>
        <Button variant="secondary" size="small" disabled={busy} onClick={() => void undo()}>
          {busy ? 'Un momento…' : 'Volver a Recibido'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
