import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CircleCheck } from 'lucide-react';
import { MESSAGES } from '../../../domain/messages';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { orderCode } from '../../../domain/orders';
import { Button } from '../../ui/button';
import { METHOD_LABELS } from './method-selector';
import { NequiWaiting } from './nequi-waiting';
import { PaymentAlert } from './payment-field';
import { walletPhoneOf, type PaymentInProgress } from './payment-recovery';
import { ProcessingScreen } from './processing-screen';
import { isRedirectMethod, RedirectWaiting } from './redirect-waiting';
import { useCancelPayment } from './use-cancel-payment';
import { usePaymentConfirmation, type ConfirmationOutcome } from './use-payment-confirmation';
import { OrderCode } from '../../ui/order-code';

const R = MESSAGES.recovery;

type View =
  | { name: 'waiting'; slow: string | null; notice: string | null }
  | { name: 'approved'; pedidoId: number }
  | { name: 'failed'; message: string };

export interface RecoveredPaymentDialogProps {
  payment: PaymentInProgress;
  /** 1.5 s after the approval, with the order it created (show it, empty the cart). */
  onApproved(pedidoId: number, total: number): void;
  /** Declined or failed: nothing waits any more (the dialog says so until closed). */
  onFailed?(): void;
  onClose(): void;
}

/**
 * The waiting screen of a payment found pending on load (issue 15): the same confirmation as the
 * payment modal (long wait, then status checks), for a wallet (Nequi…) or a card still processing.
 */
export function RecoveredPaymentDialog({
  payment,
  onApproved,
  onFailed,
  onClose,
}: RecoveredPaymentDialogProps) {
  const [view, setView] = useState<View>({ name: 'waiting', slow: null, notice: null });
  const confirmation = usePaymentConfirmation({
    onOutcome: (outcome: ConfirmationOutcome) => {
      if (outcome.status === 'APPROVED') setView({ name: 'approved', pedidoId: outcome.pedidoId });
      else if (outcome.status === 'SLOW')
        setView({ name: 'waiting', slow: outcome.message, notice: null });
      else {
        setView({ name: 'failed', message: R.failed });
        onFailed?.();
      }
    },
    onApproved: (pedidoId) => onApproved(pedidoId, payment.monto),
  });
  const { start, cancel } = confirmation;
  useEffect(() => {
    start(payment.transactionId, payment.metodo === 'CARD' ? 'card' : 'wallet');
    return cancel;
  }, [payment.transactionId, payment.metodo, start, cancel]);

  const refresh = async () => {
    const result = await confirmation.checkNow();
    if (result === 'PENDING')
      setView((v) => (v.name === 'waiting' ? { ...v, notice: PAYMENT_MESSAGES.pending } : v));
  };
  // Issue 40: "Cancelar este pago" ends the attempt (DaviPlata, PSE, Nequi); an approval that beat it shows.
  const ending = useCancelPayment(payment, confirmation, {
    onCancelled: () => {
      onFailed?.();
      onClose();
    },
    onApproved: (pedidoId) => {
      setView({ name: 'approved', pedidoId });
      return () => onApproved(pedidoId, payment.monto);
    },
  });
  const busy = view.name === 'approved';
  const keepOpen = (event: Event) => {
    if (busy) event.preventDefault();
  };
  const close = () => {
    confirmation.cancel();
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] space-y-4 overflow-y-auto rounded-t-2xl bg-white px-4 py-4 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
        >
          <Dialog.Title className="text-lg font-bold">{R.title}</Dialog.Title>
          <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
            {/* Says where the payment stands now, never "still waiting" beside its verdict. */}
            {view.name === 'approved'
              ? R.approved(METHOD_LABELS[payment.metodo])
              : view.name === 'failed'
                ? R.ended(METHOD_LABELS[payment.metodo])
                : R.resumed(METHOD_LABELS[payment.metodo])}
          </Dialog.Description>
          {view.name === 'approved' ? (
            <div className="space-y-3 py-4 text-center" role="status">
              <CircleCheck
                aria-hidden="true"
                className="mx-auto size-14 text-emerald-700 dark:text-emerald-300"
              />
              <h3 className="text-xl font-bold">¡Pago aprobado!</h3>
              <p>{PAYMENT_MESSAGES.approved}</p>
              <p className="font-semibold">
                Pedido <OrderCode code={orderCode(view.pedidoId)} />
              </p>
            </div>
          ) : view.name === 'failed' ? (
            <div className="space-y-3">
              <PaymentAlert message={view.message} />
              <Button className="w-full" onClick={close}>
                {R.close}
              </Button>
            </div>
          ) : isRedirectMethod(payment.metodo) ? (
            <>
              <RedirectWaiting
                metodo={payment.metodo}
                amount={payment.monto}
                transactionId={payment.transactionId}
                redirectUrl={payment.redirectUrl ?? null}
                notice={view.notice}
                slowMessage={view.slow}
                cancelError={ending.error}
                checking={confirmation.checking}
                cancelling={ending.busy}
                onRefresh={() => void refresh()}
                onCancelPayment={() => void ending.cancel()}
                onClose={close}
              />
              <p className="text-xs text-gray-700 dark:text-gray-300">{R.closedHint}</p>
            </>
          ) : payment.metodo === 'CARD' ? (
            <ProcessingScreen
              slowMessage={view.slow}
              notice={view.notice}
              checking={confirmation.checking}
              onCheck={() => void refresh()}
              onClose={close}
            />
          ) : (
            <>
              <NequiWaiting
                metodo={payment.metodo}
                amount={payment.monto}
                telefono={walletPhoneOf(payment.transactionId) ?? ''}
                transactionId={payment.transactionId}
                notice={view.notice}
                slowMessage={view.slow}
                checking={confirmation.checking}
                onRefresh={() => void refresh()}
                onCancel={close}
                leaveLabel="Cerrar"
                onCancelPayment={() => void ending.cancel()}
                cancelling={ending.busy}
                cancelError={ending.error}
              />
              <p className="text-xs text-gray-700 dark:text-gray-300">{R.closedHint}</p>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
