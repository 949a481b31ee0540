import { useCallback, useEffect, useState } from 'react';
import { PUSH_UI, type PushFailureCause } from '../../domain/push';
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

/** How long switching on waits for the page's service worker before naming it the cause. */
export const WORKER_WAIT_MS = 10_000;

/** Switching on failed for a known cause (issue 41); `pushFailureOf` turns it into words. */
export class PushActivationError extends Error {
  override readonly name = 'PushActivationError';
  constructor(readonly reason: PushFailureCause) {
    super(PUSH_UI.failures[reason]);
  }
}

/**
 * The one place that says why switching on failed (issue 41): the browser's permission, its
 * support, the page's worker or secure context, the server's keys, the push service, and only a
 * request that never reached the server blames the connection. Other server refusals keep
 * their own Spanish reason.
 */
export function pushFailureOf(error: unknown): { cause: PushFailureCause | 'server'; text: string } {
  const as = (cause: PushFailureCause) => ({ cause, text: PUSH_UI.failures[cause] });
  if (error instanceof PushActivationError) return as(error.reason);
  if (error instanceof ApiError) {
    if (error.status === 0) return as('network');
    if (error.code === 'PUSH_NOT_CONFIGURED') return as('notConfigured');
    return { cause: 'server', text: reasonOf(error, PUSH_UI.failures.unknown) };
  }
  // pushManager.subscribe: NotAllowedError when the permission is gone, others from the service.
  if (error instanceof DOMException)
    return as(error.name === 'NotAllowedError' ? 'denied' : 'pushService');
  return as('unknown');
}

async function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  const { clave_publica } = await apiRequest<{ clave_publica?: string | null }>(
    'GET',
    '/api/avisos-push/clave',
  );
  if (!clave_publica) throw new PushActivationError('notConfigured');
  try {
    return keyBytes(clave_publica);
  } catch {
    throw new PushActivationError('notConfigured');
  }
}

/**
 * Asks for permission, subscribes at the browser's push service and tells the server. Every
 * failure throws (PushActivationError, ApiError or the browser's DOMException) for
 * `pushFailureOf` to name.
 */
export async function turnPushOn(door: PushDoor): Promise<PushState> {
  // Outside https (or localhost) browsers hide the service worker and the Push API altogether.
  if (typeof window !== 'undefined' && window.isSecureContext === false)
    throw new PushActivationError('insecure');
  if (!supported()) throw new PushActivationError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushActivationError('denied');
  if (permission !== 'granted') throw new PushActivationError('dismissed');
  // The worker registers after the page's load (pwa-start.ts): wait for it a little.
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
  if (!ready) throw new PushActivationError('noWorker');
  const key = await serverKey();
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
  const run = useCallback(async (action: () => Promise<PushState>, explain: (e: unknown) => string) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (cause) {
      setError(explain(cause));
      // What the browser says now (a refused permission turns the switch into 'denied').
      setState(await pushState());
    } finally {
      setBusy(false);
    }
  }, []);
  return {
    state,
    busy,
    error,
    turnOn: () => run(() => turnPushOn(door), (e) => pushFailureOf(e).text),
    turnOff: () => run(() => turnPushOff(door), (e) => reasonOf(e, PUSH_UI.failed)),
  };
}
