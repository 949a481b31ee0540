import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import {
  CANCEL_DETAIL_MAX,
  CANCEL_MESSAGES,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type CancelReason,
} from '../../../domain/cancel-reasons';
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

/** The reason sent with a cancellation (issue 41): the resident reads it. */
export interface CancelReasonBody {
  motivo_cancelacion: CancelReason;
  detalle_cancelacion?: string;
}

/** The reason chosen in the dialog, or the message saying what is missing. */
export function cancelReasonBody(
  motivo: CancelReason | null,
  detalle: string,
): { ok: true; body: CancelReasonBody } | { ok: false; field: 'motivo' | 'detalle'; message: string } {
  if (!motivo) return { ok: false, field: 'motivo', message: CANCEL_MESSAGES.reasonRequired };
  const words = detalle.trim();
  if (motivo === 'otro' && !words)
    return { ok: false, field: 'detalle', message: CANCEL_MESSAGES.detailRequired };
  return { ok: true, body: { motivo_cancelacion: motivo, ...(words ? { detalle_cancelacion: words } : {}) } };
}

/**
 * Cancel confirmation: asks why (a listed reason, and words for "Otro motivo"; issue 41), says
 * what goes back, then (after the answer) what happened to the payment.
 */
export function CancelDialog({
  order,
  onOpenChange,
  onConfirm,
}: {
  order: AdminOrderView | null;
  onOpenChange(open: boolean): void;
  onConfirm(order: AdminOrderView, reason: CancelReasonBody): Promise<StateChangeAnswer>;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<StateChangeAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [motivo, setMotivo] = useState<CancelReason | null>(null);
  const [detalle, setDetalle] = useState('');
  const [missing, setMissing] = useState<{ field: 'motivo' | 'detalle'; message: string } | null>(null);
  const close = (open: boolean) => {
    if (open) return;
    setAnswer(null);
    setError(null);
    setMotivo(null);
    setDetalle('');
    setMissing(null);
    onOpenChange(false);
  };
  const confirm = (target: AdminOrderView) => {
    const reason = cancelReasonBody(motivo, detalle);
    if (!reason.ok) {
      setMissing(reason);
      document.getElementById(reason.field === 'motivo' ? `${id}-motivo-0` : `${id}-detalle`)?.focus();
      return;
    }
    setMissing(null);
    setBusy(true);
    setError(null);
    onConfirm(target, reason.body)
      .then(setAnswer)
      .catch((e: unknown) => setError(`Error: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => setBusy(false));
  };
  const paid = order ? isOnline(order) : false;
  return (
    <Dialog.Root open={order !== null} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
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
                </div>
              </Dialog.Description>
              <fieldset
                className="mt-4"
                aria-describedby={missing?.field === 'motivo' ? `${id}-motivo-error` : undefined}
              >
                <legend className="font-semibold">{CANCEL_MESSAGES.reasonLabel}</legend>
                <div className="mt-1 space-y-1">
                  {CANCEL_REASONS.map((reason, i) => (
                    <label key={reason} className="flex min-h-11 items-center gap-3 rounded-lg px-1">
                      <input
                        id={`${id}-motivo-${i}`}
                        type="radio"
                        name={`${id}-motivo`}
                        value={reason}
                        checked={motivo === reason}
                        onChange={() => {
                          setMotivo(reason);
                          setMissing(null);
                        }}
                        className="size-5 shrink-0 accent-emerald-700"
                      />
                      <span>{CANCEL_REASON_LABELS[reason]}</span>
                    </label>
                  ))}
                </div>
                {missing?.field === 'motivo' && (
                  <p id={`${id}-motivo-error`} className="mt-1 text-sm font-semibold text-red-800 dark:text-red-300">
                    {missing.message}
                  </p>
                )}
              </fieldset>
              <label htmlFor={`${id}-detalle`} className="mt-3 block font-semibold">
                {motivo === 'otro' ? CANCEL_MESSAGES.detailLabelRequired : CANCEL_MESSAGES.detailLabel}
              </label>
              <textarea
                id={`${id}-detalle`}
                value={detalle}
                onChange={(e) => setDetalle(e.target.value)}
                rows={2}
                maxLength={CANCEL_DETAIL_MAX}
                aria-invalid={missing?.field === 'detalle' || undefined}
                aria-describedby={missing?.field === 'detalle' ? `${id}-detalle-error` : undefined}
                className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-base dark:border-gray-400 dark:bg-gray-800"
              />
              {missing?.field === 'detalle' && (
                <p id={`${id}-detalle-error`} className="mt-1 text-sm font-semibold text-red-800 dark:text-red-300">
                  {missing.message}
                </p>
              )}
              {error && (
                <p role="alert" className="mt-3 font-semibold text-red-800 dark:text-red-300">
                  {error}
                </p>
              )}
              <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">Volver</Button>
                </Dialog.Close>
                <Button
                  variant="danger"
                  disabled={busy}
                  onClick={() => confirm(order)}
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
