import { useCallback, useEffect, useState } from 'react';
import { PUSH_UI } from '../../domain/push';
import { ApiError, apiRequest, reasonOf } from './api-client';
import { getPushNotices, setPushNotices } from './storage';

/**
 * Web Push in this browser (issue 24, decision 0012): the notices that reach a locked phone.
 * - unsupported: no service worker, Push API or notifications (iPhone outside the installed app).
 * - denied: the browser blocks notifications; only its site settings undo that.
 * - off / on: this account's switch here (on = a push subscription the server holds).
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Residents subscribe through their door; administrators through the admin one. */
export type PushDoor = 'resident' | 'admin';
const PATHS: Record<PushDoor, string> = {
  resident: '/api/avisos-push/suscripcion',
  admin: '/api/admin/avisos-push/suscripcion',
};

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!supported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

async function currentSubscription(): Promise<PushSubscription | null> {
  try {
    return (await (await registration())?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted' || !getPushNotices()) return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The VAPID key as the Push API wants it (bytes of the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
};

/** Asks for permission, subscribes at the browser's push service and tells the server. */
export async function turnPushOn(door: PushDoor): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  // The worker registers after the page's load (pwa-start.ts): wait for it a little.
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000)),
  ]);
  if (!ready) return 'unsupported';
  const { clave_publica } = await apiRequest<{ clave_publica: string }>(
    'GET',
    '/api/avisos-push/clave',
  );
  const key = keyBytes(clave_publica);
  let subscription = await ready.pushManager.getSubscription();
  // Made with another server key (keys replaced): the push service would refuse our requests.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const subscribe = () =>
    ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  subscription ??= await subscribe();
  try {
    await apiRequest('POST', PATHS[door], subscription.toJSON());
  } catch (error) {
    // Another account of this device still holds its endpoint (it never logged out): the server
    // never moves it (issue 46), so this account gets a fresh one from the push service.
    if (!(error instanceof ApiError) || error.code !== 'PUSH_ENDPOINT_TAKEN') throw error;
    await subscription.unsubscribe();
    await apiRequest('POST', PATHS[door], (await subscribe()).toJSON());
  }
  setPushNotices(true);
  return 'on';
}

/** Tells the server to stop and drops the browser's subscription. */
export async function turnPushOff(door: PushDoor): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiRequest('DELETE', PATHS[door], { endpoint: subscription.endpoint });
    await subscription.unsubscribe().catch(() => false);
  }
  setPushNotices(false);
  return pushState();
}

/**
 * Logout: this browser stops receiving the account's notices. The token is read now, before the
 * session clears it; the request is kept alive past a page change.
 */
export function dropPushOnLogout(
  token: string | null,
  noticesOn: boolean = getPushNotices(),
): Promise<void> {
  if (!noticesOn) return Promise.resolve();
  return currentSubscription().then(async (subscription) => {
    if (!subscription) return;
    if (token) {
      await fetch(PATHS.resident, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ endpoint: subscription.endpoint }),
        keepalive: true,
      }).catch(() => undefined);
    }
    await subscription.unsubscribe().catch(() => false);
  });
}

/** The switch's state and actions, for the admin panel and "Mi cuenta". */
export function usePushNotices(door: PushDoor) {
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void pushState().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);
  const run = useCallback(async (action: () => Promise<PushState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (cause) {
      setError(reasonOf(cause, PUSH_UI.failed));
    } finally {
      setBusy(false);
    }
  }, []);
  return {
    state,
    busy,
    error,
    turnOn: () => run(() => turnPushOn(door)),
    turnOff: () => run(() => turnPushOff(door)),
  };
}
