import { afterAll, describe, expect, it } from 'vitest';
import { drawHotCart, cashOrderBody, seededRandom } from '../testkit/orders-load';
import {
  adminAuthorization,
  prepareHotProduct,
  registerCustomers,
  type BenchCustomer,
} from '../testkit/orders-setup';
import { budgetFor } from '../testkit/budgets';
import { startServer, type RunningServer } from '../testkit/server';
import type { Database } from './db/client';
import {
  dropPostgresTestDatabase,
  getPostgresTestDatabase,
  postgresTestDatabaseUrl,
} from './test/db';

/**
 * SIGTERM under order load (issue 27), on the real server process: every acknowledged order is
 * in the database after a restart, nothing answers 500, the process exits 0 within 10 s, and an
 * open event stream is told to reconnect before it closes.
 */
const targets = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;
const CUSTOMERS = 8;

interface Outcome {
  acknowledged: Array<{ customer: BenchCustomer; id: number }>;
  statuses: Map<number, number>;
  refusalsWithoutRetryAfter: number;
  networkErrors: number;
}

/** One resident ordering in a loop until the server is gone (or `stop` says so). */
/**
 * A read of the restarted server: a server just booted on a busy machine may shed a request
 * (503 `OVERLOADED` with Retry-After) while its event loop catches up; a client tries again.
 */
async function served(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === 40) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function orderLoop(
  baseUrl: string,
  customer: BenchCustomer,
  product: { id: number; nombre: string; precio: number },
  index: number,
  outcome: Outcome,
  stop: { now: boolean },
) {
  const random = seededRandom(index + 1);
  for (let n = 0; !stop.now; n++) {
    try {
      const response = await fetch(`${baseUrl}/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: customer.authorization,
          'idempotency-key': `restart-${index}-${n}`,
        },
        body: JSON.stringify(cashOrderBody(drawHotCart(random, product))),
        signal: AbortSignal.timeout(12_000),
      });
      const body = (await response.json().catch(() => ({}))) as { pedidoId?: number };
      outcome.statuses.set(response.status, (outcome.statuses.get(response.status) ?? 0) + 1);
      if (response.status === 201 && typeof body.pedidoId === 'number') {
        outcome.acknowledged.push({ customer, id: body.pedidoId });
      }
      if (response.status === 503 && !response.headers.get('retry-after')) {
        outcome.refusalsWithoutRetryAfter += 1;
      }
    } catch {
      // Refused or reset: the server is gone. Only acknowledged orders are promises to keep.
      outcome.networkErrors += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** Reads a resident's event stream to its end; resolves with everything it said. */
async function readStream(url: string, authorization: string) {
  const response = await fetch(url, { headers: { authorization, accept: 'text/event-stream' } });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return { text, closedByServer: true };
        text += value;
      }
    } catch {
      return { text, closedByServer: false };
    }
  })();
  return { ended };
}

describe.each(targets)('graceful restart (%s)', (target) => {
  let database: Database | null = null;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const server of servers) server.cleanup();
    await dropPostgresTestDatabase(database);
  });

  it('loses no acknowledged order, answers no 500 and exits 0 within 10 s on SIGTERM', async () => {
    const env: Record<string, string> = { REGISTER_LIMIT_PER_IP_HOUR: '1000', LOG_LEVEL: 'warn' };
    if (target === 'postgres') {
      database = await getPostgresTestDatabase();
      env.DATABASE_URL = postgresTestDatabaseUrl(database!)!;
    }
    const first = await startServer({ label: 'sc-restart', keepData: true, env });
    servers.push(first);
    const admin = await adminAuthorization(first.baseUrl);
    const product = (await prepareHotProduct(first.baseUrl, admin)).products[0]!;
    const customers = await registerCustomers(first.baseUrl, CUSTOMERS);
    const stream = await readStream(`${first.baseUrl}/api/eventos`, customers[0]!.authorization);

    const outcome: Outcome = {
      acknowledged: [],
      statuses: new Map(),
      refusalsWithoutRetryAfter: 0,
      networkErrors: 0,
    };
    const stop = { now: false };
    const load = customers.map((c, i) => orderLoop(first.baseUrl, c, product, i, outcome, stop));
    // Polled: returns once 30 orders are in; the bound only matters on a very busy machine.
    const flowing = Date.now() + 60_000;
    while (outcome.acknowledged.length < 30 && Date.now() < flowing) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(outcome.acknowledged.length).toBeGreaterThanOrEqual(30);

    const signalled = Date.now();
    process.kill(first.pid, 'SIGTERM');
    const exit = await Promise.race([
      first.exited,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000)),
    ]);
    const exitMs = Date.now() - signalled;
    stop.now = true;
    await Promise.all(load);

    console.info(
      `[graceful restart, ${target}] exit ${JSON.stringify(exit)} ${exitMs} ms after SIGTERM; ` +
        `${outcome.acknowledged.length} orders acknowledged; answers ${JSON.stringify(Object.fromEntries(outcome.statuses))}; ` +
        `${outcome.networkErrors} refused connections after exit`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(10_000);
    const statuses = Object.fromEntries(outcome.statuses);
    expect(
      Object.keys(statuses)
        .map(Number)
        .filter((s) => s >= 500 && s !== 503),
      JSON.stringify(statuses),
    ).toEqual([]);
    expect(outcome.refusalsWithoutRetryAfter).toBe(0);
    const said = await stream.ended;
    expect(said.closedByServer).toBe(true);
    expect(said.text).toMatch(/^retry: \d+$/m);

    const second = await startServer({
      label: 'sc-restart-2',
      env: { ...env, DATA_DIR: first.dataDir, SEED: 'none' },
    });
    servers.push(second);
    for (const customer of customers) {
      const response = await served(`${second.baseUrl}/orders`, {
        headers: { authorization: customer.authorization, accept: 'application/json' },
      });
      expect(response.status).toBe(200);
      const stored = new Set(((await response.json()) as Array<{ id: number }>).map((o) => o.id));
      const promised = outcome.acknowledged.filter((a) => a.customer === customer).map((a) => a.id);
      expect(promised.filter((id) => !stored.has(id))).toEqual([]);
    }
    // The stream's client reconnects (here: to the restarted instance) and is live again.
    const again = await served(`${second.baseUrl}/api/eventos`, {
      headers: { authorization: customers[0]!.authorization },
      signal: AbortSignal.timeout(2_000),
    });
    expect(again.headers.get('content-type')).toContain('text/event-stream');
    await again.body?.cancel();
  }, budgetFor({ servers: 2, workMs: 120_000 }));
});
