import { useEffect, useRef, useState } from 'react';
import { PAYMENT_TIMINGS } from '../../../domain/payments';
import { RESIDENT_MONEY_MESSAGES as M } from '../../../domain/resident-money-messages';
import { serverReason } from '../../app/api-client';
import { toast } from '../../ui/toast';
import { cancelPayment } from './cancel-payment-api';
import type { PaymentInProgress } from './payment-recovery';
import { forgetRedirectedPayment } from './redirected-payment';
import type { ConfirmationKind } from './use-payment-confirmation';

interface Confirmation {
  start(transactionId: string, kind: ConfirmationKind): void;
  cancel(): void;
}

export interface CancelHandlers {
  onCancelled(mensaje: string): void;
  /** The approval beat the cancel: show it; the returned callback runs 1.5 s later. */
  onApproved(pedidoId: number): () => void;
}

/**
 * "Cancelar este pago" (issue 40): the sheet's own wait stops first (its answer would read the
 * ended attempt as a failure), then the server ends the attempt. A refusal resumes the wait.
 */
export function useCancelPayment(
  payment: Pick<PaymentInProgress, 'referencia' | 'transactionId'>,
  confirmation: Confirmation,
  handlers: CancelHandlers,
) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    confirmation.cancel();
    try {
      const outcome = await cancelPayment(payment.referencia);
      if (outcome.kind === 'approved') {
        const after = latest.current.onApproved(outcome.pedidoId);
        timer.current = setTimeout(after, PAYMENT_TIMINGS.successCallbackDelayMs);
        return;
      }
      forgetRedirectedPayment();
      toast.success(outcome.mensaje || M.cancel.done);
      latest.current.onCancelled(outcome.mensaje || M.cancel.done);
    } catch (cause) {
      setError(serverReason(cause) ?? M.cancel.failed);
      confirmation.start(payment.transactionId, 'wallet');
    } finally {
      setBusy(false);
    }
  };
  return { cancel, busy, error };
}
