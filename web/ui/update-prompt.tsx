import { useSyncExternalStore } from 'react';
import { APP_MESSAGES as M } from '../../domain/app-messages';
import { applyUpdate, dismissUpdate, isUpdateWaiting, subscribeUpdate } from '../app/pwa-update';
import { buttonClasses } from './button';

/** "Hay una nueva versión": the new service worker waits until the resident taps "Actualizar". */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <section
      role="status"
      aria-label={M.update}
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl bg-gray-900 p-4 text-white shadow-xl dark:bg-gray-100 dark:text-gray-900"
    >
      <p className="min-w-0 flex-1 font-medium">{M.updateAvailable}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={dismissUpdate}
          className="min-h-11 rounded-full px-3 font-semibold underline-offset-4 hover:underline"
        >
          {M.later}
        </button>
        <button
          type="button"
          onClick={() => void applyUpdate()}
          className={buttonClasses('primary')}
        >
          {M.update}
        </button>
      </div>
    </section>
  );
}
