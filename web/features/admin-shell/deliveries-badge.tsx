import { deliveriesEntrySuffix } from '../../../domain/admin-alerts';
import { useAdminAlerts } from '../admin-alerts/admin-alerts';

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
    <>
      <span className="sr-only">{suffix}</span>
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
    </>
  );
}
