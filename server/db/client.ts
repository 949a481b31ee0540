import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Assume, ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PGLITE_SHARED_BUFFERS_MB } from '../config';
import { forDrizzle } from './pglite-client';
import * as schema from './schema';
import { nameStatements } from './named-statements';
import { foldTransactionControl } from './transaction-control';

/**
 * Opens the database: embedded PGlite (a folder, or 'memory') by default, or a PostgreSQL server
 * through a node-postgres pool when `databaseUrl` is given. Services receive `database.db` and
 * must not care which one it is.
 *
 * To extend: add a member to `Database` and implement it in both `openPglite` and `openPostgres`
 * (PGlite runs one query at a time in-process; node-postgres is a pool of connections, so
 * anything that needs one session — LISTEN, advisory locks — takes a dedicated client).
 * Extensions (pg_trgm, unaccent) would be loaded in `openPglite` via
 * `@electric-sql/pglite/contrib/<name>` and created by a migration; none is used yet.
 */
export type Schema = typeof schema;

/**
 * What both drivers' raw results have in common: `rows`. `db.execute(sql)` returns it; an
 * UPDATE/DELETE without `.returning()` has no portable affected-row count, so check a conditional
 * write (e.g. `stock = stock - n WHERE stock >= n`) with `.returning({ id })`.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
export interface RowsResult<TRow> {
  rows: TRow[];
}
export type Db = PgDatabase<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<QueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A handle a service can run queries on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One round trip to the database; false when it does not answer. */
  ping(): Promise<boolean>;
  /** NOTIFY across every instance on this database (PGlite: in-process). */
  notify(channel: string, payload: string): Promise<void>;
  /** Subscribes to a channel; resolves to the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * How the connections are used now (GET /metrics): PostgreSQL's pool; PGlite's one connection,
   * with `waiting` the queries queued behind it.
   */
  connections(): { max: number; total: number; idle: number; waiting: number };
  /** Runs `fn` holding a database-wide lock, so several instances do it one at a time. */
  exclusive<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  /** PGlite only: a consistent gzipped tar of its data directory (the backup); undefined on PostgreSQL. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder (created if missing), or 'memory'. Ignored with `databaseUrl`. */
  dataDir?: string | 'memory';
  /** PGlite's shared_buffers in MB (PGLITE_SHARED_BUFFERS_MB); see pgliteStartParams. */
  pgliteSharedBuffersMb?: number;
}

/**
 * PGlite runs PostgreSQL inside the process's own WebAssembly memory, so every buffer it touches
 * stays resident in the Node process. Its stock settings are a server's (shared_buffers 128 MB,
 * maintenance_work_mem 64 MB, all of it touched sooner or later); a shop's data is a few MB and
 * the OS page cache still holds the files, so small buffers cost no throughput.
 */
export function pgliteStartParams(sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...['-c', `shared_buffers=${sharedBuffersMb}MB`],
    ...['-c', 'maintenance_work_mem=16MB'],
    ...['-c', 'temp_buffers=2MB'],
    ...['-c', 'wal_buffers=1MB'],
  ];
}

/**
 * Creates a PGlite cluster (initdb) in a short-lived child process. initdb in-process leaves a
 * few hundred MB of WebAssembly memory and compiled code behind for the life of the server (about
 * 890 MB resident after a first start instead of 370 MB after a restart); a child gives it all
 * back to the OS when it exits, so a first start weighs what any later start does.
 */
function initPgliteCluster(dataDir: string): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const template = process.env.PGLITE_INIT_CACHE;
  if (template) {
    copyInitializedCluster(template, dataDir);
    return;
  }
  runInitdb(dataDir);
}

function runInitdb(dataDir: string): void {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script =
    'const { PGlite } = require(process.argv[1]);' +
    'PGlite.create({ dataDir: process.argv[2] }).then((c) => c.close())' +
    '.catch((e) => { console.error(e); process.exit(1); });';
  execFileSync(process.execPath, ['-e', script, pglite, dataDir], { stdio: 'inherit' });
}

/**
 * PGLITE_INIT_CACHE (test runs and benchmarks, never needed by a shop): a folder where a freshly
 * created, empty cluster is kept, per PGlite version, and copied into each new data folder.
 * initdb takes ~5 s of a core here, and a test run creates dozens of clusters (every server a
 * browser test or a restart test starts). A data folder is relocatable once its cluster shut
 * down cleanly; the first run to finish its initdb publishes it with an atomic rename.
 */
function copyInitializedCluster(cacheDir: string, dataDir: string): void {
  // Keyed by the installed PGlite (its package.json, beside its dist folder).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { version } = JSON.parse(
    readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  const template = join(cacheDir, `pglite-${version}`);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    mkdirSync(cacheDir, { recursive: true });
    const building = `${template}.${process.pid}.${Date.now()}`;
    runInitdb(building);
    try {
      renameSync(building, template);
    } catch {
      // Another process published one first: it is the same empty cluster.
      rmSync(building, { recursive: true, force: true });
    }
  }
  cpSync(template, dataDir, { recursive: true });
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function assertChannel(channel: string): void {
  // LISTEN takes an identifier, not a parameter: only plain names are accepted.
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir ?? 'memory', opts.pgliteSharedBuffersMb);
}

async function openPglite(dataDir: string, sharedBuffersMb?: number): Promise<Database> {
  if (dataDir !== 'memory') {
    mkdirSync(dataDir, { recursive: true });
    initPgliteCluster(dataDir);
  }
  const startParams = pgliteStartParams(sharedBuffersMb);
  const client =
    dataDir === 'memory'
      ? await PGlite.create({ startParams })
      : await PGlite.create({ dataDir, startParams });
  const queue = forDrizzle(client);
  const db = drizzlePglite(queue.client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async ping() {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      assertChannel(channel);
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    // One connection: busy while anything runs, the rest of the queue waits for it.
    connections() {
      const pending = queue.pending();
      return { max: 1, total: 1, idle: pending === 0 ? 1 : 0, waiting: Math.max(0, pending - 1) };
    },
    // One process owns a PGlite folder, and PGlite serialises queries itself.
    exclusive: (_lockKey, fn) => fn(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

const POOL_MAX = 10;

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    nameStatements(client);
    foldTransactionControl(client);
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listener = createListener(databaseUrl);
  return {
    db,
    kind: 'postgres',
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      assertChannel(channel);
      return listener.listen(channel, onMessage);
    },
    connections: () => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async exclusive(lockKey, fn) {
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [lockKey]);
        try {
          return await fn();
        } finally {
          await session.query('select pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        session.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

type Handler = (payload: string) => void;

/**
 * One dedicated connection (outside the pool) carries every LISTEN of this instance. If it drops,
 * it reconnects after a second and listens again to every channel still subscribed.
 */
function createListener(databaseUrl: string) {
  const handlers = new Map<string, Set<Handler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      c.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      c.on('error', () => dropped(c));
      c.on('end', () => dropped(c));
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
      client = c;
      return c;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function dropped(c: pg.Client) {
    if (client !== c) return;
    client = undefined;
    void c.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || handlers.size === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch(scheduleReconnect);
    }, 1000);
    retry.unref();
  }

  return {
    async listen(channel: string, onMessage: Handler): Promise<() => Promise<void>> {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onMessage);
      const c = await connect();
      if (first) await c.query(`LISTEN ${channel}`);
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(onMessage) || current.size > 0) return;
        handlers.delete(channel);
        if (client) await client.query(`UNLISTEN ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      handlers.clear();
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      if (c) await c.end().catch(() => {});
    },
  };
}
