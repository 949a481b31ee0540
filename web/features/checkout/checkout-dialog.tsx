import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from '../../ui/use-return-focus';

export interface CheckoutDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  description: ReactNode;
  /** While an order is in flight the dialog stays open, so its answer is never lost. */
  busy?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/** One step of the checkout: a bottom sheet on a phone, a centred dialog from `sm` up. */
export function CheckoutDialog(props: CheckoutDialogProps) {
  const { open, onClose, busy = false } = props;
  const returnFocus = useReturnFocus();
  const keepOpen = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          {...returnFocus}
          onEscapeKeyDown={keepOpen}
          onInteractOutside={keepOpen}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
            <div>
              <Dialog.Title className="text-lg font-bold">{props.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
                {props.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Cerrar"
              disabled={busy}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 disabled:opacity-60 dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="space-y-4 overflow-y-auto px-4 py-4">{props.children}</div>
          {props.footer && (
            <div className="grid gap-2 border-t border-gray-200 px-4 py-3 dark:border-gray-700">
              {props.footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
