import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client';
import {
  dropPostgresTestDatabase,
  getPostgresTestDatabase,
  postgresTestDatabaseUrl,
} from '../test/db';
import { nameStatements } from './named-statements';
import { foldTransactionControl } from './transaction-control';

describe.runIf(process.env.TEST_DATABASE_URL)('BEGIN and COMMIT folded on PostgreSQL', () => {
  let database: Database | null = null;
  let pool: pg.Pool;
  const notices: string[] = [];
  const sent: string[] = [];

  beforeAll(async () => {
    database = await getPostgresTestDatabase();
    pool = new pg.Pool({ connectionString: postgresTestDatabaseUrl(database!), max: 1 });
    pool.on('connect', (client) => {
      client.on('notice', (n) => notices.push(n.message ?? ''));
      // The drop at the end (WITH FORCE) terminates a connection whose goodbye is still on its
      // way on a busy machine; that is not a failure of these tests.
      client.on('error', () => undefined);
      // What actually leaves for the server, below the folding.
      const raw = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((config: unknown, ...rest: unknown[]) => {
        if (typeof config === 'object' && config && 'text' in config)
          sent.push(String((config as { text: string }).text));
        return raw(config, ...rest);
      }) as typeof client.query;
      nameStatements(client);
      foldTransactionControl(client);
    });
    await pool.query('create table fold_probe (n integer not null)');
  });
  afterAll(async () => {
    await pool?.end();
    await dropPostgresTestDatabase(database);
  });

  const db = () => drizzle(pool);
  const count = async () =>
    Number((await pool.query('select count(*)::int as n from fold_probe')).rows[0].n);

  it('sends BEGIN with a first statement without parameters, inside the transaction', async () => {
    sent.length = 0;
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql.raw('insert into fold_probe values (1)'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(0);
    expect(sent[0]).toBe('BEGIN; insert into fold_probe values (1)');
  });

  it('sends BEGIN on its own before a statement with parameters', async () => {
    sent.length = 0;
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into fold_probe values (${2})`);
    });
    expect(await count()).toBe(1);
    expect(sent.slice(0, 3)).toEqual(['BEGIN', 'insert into fold_probe values ($1)', 'commit']);
  });

  it('answers the COMMIT after a message that committed, with no warning from the server', async () => {
    sent.length = 0;
    notices.length = 0;
    await db().transaction(async (tx) => {
      await tx.execute(sql`insert into fold_probe values (${3})`);
      await tx.execute(sql.raw('insert into fold_probe values (4); COMMIT'));
    });
    expect(await count()).toBe(3);
    expect(sent).not.toContain('commit');
    expect(notices).toEqual([]);
    // The connection is back in the pool outside any transaction.
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('sends nothing for a transaction that ran no statement, and rolls back a failed folded one', async () => {
    sent.length = 0;
    await db().transaction(async () => {});
    expect(sent).toEqual([]);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql.raw('insert into fold_probe values (null)'));
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(3);
    expect(sent).toContain('rollback');
  });
});
