import { useId } from 'react';
import { WifiOff } from 'lucide-react';
import { OFFLINE_MESSAGES as M } from '../../domain/offline-messages';
import { loadFailureText, type LoadFailure } from './lazy-boundary';
import { Button } from '../ui/button';
import { ModalDialog } from '../ui/modal-dialog';

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
  const id = useId();
  return (
    <ModalDialog labelledBy={`${id}-titulo`} describedBy={`${id}-texto`} onClosed={onClose}>
      <div className="flex flex-col items-center gap-3 p-6 text-center">
        <WifiOff aria-hidden="true" className="size-8 text-gray-600 dark:text-gray-300" />
        <h2 id={`${id}-titulo`} className="text-lg font-bold">
          {title}
        </h2>
        <p id={`${id}-texto`} className="text-sm text-gray-700 dark:text-gray-300">
          {body}
        </p>
        <form method="dialog" className="mt-2 grid w-full gap-2">
          <Button type="button" className="w-full" onClick={retry}>
            {M.retry}
          </Button>
          <Button type="submit" variant="ghost" className="w-full">
            {M.close}
          </Button>
        </form>
      </div>
    </ModalDialog>
  );
}
