import { fileURLToPath } from 'node:url';
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
