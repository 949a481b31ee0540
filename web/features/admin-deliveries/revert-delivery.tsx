import { useState } from 'react';
import { DELIVERY_REVERT_MESSAGES, revertDeadline } from '../../../domain/delivery-revert';
import { formatTimeBogota } from '../../../domain/dates';
import type { AdminOrderView } from '../../../domain/order-views';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

export interface RevertAnswer {
  pedido: AdminOrderView;
  puntos_descontados: number;
  puntos_no_descontados: number;
  message: string;
}

/** POST …/revertir-entrega: the server checks the hour and takes the points back. */
export function requestRevert(orderId: number): Promise<RevertAnswer> {
  return apiRequest<RevertAnswer>('POST', `/api/admin/pedidos/${orderId}/revertir-entrega`);
}

/** The toast after a revert: what went back, and what could not be taken (already spent). */
export function revertedText(order: Pick<AdminOrderView, 'codigo'>, answer: RevertAnswer): string {
  const points =
    answer.puntos_no_descontados > 0
      ? ` · se descontaron ${answer.puntos_descontados} puntos (${answer.puntos_no_descontados} ya se habían usado)`
      : answer.puntos_descontados > 0
        ? ` · se descontaron ${answer.puntos_descontados} puntos`
        : '';
  return `Pedido ${order.codigo}: entrega revertida, vuelve a En camino${points}`;
}

/**
 * "Revertir entrega" in the order's detail (issue 23), for the hour after delivery: asks once,
 * inline (the detail is already a dialog), then the server decides.
 */
export function RevertDelivery({
  order,
  now = new Date(),
  onDone,
}: {
  order: AdminOrderView;
  now?: Date;
  onDone(pedido: AdminOrderView): void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (order.estado !== 'entregado' || !order.fecha_entrega) return null;
  const until = revertDeadline(new Date(order.fecha_entrega));
  if (now.getTime() > until.getTime()) return null;

  const revert = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await requestRevert(order.id);
      toast.success(revertedText(order, answer));
      setAsking(false);
      onDone(answer.pedido);
    } catch (e) {
      setError(errorText(e, DELIVERY_REVERT_MESSAGES.notDelivered));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 rounded-xl border border-gray-200 p-3 text-sm dark:border-gray-700">
      {asking ? (
        <>
          <p className="font-semibold">¿Revertir la entrega de {order.codigo}?</p>
          <p className="mt-1 text-gray-800 dark:text-gray-200">
            El pedido vuelve a En camino y se descuentan los puntos que le dio al cliente.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" size="small" disabled={busy} onClick={() => void revert()}>
              {busy ? 'Un momento…' : 'Sí, revertir entrega'}
            </Button>
            <Button variant="secondary" size="small" onClick={() => setAsking(false)}>
              Volver
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-gray-800 dark:text-gray-200">
            ¿Se marcó por error? Puedes revertirla hasta las {formatTimeBogota(until)}.
          </p>
          <Button variant="secondary" size="small" onClick={() => setAsking(true)}>
            Revertir entrega
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 font-medium text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
