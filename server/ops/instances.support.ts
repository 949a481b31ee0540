import { randomBytes } from 'node:crypto';
import { cashOrderBody, drawHotCart, seededRandom } from '../../testkit/orders-load';
import type { BenchCustomer, BenchProduct } from '../../testkit/orders-setup';
import { startServer, type RunningServer } from '../../testkit/server';
import type { Database } from '../db/client';
import { getPostgresTestDatabase, postgresTestDatabaseUrl } from '../test/db';

/**
 * Test support for the several-instances tests (issue 27): real server processes on one fresh
 * PostgreSQL database, a server-sent-events reader, and residents ordering in a loop.
 */

export interface Cluster {
  database: Database;
  instances: RunningServer[];
}

/** Starts `count` servers on one fresh migrated database, with one JWT secret, as behind a proxy. */
export async function startCluster(
  count: number,
  env: Record<string, string> = {},
): Promise<Cluster> {
  const database = await getPostgresTestDatabase();
  if (!database) throw new Error('TEST_DATABASE_URL is not set');
  const shared = {
    DATABASE_URL: postgresTestDatabaseUrl(database)!,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    REGISTER_LIMIT_PER_IP_HOUR: '1000',
    LOG_LEVEL: 'warn',
    ...env,
  };
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, n) =>
      startServer({ label: `sc-instance-${n}`, env: shared }),
    ),
  );
  const instances = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(instances.map((i) => i.stop()));
    throw failed.reason;
  }
  return { database, instances };
}

export interface StreamFrame {
  id?: number;
  event?: string;
  data?: unknown;
  retry?: number;
}

export interface OpenStream {
  status: number;
  frames: StreamFrame[];
  /** Resolves with the first frame (already received or to come) that `match` accepts. */
  waitFor(match: (frame: StreamFrame) => boolean, timeoutMs?: number): Promise<StreamFrame>;
  /** Resolves when the stream ends: true when the server closed it, false on a reset or abort. */
  ended: Promise<boolean>;
  /** The id of the last event received: what a reconnecting client sends as Last-Event-ID. */
  lastEventId(): number | undefined;
  close(): void;
}

/** Reads an event stream the way the web app does (fetch with the bearer header). */
export async function openStream(
  url: string,
  authorization: string,
  lastEventId?: number,
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: {
      authorization,
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }),
    },
    signal: abort.signal,
  });
  const frames: StreamFrame[] = [];
  const listeners = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return true;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const frame = parseFrame(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (frame) frames.push(frame);
          for (const wake of listeners) wake();
        }
      }
    } catch {
      return false;
    } finally {
      for (const wake of listeners) wake();
    }
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: response.status,
    frames,
    ended,
    lastEventId: () => frames.findLast((f) => f.id !== undefined)?.id,
    close: () => abort.abort(),
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (found) finish(() => resolve(found));
          else if (done)
            finish(() => reject(new Error(`stream ended without it: ${JSON.stringify(frames)}`)));
        };
        const timer = setTimeout(
          () =>
            finish(() =>
              reject(new Error(`no such frame in ${timeoutMs} ms: ${JSON.stringify(frames)}`)),
            ),
          timeoutMs,
        );
        const finish = (then: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          then();
        };
        listeners.add(check);
        check();
      });
    },
  };
}

function parseFrame(text: string): StreamFrame | null {
  const frame: StreamFrame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).trimStart();
    if (field === 'id') frame.id = Number(value);
    else if (field === 'event') frame.event = value;
    else if (field === 'retry') frame.retry = Number(value);
    else if (field === 'data') frame.data = JSON.parse(value) as unknown;
  }
  return Object.keys(frame).length > 0 ? frame : null;
}

export interface Answer {
  status: number;
  retryAfter: string | null;
  pedidoId?: number;
}

/** A cash order of 1–3 units of `product`, as the store sends it. */
export function orderBody(product: BenchProduct, random: () => number = Math.random) {
  return cashOrderBody(drawHotCart(random, product));
}

/** POST /orders with its Idempotency-Key; never throws on a status. */
export async function placeOrder(
  baseUrl: string,
  customer: BenchCustomer,
  body: ReturnType<typeof orderBody>,
  key: string,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: customer.authorization,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = (await response.json().catch(() => ({}))) as { pedidoId?: number };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ...(typeof answer.pedidoId === 'number' ? { pedidoId: answer.pedidoId } : {}),
  };
}

export interface LoadOutcome {
  /** Every 201 (or 200, a retried key) with its order id: the promises the shop made. */
  acknowledged: Array<{ userId: number; id: number }>;
  statuses: Map<number, number>;
  /** 503 answers that did not say when to come back. */
  withoutRetryAfter: number;
  networkErrors: number;
}

export function emptyOutcome(): LoadOutcome {
  return { acknowledged: [], statuses: new Map(), withoutRetryAfter: 0, networkErrors: 0 };
}

/**
 * A resident ordering in a loop through `targets()` (the instances a proxy would still route to)
 * until `stop.now`. A refused or failed request is tried again on the next instance with the same
 * Idempotency-Key, as a client retrying through a load balancer would.
 */
export async function orderLoop(
  targets: () => string[],
  customer: BenchCustomer,
  product: BenchProduct,
  index: number,
  outcome: LoadOutcome,
  stop: { now: boolean },
): Promise<void> {
  const random = seededRandom(index + 1);
  let body = orderBody(product, random);
  for (let n = 0, attempt = 0; !stop.now; attempt++) {
    const live = targets();
    const baseUrl = live[(index + attempt) % live.length]!;
    try {
      const answer = await placeOrder(baseUrl, customer, body, `load-${index}-${n}`);
      outcome.statuses.set(answer.status, (outcome.statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 503 && !answer.retryAfter) outcome.withoutRetryAfter += 1;
      // 200: the same key answered again (a retry of an order whose first answer was lost).
      if ((answer.status === 201 || answer.status === 200) && answer.pedidoId !== undefined) {
        outcome.acknowledged.push({ userId: customer.userId, id: answer.pedidoId });
      }
      if (answer.status !== 503) {
        n += 1; // a 503 is retried, with the same key and cart, on the next instance
        body = orderBody(product, random);
      }
    } catch {
      outcome.networkErrors += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Waits until `condition()` holds, polling every 20 ms; throws after `timeoutMs`. */
export async function until(
  condition: () => boolean,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * These tests start real servers on one PostgreSQL: without TEST_DATABASE_URL they are skipped,
 * and the suite's title says why in the test report.
 */
export const withoutPostgres = !process.env.TEST_DATABASE_URL;
export const NEEDS_POSTGRES = '(skipped without TEST_DATABASE_URL)';
