import { MESSAGES } from '../../domain/messages';
import { LogoMark } from '../ui/logo';
import { useShopSettings } from './shop-settings';

/** Shown while the saved session is restored (customer spec §2): 'Cargando SuperConjunto'. */
export function SessionLoading() {
  const settings = useShopSettings();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4"
    >
      <LogoMark className="size-16 motion-safe:animate-pulse" />
      <p className="text-lg font-semibold text-gray-800 dark:text-gray-100">
        {MESSAGES.auth.loadingSession(settings.tienda.nombre)}
      </p>
    </div>
  );
}
