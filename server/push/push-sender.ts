import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../domain/push';
import { checkPushEndpoint } from '../../domain/push-endpoints';
import { guardedLookup, systemResolve, type Resolve } from './push-address-guard';

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
  /** Closes the connections kept open to the push services. */
  close?(): void;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** How long a notice stays worth delivering when the phone is off (seconds). */
const TTL_S = 60 * 60;
const TIMEOUT_MS = 10_000;

export interface PushSenderOptions {
  timeoutMs?: number;
  /** Host → addresses; every address is checked before a socket opens (tests stub it). */
  resolve?: Resolve;
  /**
   * Tests' and benchmarks' fake push service on plain HTTP at 127.0.0.1: no host list, no
   * address check. Never set in production (config.push.allowHttpEndpoints).
   */
  allowTestEndpoints?: boolean;
}

/**
 * Sends through the `web-push` library (decision 0012): it signs the VAPID JWT and encrypts the
 * payload (aes128gcm, RFC 8291). The request goes out on keep-alive agents, so connections to
 * the push service stay open between sends. The endpoint came from a browser, so (issue 46) only
 * a known push service's HTTPS address on the default port is contacted, and only when every
 * address its name resolves to is public, checked on the socket's own lookup. Redirects are not
 * followed: the request goes to the browser's endpoint or nowhere.
 */
export function createPushSender(keys: VapidKeys, options: PushSenderOptions = {}): PushSender {
  const vapid = vapidAuthorizations(keys);
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const lookup = guardedLookup(options.resolve ?? systemResolve);
  const agents = {
    https: new HttpsAgent({ keepAlive: true, lookup }),
    http: new HttpAgent({ keepAlive: true }),
  };
  return {
    async send(subscription, payload) {
      const allowed = options.allowTestEndpoints || checkPushEndpoint(subscription.endpoint).ok;
      // A row stored before the host list (or by hand) will never be a push service: forget it.
      if (!allowed) return 'gone';
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
      for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
      try {
        const status = await post(details.endpoint, headers, details.body, agents, timeoutMs);
        if (status === 404 || status === 410) return 'gone';
        return status >= 200 && status < 300 ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
    close() {
      agents.https.destroy();
      agents.http.destroy();
    },
  };
}

/** One POST; resolves with the status once the answer is read (its body is dropped). */
function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | null | undefined,
  agents: { https: HttpsAgent; http: HttpAgent },
  timeoutMs: number,
): Promise<number> {
  const url = new URL(endpoint);
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? httpsRequest : httpRequest)(
      url,
      { method: 'POST', headers, agent: secure ? agents.https : agents.http },
      (res) => {
        res.on('error', fail);
        res.on('end', () => {
          clearTimeout(timer);
          resolve(res.statusCode ?? 0);
        });
        res.resume();
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('push service timed out')), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      reject(error);
    }
    req.on('error', fail);
    req.end(body ?? undefined);
  });
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
