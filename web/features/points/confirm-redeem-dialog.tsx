import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../ui/button';
import { useReturnFocus } from '../../ui/use-return-focus';

export interface ConfirmRedeemDialogProps {
  /** The question, e.g. "¿Canjear 100 puntos por $ 1.000 de descuento?"; null keeps it closed. */
  question: string | null;
  /** What happens to the points, read as the dialog's description. */
  detail: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before points leave the balance (issue 15): an alert dialog with the question as its
 * name, "Sí, canjear" and "No, volver". Escape or the overlay cancels; focus starts on "No, volver"
 * and goes back to the button that asked once the dialog closes.
 */
export function ConfirmRedeemDialog({
  question,
  detail,
  onConfirm,
  onCancel,
}: ConfirmRedeemDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={question !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-gray-950/60" />
        <Dialog.Content
          role="alertdialog"
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-2xl bg-white p-5 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100"
        >
          <Dialog.Title className="text-lg font-bold">{question}</Dialog.Title>
          <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
            {detail}
          </Dialog.Description>
          <div className="grid gap-2 sm:grid-cols-2">
            <Dialog.Close asChild>
              <Button variant="secondary" className="w-full">
                No, volver
              </Button>
            </Dialog.Close>
            <Button className="w-full" onClick={onConfirm}>
              Sí, canjear
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
