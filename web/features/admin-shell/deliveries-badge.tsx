import { deliveriesEntrySuffix } from '../../../domain/admin-alerts';
import { useAdminAlerts } from '../admin-alerts/admin-alerts';

/**
 * The Entregas entry's accessible name with its counts ("Entregas, 2 nuevos, 1 atrasado"); other
 * entries (and Entregas with nothing to tell) keep the name of their text.
 */
export function useEntryName(path: string, label: string): string | undefined {
  const { unseen, late } = useAdminAlerts();
  if (path !== 'entregas') return undefined;
  const suffix = deliveriesEntrySuffix(unseen, late);
  return suffix ? `${label}${suffix}` : undefined;
}

/**
 * On the Entregas entry (side menu and bottom bar): the new orders (green) and the late ones
 * (red), read out as "Entregas, 2 nuevos, 1 atrasado" (issue 24).
 */
export function DeliveriesBadge({ corner = false }: { corner?: boolean }) {
  const { unseen, late } = useAdminAlerts();
  const suffix = deliveriesEntrySuffix(unseen, late);
  if (!suffix) return null;
  const pill = 'min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold';
  return (
    <span
      aria-hidden="true"
      data-testid="entregas-badge"
      className={`inline-flex gap-1 ${corner ? 'absolute -top-1 left-1/2 ml-2' : 'ml-auto'}`}
    >
      {unseen > 0 && (
        <span
          className={`${pill} bg-emerald-700 text-white dark:bg-emerald-400 dark:text-gray-950`}
        >
          {unseen}
        </span>
      )}
      {late > 0 && (
        <span className={`${pill} bg-red-700 text-white dark:bg-red-400 dark:text-gray-950`}>
          {late}
        </span>
      )}
    </span>
  );
}
