import { createServer, connect, type Socket } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forDrizzle } from './pglite-client';

/**
 * The event loop's turns while the embedded database works (issue 42): Node accepts one new
 * connection per turn, so a transaction must not keep the thread from its first statement to its
 * COMMIT. A fake clock that moves 1 ms per reading spends the 2 ms slice every two statements,
 * whatever the machine's speed; the turns are counted by a setImmediate loop running beside.
 */
describe('turns of the event loop around the embedded database', () => {
  let pg: PGlite;
  let now = 0;
  beforeAll(async () => {
    pg = await PGlite.create();
    forDrizzle(pg, () => (now += 1));
  });
  afterAll(() => pg.close());

  function countTurns() {
    let turns = 0;
    let running = true;
    const spin = () =>
      setImmediate(() => {
        if (!running) return;
        turns += 1;
        spin();
      });
    spin();
    return {
      read: () => turns,
      stop: () => {
        running = false;
      },
    };
  }

  it('gives the event loop turns between the statements of one transaction', async () => {
    const turns = countTurns();
    const seen: number[] = [];
    await pg.transaction(async (tx) => {
      for (let n = 0; n < 20; n++) {
        await tx.query('select $1::int as n', [n]);
        seen.push(turns.read());
      }
    });
    turns.stop();
    // Before issue 42 the twenty statements ran in one unbroken chain: no turn in between.
    expect(seen.at(-1)! - seen[0]!).toBeGreaterThanOrEqual(5);
  });

  it('accepts connections that arrive while a transaction runs, before it ends', async () => {
    let accepted = 0;
    const server = createServer((socket) => {
      accepted += 1;
      socket.destroy();
    });
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
    const { port } = server.address() as { port: number };
    const clients: Socket[] = [];
    let acceptedAtCommit = -1;
    try {
      await pg.transaction(async (tx) => {
        await tx.query('select 1');
        // Ten residents connect at once while the transaction holds the database.
        for (let n = 0; n < 10; n++) clients.push(connect(port, '127.0.0.1').on('error', () => {}));
        for (let n = 0; n < 60; n++) await tx.query('select $1::int as n', [n]);
        acceptedAtCommit = accepted;
      });
    } finally {
      for (const client of clients) client.destroy();
      await new Promise((closed) => server.close(closed));
    }
    // One connection is taken per turn of the loop, and there are some thirty turns: before
    // issue 42 the transaction was one unbroken chain and none was taken until its end.
    expect(acceptedAtCommit).toBeGreaterThanOrEqual(5);
  });

  it('keeps the transaction whole while the loop turns: nothing else runs inside it', async () => {
    await pg.exec('create table if not exists marks (at serial primary key, who text)');
    const inside = pg.transaction(async (tx) => {
      for (let n = 0; n < 10; n++) await tx.query("insert into marks (who) values ('tx')");
    });
    const outside = pg.query("insert into marks (who) values ('out')");
    await Promise.all([inside, outside]);
    const { rows } = await pg.query<{ who: string }>('select who from marks order by at');
    expect(rows.map((r) => r.who)).toEqual([...Array(10).fill('tx'), 'out']);
  });

  it('runs queries and transactions in the order they were asked for', async () => {
    const order: string[] = [];
    await Promise.all([
      pg.transaction(async (tx) => {
        await tx.query('select 1');
        order.push('first');
      }),
      pg.query('select 2').then(() => order.push('second')),
      pg.transaction(async (tx) => {
        await tx.query('select 3');
        order.push('third');
      }),
    ]);
    expect(order).toEqual(['first', 'second', 'third']);
  });
});
