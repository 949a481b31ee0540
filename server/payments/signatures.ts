/**
 * Wompi's two hashes (wompi-notes §2.8, §2.9), shared by both adapters: the integrity signature we
 * send with a transaction, and the checksum that authenticates an events-webhook body. Pure
 * functions: time comes in as an argument.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { EventVerification, GatewayStatus } from './provider';

/** The properties Wompi signs in its `transaction.updated` events, in its order. */
export const DEFAULT_EVENT_PROPERTIES = [
  'transaction.id',
  'transaction.status',
  'transaction.amount_in_cents',
] as const;

/** Wompi retries an unanswered event up to 24 h later; an hour of slack on top. */
export const DEFAULT_EVENT_MAX_AGE_SECONDS = 25 * 60 * 60;
const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

/**
 * Fields our payments module acts on. Wompi may change which properties it signs, but an event
 * whose checksum does not cover these would let anyone who saw one genuine event rewrite them.
 */
const FIELDS_THAT_MUST_BE_SIGNED = DEFAULT_EVENT_PROPERTIES;

const GATEWAY_STATUSES: readonly GatewayStatus[] = [
  'PENDING',
  'APPROVED',
  'DECLINED',
  'VOIDED',
  'ERROR',
];
const PATH_SEGMENT = /^[A-Za-z0-9_]+$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * SHA-256 hex of reference + amount_in_cents + currency [+ expiration_time] + integrity secret,
 * the `signature` of `POST /transactions` (computed server-side only).
 */
export function integritySignature(
  reference: string,
  amountInCents: number,
  currency: string,
  integritySecret: string,
  expirationTime?: string,
): string {
  if (!Number.isSafeInteger(amountInCents))
    throw new RangeError('amountInCents must be an integer');
  return sha256Hex(
    `${reference}${amountInCents}${currency}${expirationTime ?? ''}${integritySecret}`,
  );
}

interface SignedEnvelope {
  data: Record<string, unknown>;
  properties: string[];
  timestamp: number;
  checksum: string | undefined;
  event: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readEnvelope(body: unknown): SignedEnvelope | null {
  if (!isRecord(body)) return null;
  const { data, signature, timestamp, event } = body;
  if (!isRecord(data) || !isRecord(signature) || typeof event !== 'string') return null;
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0)
    return null;
  const { properties, checksum } = signature;
  if (!Array.isArray(properties) || properties.length === 0) return null;
  if (!properties.every((p): p is string => typeof p === 'string')) return null;
  if (checksum !== undefined && typeof checksum !== 'string') return null;
  return { data, properties, timestamp, checksum, event };
}

/** The value at a dotted path inside `data`, as text; null when the path leads nowhere usable. */
function valueAt(data: Record<string, unknown>, path: string): string | null {
  const segments = path.split('.');
  if (!segments.every((s) => PATH_SEGMENT.test(s))) return null;
  let current: unknown = data;
  for (const segment of segments) {
    // Own properties only: a path such as `__proto__.x` must not reach the prototype chain.
    if (!isRecord(current) || !Object.hasOwn(current, segment)) return null;
    current = current[segment];
  }
  if (typeof current === 'string') return current;
  if (typeof current === 'number' && Number.isFinite(current)) return String(current);
  if (typeof current === 'boolean') return String(current);
  return null;
}

function signingText(envelope: SignedEnvelope): string | null {
  let text = '';
  for (const path of envelope.properties) {
    const value = valueAt(envelope.data, path);
    if (value === null) return null;
    text += value;
  }
  return text + String(envelope.timestamp);
}

/**
 * The checksum of an event body as Wompi writes it (upper-case SHA-256 hex of the values at
 * `signature.properties`, in that order, + `timestamp` + events secret); null if the body does
 * not have the envelope's shape.
 */
export function eventChecksum(body: unknown, secret: string): string | null {
  const envelope = readEnvelope(body);
  const text = envelope ? signingText(envelope) : null;
  return text === null ? null : sha256Hex(text + secret).toUpperCase();
}

