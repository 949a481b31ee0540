import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { AdminOrderView } from '../../../domain/order-views';
import { Button } from '../../ui/button';
import { isOnline } from './order-facts';

export type PaymentReturn = 'voided' | 'refund_due' | 'none';

export interface StateChangeAnswer {
  success: boolean;
  pedido: AdminOrderView;
  puntos_acreditados: number;
  /** What really came back (the server's answer): the code freed, the points given back. */
  devuelto?: { stock: boolean; codigo: string | null; puntos: number; pago: PaymentReturn };
  message?: string;
}

/** What happened to the money of a cancelled order, from the answer's devuelto.pago. */
export function paymentReturnText(pago: PaymentReturn | undefined): string | null {
  if (pago === 'voided') return 'El pago en línea se anuló: no se cobró nada al cliente.';
  if (pago === 'refund_due')
    return 'El pago en línea ya se había cobrado: queda un reembolso pendiente (3 a 5 días hábiles). Cuando lo devuelvas, márcalo en el detalle del pedido.';
  return null;
}

/** What a cancellation of this order gives back, only what applies (issue 22). */
export function cancelGoesBack(order: AdminOrderView): string[] {
  const lines = ['Los productos vuelven al inventario.'];
  if (order.codigo_promocional)
    lines.push(`El código ${order.codigo_promocional} vuelve a quedar disponible.`);
  if (order.codigo_canje || order.prioritario) lines.push('Los puntos usados vuelven al cliente.');
  return lines;
}

/** What a cancellation gave back, from the server's answer. */
export function cameBack(devuelto: StateChangeAnswer['devuelto']): string[] {
  if (!devuelto) return [];
  const lines: string[] = [];
  if (devuelto.stock) lines.push('Los productos volvieron al inventario.');
  if (devuelto.codigo) lines.push(`El código ${devuelto.codigo} quedó disponible.`);
  if (devuelto.puntos > 0)
    lines.push(`Se devolvieron ${devuelto.puntos} ${devuelto.puntos === 1 ? 'punto' : 'puntos'} al cliente.`);
  return lines;
}

/** Cancel confirmation: says what goes back, then (after the answer) what happened to the payment. */
export function CancelDialog({
  order,
  onOpenChange,
  onConfirm,
}: {
  order: AdminOrderView | null;
  onOpenChange(open: boolean): void;
  onConfirm(order: AdminOrderView): Promise<StateChangeAnswer>;
}) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<StateChangeAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = (open: boolean) => {
    if (open) return;
    setAnswer(null);
    setError(null);
    onOpenChange(false);
  };
  const paid = order ? isOnline(order) : false;
  return (
    <Dialog.Root open={order !== null} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-5 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          {order && !answer && (
            <>
              <Dialog.Title className="text-lg font-bold">
                ¿Cancelar el pedido {order.codigo}?
              </Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-2 space-y-2 text-gray-800 dark:text-gray-200">
                  {cancelGoesBack(order).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                  {paid && (
                    <p>
                      Es un pedido pagado en línea: el pago se anula o queda un reembolso pendiente.
                    </p>
                  )}
                  {error && (
                    <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
                      {error}
                    </p>
                  )}
                </div>
              </Dialog.Description>
              <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">Volver</Button>
                </Dialog.Close>
                <Button
                  variant="danger"
                  disabled={busy}
                  onClick={() => {
                    setBusy(true);
                    setError(null);
                    onConfirm(order)
                      .then(setAnswer)
                      .catch((e: unknown) =>
                        setError(`Error: ${e instanceof Error ? e.message : String(e)}`),
                      )
                      .finally(() => setBusy(false));
                  }}
                >
                  {busy ? 'Cancelando…' : 'Sí, cancelar pedido'}
                </Button>
              </div>
            </>
          )}
          {order && answer && (
            <>
              <Dialog.Title className="text-lg font-bold">
                Pedido {order.codigo} cancelado
              </Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-2 space-y-2 text-gray-800 dark:text-gray-200" role="status">
                  {cameBack(answer.devuelto).map((line) => (
                    <p key={line}>{line}</p>
                  ))}
                  {paymentReturnText(answer.devuelto?.pago) && (
                    <p className="font-semibold">{paymentReturnText(answer.devuelto?.pago)}</p>
                  )}
                </div>
              </Dialog.Description>
              <div className="mt-5 flex justify-end">
                <Dialog.Close asChild>
                  <Button>Listo</Button>
                </Dialog.Close>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
