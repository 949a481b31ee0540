import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
// Arbitrary constant shared by every instance: two servers starting together migrate in turn.
const MIGRATION_LOCK_KEY = 727_001;

/** Applies the generated SQL in server/db/migrations that this database has not seen yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusive(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase<Schema>, {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    }
  });
}

/** The `when` of the newest migration this code ships (drizzle's journal). */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether this database has every migration this code ships. Drizzle records each applied one in
 * drizzle.__drizzle_migrations with its journal `when`; a newer instance may have added later
 * ones, which this code does not mind.
 */
export async function migrationsApplied(database: Database, latest = latestMigrationMillis()) {
  try {
    const result = await database.db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    return Number(result.rows[0]?.newest ?? 0) >= latest;
  } catch {
    // No migrations table yet: nothing applied.
    return false;
  }
}