function sameChecksum(supplied: string, expectedLowerHex: string): boolean {
  const candidate = supplied.trim().toLowerCase();
  if (!SHA256_HEX.test(candidate)) return false;
  return timingSafeEqual(Buffer.from(candidate, 'hex'), Buffer.from(expectedLowerHex, 'hex'));
}

function readTransaction(data: Record<string, unknown>) {
  const tx = data.transaction;
  if (!isRecord(tx)) return null;
  const { id, reference, status, amount_in_cents: amount } = tx;
  if (typeof id !== 'string' || id === '' || typeof reference !== 'string') return null;
  if (!GATEWAY_STATUSES.includes(status as GatewayStatus)) return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
  return { id, reference, status: status as GatewayStatus, amount_in_cents: amount };
}

export interface VerifyEventOptions {
  now: Date;
  /** Oldest accepted event, in seconds (default 25 h: Wompi retries for 24 h). */
  maxAgeSeconds?: number;
  /** The `X-Event-Checksum` header, when the request had one. */
  checksumHeader?: string;
}

/**
 * Authenticates an events-webhook body (wompi-notes §2.9). Never throws: anything that is not a
 * well-formed `transaction.*` envelope is MALFORMED. Replay protection (the same `key` twice) is
 * the caller's, against the database.
 */
export function verifyEventBody(
  body: unknown,
  secret: string,
  options: VerifyEventOptions,
): EventVerification {
  const envelope = readEnvelope(body);
  if (!envelope) return { ok: false, reason: 'MALFORMED' };
  const supplied = [envelope.checksum, options.checksumHeader].filter(
    (c): c is string => c !== undefined,
  );
  const text = signingText(envelope);
  const transaction = readTransaction(envelope.data);
  if (supplied.length === 0 || text === null || !transaction)
    return { ok: false, reason: 'MALFORMED' };

  const expected = sha256Hex(text + secret);
  // Every checksum supplied (body and header) must match: a forger cannot pick the easier one.
  if (!supplied.every((c) => sameChecksum(c, expected)))
    return { ok: false, reason: 'BAD_SIGNATURE' };
  if (!FIELDS_THAT_MUST_BE_SIGNED.every((f) => envelope.properties.includes(f))) {
    return { ok: false, reason: 'BAD_SIGNATURE' };
  }

  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  const maxAge = options.maxAgeSeconds ?? DEFAULT_EVENT_MAX_AGE_SECONDS;
  if (nowSeconds - envelope.timestamp > maxAge) return { ok: false, reason: 'STALE' };
  if (envelope.timestamp - nowSeconds > MAX_CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'STALE' };

  return {
    ok: true,
    event: { key: expected, event: envelope.event, transaction, timestamp: envelope.timestamp },
  };
}

/** A transaction as it travels inside an event; Wompi sends more fields, passed through as given. */
export interface EventTransaction {
  id: string;
  reference: string;
  status: GatewayStatus;
  amount_in_cents: number;
  [field: string]: unknown;
}

export interface GatewayEventEnvelope {
  event: 'transaction.updated';
  data: { transaction: EventTransaction };
  environment: 'test' | 'prod';
  signature: { properties: string[]; checksum: string };
  timestamp: number;
  sent_at: string;
}

/**
 * The `transaction.updated` envelope exactly as the gateway posts it, signed with `secret` over
 * `properties` (Wompi's default list unless given). `timestamp` is Unix seconds.
 */
export function signEvent(
  transaction: EventTransaction,
  secret: string,
  timestamp: number,
  properties: readonly string[] = DEFAULT_EVENT_PROPERTIES,
  environment: 'test' | 'prod' = 'test',
): GatewayEventEnvelope {
  const unsigned = {
    event: 'transaction.updated' as const,
    data: { transaction },
    environment,
    signature: { properties: [...properties], checksum: '' },
    timestamp,
    sent_at: new Date(timestamp * 1000).toISOString(),
  };
  const checksum = eventChecksum(unsigned, secret);
  if (checksum === null)
    throw new Error('signEvent: a signed property is missing from the transaction');
  return { ...unsigned, signature: { ...unsigned.signature, checksum } };
}
