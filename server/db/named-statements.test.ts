import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';
import { dropPostgresTestDatabase, getPostgresTestDatabase } from '../test/db';
import { createUser } from '../test/factories';

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let database: Database | null = null;
  beforeAll(async () => {
    database = await getPostgresTestDatabase();
  });
  afterAll(() => dropPostgresTestDatabase(database));

  it('parses a parameterised query once per connection and reuses it', async () => {
    const { db } = database!;
    const user = await createUser(db);
    const names = await db.transaction(async (tx) => {
      const first = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id));
      const again = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, user.id + 1));
      expect(first).toEqual([{ id: user.id }]);
      expect(again).toEqual([]);
      const { rows } = await tx.execute<{ name: string; statement: string }>(
        sql`select name, statement from pg_prepared_statements where name like 'sc_%'`,
      );
      return rows;
    });
    const mine = names.filter((r) => r.statement.includes('from "users" where "users"."id" = $1'));
    expect(mine).toHaveLength(1);
  });

  it('keeps multi-statement messages and a statement refused in an aborted transaction working', async () => {
    const { db } = database!;
    const user = await createUser(db);
    await db.execute(sql.raw('select 1; select 2'));
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / ${0}::int`);
      }),
    ).rejects.toThrow();
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ id: user.id });
  });
});
