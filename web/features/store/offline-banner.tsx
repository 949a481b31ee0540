import { WifiOff } from 'lucide-react';
import { APP_MESSAGES as M } from '../../../domain/app-messages';
import { useOnline } from '../../app/use-online';

/**
 * Offline, the store still shows the last catalogue the service worker kept: this says so, that
 * its prices may be out of date, that the cart is kept, and that ordering needs a connection.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <section
      role="status"
      aria-labelledby="sin-conexion"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex max-w-6xl gap-3">
        <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="text-sm">
          <h2 id="sin-conexion" className="font-bold">
            {M.offlineTitle}
          </h2>
          <p>{M.offlineStore}</p>
          <p className="font-semibold">{M.offlineOrder}</p>
        </div>
      </div>
    </section>
  );
}
