import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetFor } from '../../testkit/budgets';
import {
  adminAuthorization,
  prepareHotProduct,
  registerCustomers,
  type BenchCustomer,
  type BenchProduct,
} from '../../testkit/orders-setup';
import { dropPostgresTestDatabase, postgresTestDatabaseUrl } from '../test/db';
import {
  emptyOutcome,
  openStream,
  orderBody,
  orderLoop,
  placeOrder,
  startCluster,
  until,
  withoutPostgres,
  NEEDS_POSTGRES,
  type Cluster,
} from './instances.support';

/**
 * SIGTERM to one of two instances under order load (issue 27): the order already inside its
 * transaction completes, new requests get 503 with Retry-After, the event stream closes with a
 * `retry:` hint and its client picks up on the other instance without missing an event, no
 * acknowledged order is lost, nothing answers 500, and the process exits 0 within 10 s.
 * Needs TEST_DATABASE_URL (the single-instance restart, also on PGlite, is
 * server/graceful-restart.test.ts).
 */
describe.skipIf(withoutPostgres)(
  `SIGTERM to one of two instances under order load ${NEEDS_POSTGRES}`,
  () => {
    let cluster: Cluster;
    let a: string;
    let b: string;
    let product: BenchProduct;
    let residents: BenchCustomer[];
    beforeAll(
      async () => {
        cluster = await startCluster(2);
        [a, b] = cluster.instances.map((i) => i.baseUrl) as [string, string];
        product = (await prepareHotProduct(a, await adminAuthorization(a))).products[0]!;
        residents = await registerCustomers(b, 8);
      },
      budgetFor({ servers: 1, workMs: 90_000 }),
    );
    afterAll(async () => {
      for (const instance of cluster?.instances ?? []) await instance.stop();
      await dropPostgresTestDatabase(cluster?.database ?? null);
    });

    it('drains: in-flight order completes, 503 + Retry-After, streams move over, exit 0 < 10 s', async () => {
      const [first] = cluster.instances as [(typeof cluster.instances)[0]];
      const [held, newcomer, ...loaders] = residents as [
        BenchCustomer,
        BenchCustomer,
        ...BenchCustomer[],
      ];
      const tracker = await openStream(`${a}/api/eventos`, held.authorization);
      const warmup = await placeOrder(a, held, orderBody(product), 'held-0');
      expect(warmup.status).toBe(201);
      await tracker.waitFor(
        (f) => (f.data as { pedido_id?: number })?.pedido_id === warmup.pedidoId,
      );

      let live = [a, b];
      const outcome = emptyOutcome();
      const stop = { now: false };
      const load = loaders.map((r, i) => orderLoop(() => live, r, product, i, outcome, stop));
      await until(() => outcome.acknowledged.length >= 30, 30_000, '30 orders before SIGTERM');

      // An order caught inside its transaction: the resident's row is locked by another session,
      // so A's order waits on it, in flight, when the signal comes.
      const blocker = new pg.Client({
        connectionString: postgresTestDatabaseUrl(cluster.database),
      });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select id from users where id = $1 for update', [held.userId]);
      const inFlight = placeOrder(a, held, orderBody(product), 'held-1');
      let answered = false;
      void inFlight.finally(() => (answered = true));
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalled = Date.now();
      process.kill(first.pid, 'SIGTERM');
      const streamEnd = await tracker.ended;
      expect(streamEnd).toBe(true);
      expect(tracker.frames.at(-1)?.retry).toBeGreaterThan(0);
      // The client reconnects to the other instance with the last id it saw.
      const moved = await openStream(`${b}/api/eventos`, held.authorization, tracker.lastEventId());
      expect(moved.status).toBe(200);

      const refused = await placeOrder(a, newcomer, orderBody(product), 'newcomer-1');
      expect(refused.status).toBe(503);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect((await fetch(`${a}/api/ready`)).status).toBe(503);

      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(answered).toBe(false); // still waiting on the lock, inside A's drain
      await blocker.query('commit');
      await blocker.end();
      const completed = await inFlight;
      expect(completed.status).toBe(201);
      const exit = await Promise.race([
        first.exited,
        new Promise<null>((r) => setTimeout(() => r(null), 12_000)),
      ]);
      const exitMs = Date.now() - signalled;
      live = [b];
      // The order that finished on the draining A reaches the resident on B.
      const followed = await moved.waitFor(
        (f) => (f.data as { pedido_id?: number })?.pedido_id === completed.pedidoId,
      );
      expect(followed.data).toMatchObject({ evento: 'nuevo' });

      const atExit = outcome.acknowledged.length;
      await until(
        () => outcome.acknowledged.length >= atExit + 20,
        30_000,
        '20 orders on B after the exit',
      );
      stop.now = true;
      await Promise.all(load);
      moved.close();

      const statuses = Object.fromEntries(outcome.statuses);
      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitMs).toBeLessThan(10_000);
      expect(
        Object.keys(statuses)
          .map(Number)
          .filter((s) => s >= 500 && s !== 503),
      ).toEqual([]);
      expect(outcome.withoutRetryAfter).toBe(0);
      const promised = [...outcome.acknowledged, { userId: held.userId, id: completed.pedidoId! }];
      const stored = await cluster.database.db.execute<{ id: number; user_id: number }>(
        sql`select id, user_id from orders where id = any(${`{${promised.map((o) => o.id).join(',')}}`}::int[])`,
      );
      const owner = new Map(stored.rows.map((r) => [Number(r.id), Number(r.user_id)]));
      expect(promised.filter((o) => owner.get(o.id) !== o.userId)).toEqual([]);
    });
  },
);
