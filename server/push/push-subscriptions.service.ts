import { and, eq, isNull } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../domain/schemas/push';
import type { Db, DbOrTx } from '../db/client';
import { pushSubscriptions, users } from '../db/schema';
import type { StoredSubscription } from './push-sender';

/**
 * Stores this browser's subscription for the account; false when the endpoint is another
 * account's. The endpoint is the device, and a unique column: subscribing again with new keys
 * updates the owner's row, but another account never takes it over (issue 46: whoever learnt an
 * endpoint would otherwise silence its owner's notices and read them). The browser of a second
 * account on a shared device asks its push service for a fresh endpoint instead (web-push.ts).
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
  etiqueta: string,
): Promise<boolean> {
  const values = {
    usuario_id: userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    etiqueta,
  };
  const saved = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: eq(pushSubscriptions.usuario_id, userId),
    })
    .returning({ id: pushSubscriptions.id });
  return saved.length > 0;
}

/** Forgets this browser's subscription, only if it is the caller's (true when one went). */
export async function removeSubscription(db: Db, userId: number, endpoint: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.usuario_id, userId)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** Every subscription of an account (account deletion, inside its transaction). */
export async function removeSubscriptionsOf(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.usuario_id, userId));
}

/** The push service answered 404/410: the browser dropped it. */
export async function forgetEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

const columns = {
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** The devices of today's administrators (role read now: a demoted one gets nothing). */
export async function adminSubscriptions(db: Db): Promise<StoredSubscription[]> {
  return db
    .select(columns)
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.usuario_id))
    .where(and(eq(users.rol, 'admin'), isNull(users.deleted_at)));
}

/** The devices of one account. */
export async function subscriptionsOf(db: Db, userId: number): Promise<StoredSubscription[]> {
  return db
    .select(columns)
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.usuario_id))
    .where(and(eq(pushSubscriptions.usuario_id, userId), isNull(users.deleted_at)));
}

/** "Chrome · Android" from a User-Agent header, so a list of devices means something. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /SamsungBrowser/.test(ua)
      ? 'Samsung Internet'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Navegador';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}
