/**
 * A local fake of a Web Push service (RFC 8030) for tests and the push bench, as fake-wompi.ts is
 * for Wompi. It plays the browser's part too: `subscribe()` makes a subscription with its own
 * P-256 key pair and auth secret, so it can check what a real push service checks — the VAPID
 * JWT (RFC 8292: ES256 under the application's public key, audience = this origin, expiry within
 * 24 h) — and read what only the browser could: the aes128gcm payload (RFC 8188/8291).
 */
import { createECDH, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** performance.now() when the request arrived (the bench measures from the commit). */
  at: number;
}

export interface FakePushService {
  origin: string;
  subscribe(): FakeSubscription;
  received: ReceivedPush[];
  /** Requests refused (bad VAPID signature, undecryptable body), with why. */
  rejected: { endpoint: string; reason: string }[];
  /** This endpoint answers `status` from now on (410: the browser dropped the subscription). */
  answer(endpoint: string, status: number): void;
  /** Resolves once `count` pushes arrived in total (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188 §2: the record's key and nonce, then AES-128-GCM. */
export function decryptAes128gcm(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdhSecret = browser.ecdh.computeSecret(serverKey);
  const prkKey = hmac(browser.auth, ecdhSecret);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.publicKey,
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end);
}

/** `vapid t=<jwt>, k=<key>` (RFC 8292 §3). */
function parseVapid(header: string | undefined): { t: string; k: string } | null {
  const match = /^vapid\s+(.*)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const params = new Map(
    match[1].split(',').map((part) => {
      const [name, ...rest] = part.trim().split('=');
      return [name?.trim() ?? '', rest.join('=').trim()] as const;
    }),
  );
  const t = params.get('t');
  const k = params.get('k');
  return t && k ? { t, k } : null;
}

/** The application's public key (the raw point VAPID sends) as jose's ES256 key. */
function importVapidKey(vapidPublicKey: string) {
  const point = Buffer.from(vapidPublicKey, 'base64url');
  return importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
}

async function checkVapid(
  authorization: string | undefined,
  vapidPublicKey: string,
  key: Awaited<ReturnType<typeof importVapidKey>>,
  audience: string,
): Promise<string | null> {
  const vapid = parseVapid(authorization);
  if (!vapid) return 'no vapid authorization';
  if (vapid.k !== vapidPublicKey) return 'unexpected application key';
  try {
    if (decodeProtectedHeader(vapid.t).alg !== 'ES256') return 'not ES256';
    const { payload } = await jwtVerify(vapid.t, key, { audience, algorithms: ['ES256'] });
    const now = Date.now() / 1000;
    if (typeof payload.exp !== 'number' || payload.exp > now + 24 * 3600)
      return 'expiry missing or beyond 24 h';
    if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
      return 'bad subject';
    return null;
  } catch (error) {
    return `bad signature: ${(error as Error).message}`;
  }
}

/** The `exp` of a VAPID token (already verified). */
function expiryOf(authorization: string): number {
  const token = parseVapid(authorization)?.t ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp?: number;
  };
  return claims.exp ?? 0;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Starts the fake on 127.0.0.1 (free port) for the VAPID key the app signs with. */
export async function startFakePushService(options: {
  vapidPublicKey: string;
}): Promise<FakePushService> {
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const rejected: { endpoint: string; reason: string }[] = [];
  const waiters = new Set<() => void>();
  const key = importVapidKey(options.vapidPublicKey);
  const verified = new Map<string, number>();
  let origin = '';

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const endpoint = origin + (request.url ?? '');
      const browser = browsers.get(endpoint);
      const refuse = (status: number, reason: string) => {
        rejected.push({ endpoint, reason });
        response.writeHead(status).end(reason);
      };
      if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
      // A token already verified (senders reuse theirs for hours) is not verified again; its
      // expiry still is, like a real push service.
      const authorization = request.headers.authorization ?? '';
      const verifiedUntil = verified.get(authorization);
      const problem =
        verifiedUntil !== undefined && verifiedUntil > Date.now() / 1000
          ? null
          : await checkVapid(authorization, options.vapidPublicKey, await key, origin);
      if (!problem && verifiedUntil === undefined)
        verified.set(authorization, expiryOf(authorization));
      if (problem) return refuse(403, problem);
      const status = answers.get(endpoint);
      if (status !== undefined) return response.writeHead(status).end();
      if (request.headers['content-encoding'] !== 'aes128gcm')
        return refuse(415, 'content-encoding must be aes128gcm');
      let payload: unknown;
      try {
        payload = JSON.parse(decryptAes128gcm(body, browser).toString('utf8'));
      } catch (error) {
        return refuse(400, `undecryptable: ${(error as Error).message}`);
      }
      received.push({
        endpoint,
        payload,
        ttl: request.headers.ttl as string | undefined,
        urgency: request.headers.urgency as string | undefined,
        at: performance.now(),
      });
      response.writeHead(201, { location: `${endpoint}/mensajes/${received.length}` }).end();
      for (const wake of waiters) wake();
    })().catch(() => response.writeHead(500).end());
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const browser: Browser = { ecdh, publicKey: ecdh.getPublicKey(), auth: randomBytes(16) };
      const endpoint = `${origin}/push/${randomUUID()}`;
      browsers.set(endpoint, browser);
      return {
        endpoint,
        keys: {
          p256dh: browser.publicKey.toString('base64url'),
          auth: browser.auth.toString('base64url'),
        },
      };
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} pushes, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
