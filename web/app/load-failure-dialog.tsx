import * as Dialog from '@radix-ui/react-dialog';
import { WifiOff } from 'lucide-react';
import { OFFLINE_MESSAGES as M } from '../../domain/offline-messages';
import { loadFailureText, type LoadFailure } from './lazy-boundary';
import { Button } from '../ui/button';

/**
 * In place of a dialog whose code could not load (e.g. the checkout, offline): the resident
 * asked for a dialog, so a dialog answers, saying why and offering "Reintentar" and "Cerrar".
 */
export function LoadFailureDialog({
  failure,
  retry,
  onClose,
}: {
  failure: LoadFailure;
  retry(): void;
  onClose(): void;
}) {
  const { title, body } = loadFailureText(failure);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto flex max-w-sm -translate-y-1/2 flex-col items-center gap-3 rounded-2xl bg-white p-6 text-center text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100">
          <WifiOff aria-hidden="true" className="size-8 text-gray-600 dark:text-gray-300" />
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
            {body}
          </Dialog.Description>
          <div className="mt-2 grid w-full gap-2">
            <Button className="w-full" onClick={retry}>
              {M.retry}
            </Button>
            <Button variant="ghost" className="w-full" onClick={onClose}>
              {M.close}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
