import webpush from 'web-push';
import type { PushPayload } from '../../domain/push';

/** A browser's subscription as stored (push_subscriptions). */
export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * - sent: the push service took it (2xx).
 * - gone: the service says the subscription no longer exists (404/410): forget it.
 * - failed: anything else (timeout, 5xx, 429…); the subscription stays.
 */
export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(subscription: StoredSubscription, payload: PushPayload): Promise<SendOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** How long a notice stays worth delivering when the phone is off (seconds). */
const TTL_S = 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends through the `web-push` library (decision 0012): it signs the VAPID JWT and encrypts the
 * payload (aes128gcm, RFC 8291); the request itself goes out with fetch, which keeps connections
 * to the push service open between sends and also reaches the tests' plain-HTTP fake. Redirects
 * are not followed: the request goes to the browser's endpoint or nowhere.
 */
export function createPushSender(keys: VapidKeys, timeoutMs = TIMEOUT_MS): PushSender {
  const vapid = vapidAuthorizations(keys);
  return {
    async send(subscription, payload) {
      let details;
      try {
        details = webpush.generateRequestDetails(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          JSON.stringify(payload),
          { TTL: TTL_S, urgency: 'high', contentEncoding: 'aes128gcm' },
        );
      } catch {
        // Keys that are no P-256 point cannot be encrypted to: that subscription never works.
        return 'gone';
      }
      const headers: Record<string, string> = { Authorization: vapid(subscription.endpoint) };
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch computes the length itself.
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      try {
        const answer = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await answer.arrayBuffer().catch(() => undefined);
        if (answer.status === 404 || answer.status === 410) return 'gone';
        return answer.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

/** The VAPID JWT lives 12 h (RFC 8292 allows up to 24 h); a fresh one is signed after 11 h. */
const VAPID_TTL_S = 12 * 3600;
const VAPID_REUSE_MS = 11 * 3600_000;

/**
 * `Authorization: vapid t=…, k=…` per push service (the JWT's audience is its origin), signed
 * once and reused until near its expiry: signing costs milliseconds, and a new order goes to
 * every administrator's device at once, most of them on the same push service.
 */
function vapidAuthorizations(keys: VapidKeys): (endpoint: string) => string {
  const signed = new Map<string, { authorization: string; until: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = signed.get(audience);
    if (kept && kept.until > now) return kept.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_TTL_S,
    );
    signed.set(audience, { authorization: Authorization, until: now + VAPID_REUSE_MS });
    return Authorization;
  };
}
