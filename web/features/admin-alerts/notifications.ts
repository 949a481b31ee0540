import { getAlertNotifications, setAlertNotifications } from '../../app/storage';

/**
 * System notifications of new orders, shown by the app's service worker
 * (`registration.showNotification`): Android Chrome refuses `new Notification()` in a page.
 * - unsupported: no Notification API or no service worker in this browser.
 * - denied: the browser blocks them; only its site settings can undo that.
 */
export type NotificationState = 'unsupported' | 'off' | 'on' | 'denied';

export function notificationState(): NotificationState {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && getAlertNotifications() ? 'on' : 'off';
}

/** Asks the browser (once) and remembers the choice for this account. */
export async function turnNotificationsOn(): Promise<NotificationState> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') setAlertNotifications(true);
  return notificationState();
}

export function turnNotificationsOff(): NotificationState {
  setAlertNotifications(false);
  return notificationState();
}

/**
 * Shown while the app is in the background; a tap opens `url` (the worker's notificationclick,
 * web/public/sw-avisos.js). Without a registered worker (dev server) nothing is shown.
 */
export async function showOrderNotification(
  title: string,
  body: string,
  tag: string,
  url: string,
): Promise<void> {
  if (notificationState() !== 'on' || document.visibilityState !== 'hidden') return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.showNotification(title, {
      body,
      tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-96.png',
      data: { url },
    });
  } catch {
    // A notification that cannot be shown leaves the sound, the badge and the title count.
  }
}
