import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { emit } from './report';

/**
 * A throw-away database for the orders bench on a PostgreSQL server: TEST_DATABASE_URL's when
 * set (like server/test/db.ts), else a local server on 127.0.0.1:5432 as postgres with trust
 * authentication, the way .ci/run provides one.
 */
const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { url: string; drop(): Promise<void> } | { skipped: string };

export async function createBenchDatabase(): Promise<BenchDatabase> {
  const configured = process.env.TEST_DATABASE_URL;
  const adminUrl = configured || LOCAL_ADMIN_URL;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  try {
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      skipped: configured
        ? `TEST_DATABASE_URL: could not create a database (${why})`
        : `no PostgreSQL: TEST_DATABASE_URL unset and ${LOCAL_ADMIN_URL} refused (${why})`,
    };
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export type DbKind = 'pglite' | 'postgres';

/**
 * Runs a bench on PGlite, then on a scratch PostgreSQL database when one answers. A failure on one
 * database is printed as a figure (`error`) so the other still runs.
 */
export async function runOnBothDatabases(
  bench: string,
  runOn: (db: DbKind, databaseUrl?: string) => Promise<void>,
): Promise<void> {
  const guarded = async (db: DbKind, databaseUrl?: string) => {
    try {
      await runOn(db, databaseUrl);
    } catch (error) {
      emit({ bench, db, error: error instanceof Error ? error.message : String(error) });
    }
  };
  await guarded('pglite');
  const postgres = await createBenchDatabase();
  if ('skipped' in postgres) {
    emit({ bench, db: 'postgres', skipped: postgres.skipped });
    return;
  }
  try {
    await guarded('postgres', postgres.url);
  } finally {
    await postgres.drop();
  }
}
