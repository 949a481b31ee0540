import * as Dialog from '@radix-ui/react-dialog';
import { Check, Hourglass, X } from 'lucide-react';
import { useState } from 'react';
import { APPROVAL_MESSAGES as M } from '../../../domain/order-approval';
import type { AdminOrderView } from '../../../domain/order-views';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

/** "Por aprobar": a large cash order waits for the owner (issue 46). */
export function AwaitingApprovalBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-amber-800 bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-950 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-50">
      <Hourglass aria-hidden="true" className="size-4" />
      {M.badge}
    </span>
  );
}

function answer(order: AdminOrderView, action: 'aprobar' | 'rechazar') {
  return apiRequest<{ pedido: AdminOrderView }>('POST', `/api/admin/pedidos/${order.id}/${action}`);
}

/**
 * The owner's two answers to a held order: approve at once, or reject after a confirmation that
 * says what a rejection does (it cancels the order). `onChanged` reads the board again.
 */
export function ApprovalActions({ order, onChanged }: { order: AdminOrderView; onChanged(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function approve() {
    setBusy(true);
    answer(order, 'aprobar')
      .then(() => toast.success(M.approved(order.codigo)))
      .catch((e: unknown) => toast.error(`Error: ${errorText(e, 'no se pudo aprobar')}`))
      .finally(() => {
        setBusy(false);
        onChanged();
      });
  }

  function reject() {
    setBusy(true);
    setError(null);
    answer(order, 'rechazar')
      .then(() => {
        setConfirming(false);
        toast.success(M.rejectedDone(order.codigo));
        onChanged();
      })
      .catch((e: unknown) => setError(`Error: ${errorText(e, 'no se pudo rechazar')}`))
      .finally(() => setBusy(false));
  }

  return (
    <>
      <Button size="small" disabled={busy} onClick={approve}>
        <Check aria-hidden="true" className="size-4" />
        {M.approve}
        <span className="sr-only"> {order.codigo}</span>
      </Button>
      <Button variant="danger" size="small" disabled={busy} onClick={() => setConfirming(true)}>
        <X aria-hidden="true" className="size-4" />
        {M.reject}
        <span className="sr-only"> {order.codigo}</span>
      </Button>
      <Dialog.Root open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
          <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-5 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
            <Dialog.Title className="text-lg font-bold">{M.rejectTitle(order.codigo)}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-2 space-y-2 text-gray-800 dark:text-gray-200">
                <p>{M.rejectBody}</p>
                {error && (
                  <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
                    {error}
                  </p>
                )}
              </div>
            </Dialog.Description>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary">{M.keep}</Button>
              </Dialog.Close>
              <Button variant="danger" disabled={busy} onClick={reject}>
                {M.rejectConfirm}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
