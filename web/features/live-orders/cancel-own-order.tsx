import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { residentMayCancel } from '../../../domain/live-orders';
import { MESSAGES } from '../../../domain/messages';
import type { OrderView } from '../../../domain/order-views';
import { cancelPreview, REFUND_MESSAGES } from '../../../domain/refunds';
import { apiRequest, reasonOf } from '../../app/api-client';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ordersQuery } from '../order-data/orders-api';
import { useShopSettings } from '../../app/shop-settings';
import { scheduledChangeable } from './scheduled-change';

interface CancelAnswer {
  message?: string;
}
import { OrderCode } from '../../ui/order-code';

/**
 * A resident cancels their own order while it is 'Recibido' (DESIGN §8: before preparation);
 * once 'En camino' the button is gone and the server refuses. Asks once, saying what comes back
 * (the money only for a paid online order), and announces every result both as a toast and in
 * the sheet itself, which stays open while the order flips to cancelled (issue 22).
 */
export function CancelOwnOrder({ order }: { order: OrderView }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { programacion } = useShopSettings();
  // Issue 45: a scheduled order only until its preparation starts (the server's rule).
  const mayCancel =
    residentMayCancel(order) &&
    (!order.entrega_programada || scheduledChangeable(order, new Date(), programacion));
  if (!mayCancel && !result) return null;
  const cancel = async () => {
    setBusy(true);
    try {
      const answer = await apiRequest<CancelAnswer>('POST', `/api/pedidos/${order.id}/cancelar`);
      const text = answer?.message ?? REFUND_MESSAGES.cancelled;
      setResult({ ok: true, text });
      toast.success(text);
    } catch (error) {
      const text = reasonOf(error, MESSAGES.liveOrders.cancelOnTheWay);
      setResult({ ok: false, text });
      toast.error(text);
    } finally {
      setBusy(false);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ordersQuery.queryKey });
    }
  };
  const preview = cancelPreview(order);
  return (
    <>
      <p role="status" className="text-sm font-semibold empty:hidden sm:col-span-2">
        {result?.ok ? result.text : ''}
      </p>
      <p role="alert" className="text-sm font-semibold text-red-800 empty:hidden sm:col-span-2 dark:text-red-300">
        {result && !result.ok ? result.text : ''}
      </p>
      {mayCancel && !confirming && (
        <Button variant="ghost" className="sm:col-span-2" onClick={() => setConfirming(true)}>
          Cancelar pedido
        </Button>
      )}
      {mayCancel && confirming && (
        <div role="group" aria-label="Confirmar cancelación" className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
          <p className="text-sm font-semibold sm:col-span-2">
            ¿Cancelar el pedido <OrderCode code={order.codigo} />?
          </p>
          {preview.map((line) => (
            <p key={line} className="text-sm sm:col-span-2">
              {line}
            </p>
          ))}
          <Button variant="danger" onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
            Sí, cancelar
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
            No, seguir esperando
          </Button>
        </div>
      )}
    </>
  );
}
