import type { ReactNode } from 'react';
import { WifiOff } from 'lucide-react';
import { APP_MESSAGES as M } from '../../domain/app-messages';

/**
 * The offline banner's frame ('Sin conexión' and an icon): each screen says in `children` what
 * it shows instead (the saved catalogue, the last loaded orders) and decides when it shows.
 */
export function OfflineNotice({ children }: { children: ReactNode }) {
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
          {children}
        </div>
      </div>
    </section>
  );
}
