import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database on TEST_DATABASE_URL's server that test databases are copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest global setup of the unit run (issue 42): with TEST_DATABASE_URL, migrates ONE database
 * `t_tpl_<random>` before the workers start, and each PostgreSQL test database is then created as
 * a copy of it (`CREATE DATABASE … TEMPLATE`, server/test/db.ts) instead of running every
 * migration again: ~0.2 s instead of ~10 s per test file on a loaded machine (about 2 s quiet),
 * for the ~45 files that run on PostgreSQL. Dropped at the end of the run; a run that dies leaves
 * it behind like any `t_<random>` database.
 */
export async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', null);
    return;
  }
  const name = `t_tpl_${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(database);
  } finally {
    // A template must have no connection left when a database is copied from it.
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function onAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
