import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { LAUNCH_DISCOUNT_REWARDS } from '../../domain/rewards';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { rewards } from '../db/schema';

/**
 * Test databases. PGlite: ONE migrated in-memory database per Vitest worker (a fresh one costs
 * seconds and ~1 GB), shared by every test file of the worker; call `resetDatabase` in
 * `beforeEach`. PostgreSQL: when TEST_DATABASE_URL is set, each call creates its own database
 * `t_<random>` on that server (which keeps data between runs) and `dropPostgresTestDatabase`
 * removes it. Test-only, so it may read process.env.
 */
// On globalThis rather than in a module variable, so it survives a module-registry reset between
// test files that share a worker process (vitest `isolate: false`).
const SHARED = Symbol.for('superconjunto.testDatabase');
const holder = globalThis as { [SHARED]?: Promise<Database> };

export function getTestDatabase(): Promise<Database> {
  holder[SHARED] ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(database);
    return database;
  })();
  return holder[SHARED];
}

const tableLists = new WeakMap<Database, string>();

/**
 * Empties every table and restarts every id sequence, then puts back the rows a migration
 * inserts (the launch discount rewards, migration 0018), so a test starts like a new shop.
 */
export async function resetDatabase(database: Database): Promise<void> {
  let tables = tableLists.get(database);
  if (tables === undefined) {
    const result = await database.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    tables = result.rows.map((r) => `"${r.tablename}"`).join(', ');
    tableLists.set(database, tables);
  }
  if (tables) await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
  await database.db.insert(rewards).values(LAUNCH_DISCOUNT_REWARDS);
}

const postgresNames = new WeakMap<Database, { adminUrl: string; name: string; url: string }>();

/** A fresh migrated database on TEST_DATABASE_URL's server, or null when it is not set. */
export async function getPostgresTestDatabase(): Promise<Database | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = postgresTemplate();
  await withAdminClient(adminUrl, async (client) => {
    if (template) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch {
        // Template gone or busy: an empty database, migrated below like before.
      }
    }
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  postgresNames.set(database, { adminUrl, name, url: url.toString() });
  // A copy of the run's template is migrated already: this only checks that it is.
  await migrateDatabase(database);
  return database;
}

/** The unit run's migrated template (server/test/postgres-template.ts), when there is one. */
function postgresTemplate(): string | null {
  try {
    return inject('postgresTemplate') ?? null;
  } catch {
    // Not inside a Vitest run that set one up.
    return null;
  }
}

/** Closes and drops a database made by getPostgresTestDatabase. */
export async function dropPostgresTestDatabase(database: Database | null): Promise<void> {
  if (!database) return;
  await database.close();
  const entry = postgresNames.get(database);
  if (!entry) return;
  await withAdminClient(entry.adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${entry.name} WITH (FORCE)`),
  );
}

/** The connection URL of a database made by getPostgresTestDatabase (to reopen it). */
export function postgresTestDatabaseUrl(database: Database): string | undefined {
  return postgresNames.get(database)?.url;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** Opens (or reuses) a migrated database; call in beforeAll. */
  open(): Promise<Database>;
  /** Releases what open() made; call in afterAll. */
  release(database: Database): Promise<void>;
}

/**
 * The databases a database test should run on: the shared PGlite always, and a fresh database
 * on TEST_DATABASE_URL's server when it is set. Use with `describe.each(databaseTargets())`.
 */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    { name: 'pglite', open: getTestDatabase, release: async () => {} },
  ];
  if (process.env.TEST_DATABASE_URL) {
    targets.push({
      name: 'postgres',
      open: async () => (await getPostgresTestDatabase())!,
      release: dropPostgresTestDatabase,
    });
  }
  return targets;
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
