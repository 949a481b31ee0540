import { APP_MESSAGES as M } from '../../../domain/app-messages';
import { OfflineNotice } from '../../app/offline-notice';
import { useOnline } from '../../app/use-online';

/**
 * Offline, the store still shows the last catalogue the service worker kept: this says so, that
 * its prices may be out of date, that the cart is kept, and that ordering needs a connection.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <OfflineNotice>
      <p>{M.offlineStore}</p>
      <p className="font-semibold">{M.offlineOrder}</p>
    </OfflineNotice>
  );
}
