import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dropPostgresTestDatabase,
  getPostgresTestDatabase,
  postgresTestDatabaseUrl,
} from '../test/db';
import { createProduct, createUser } from '../test/factories';
import { openDatabase, type Database, type OpenDatabaseOptions } from './client';
import { migrateDatabase } from './migrate';
import { products, users } from './schema';

interface ReopenTarget {
  name: string;
  /** Creates an empty place for a database; returns how to open it and how to clean up. */
  prepare(): Promise<{ options: OpenDatabaseOptions; cleanup(): Promise<void> }>;
}

const targets: ReopenTarget[] = [
  {
    name: 'pglite',
    async prepare() {
      const root = mkdtempSync(join(tmpdir(), 'superconjunto-db-'));
      // A nested path: PGlite does not create parents, openDatabase must.
      return {
        options: { dataDir: join(root, 'nested', 'data') },
        cleanup: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: 'postgres',
    async prepare() {
      const made = (await getPostgresTestDatabase())!;
      const url = postgresTestDatabaseUrl(made)!;
      // Keep `made` open only to drop it at the end; the test opens its own connections.
      return { options: { databaseUrl: url }, cleanup: () => dropPostgresTestDatabase(made) };
    },
  });
}

function waitFor<T>(register: (resolve: (value: T) => void) => void, ms = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for a notification')), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe.each(targets)('database client on $name', (target) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('keeps data after closing and reopening', async () => {
    const { options, cleanup } = await target.prepare();
    cleanups.push(cleanup);

    const first = await openDatabase(options);
    await migrateDatabase(first);
    const user = await createUser(first.db, { email: 'persiste@prueba.co' });
    await createProduct(first.db, { codigo: 'SC-0042', stock: 7 });
    await first.close();

    const second = await openDatabase(options);
    try {
      await migrateDatabase(second);
      const [found] = await second.db.select().from(users).where(eq(users.id, user.id));
      expect(found?.email).toBe('persiste@prueba.co');
      const [product] = await second.db
        .select()
        .from(products)
        .where(eq(products.codigo, 'SC-0042'));
      expect(product?.stock).toBe(7);
    } finally {
      await second.close();
    }
  });

  it('answers ping and delivers notifications until unsubscribed', async () => {
    const { options, cleanup } = await target.prepare();
    cleanups.push(cleanup);
    const database: Database = await openDatabase(options);
    try {
      expect(await database.ping()).toBe(true);
      const received: string[] = [];
      let onMessage: (payload: string) => void = () => {};
      const unsubscribe = await database.listen('pago_aprobado', (payload) => {
        received.push(payload);
        onMessage(payload);
      });
      const payload = await waitFor<string>((resolve) => {
        onMessage = resolve;
        void database.notify('pago_aprobado', 'SC-REF-7');
      });
      expect(payload).toBe('SC-REF-7');

      await unsubscribe();
      await database.notify('pago_aprobado', 'ignorado');
      await new Promise((r) => setTimeout(r, 100));
      expect(received).toEqual(['SC-REF-7']);
      await expect(database.listen('bad channel; drop table users', () => {})).rejects.toThrow();
    } finally {
      await database.close();
    }
    expect(await database.ping()).toBe(false);
  });

  it('reports how its connections are used while queries wait', async () => {
    const { options, cleanup } = await target.prepare();
    cleanups.push(cleanup);
    const database: Database = await openDatabase(options);
    try {
      await database.ping();
      const max = options.databaseUrl ? 10 : 1;
      expect(database.connections()).toMatchObject({ max, waiting: 0 });
      // More sleeping queries than connections: the rest wait for one. (Drizzle's queries start
      // when awaited: the async wrapper does that now.)
      const sleeping = Array.from({ length: max + 3 }, async () =>
        database.db.execute(sql`select pg_sleep(0.5)`),
      );
      const deadline = Date.now() + 2_000;
      await new Promise((r) => setTimeout(r, 20));
      while (database.connections().total < max && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 10));
      }
      const busy = database.connections();
      expect(busy.total).toBe(max);
      expect(busy.idle).toBe(0);
      expect(busy.waiting).toBeGreaterThan(0);
      await Promise.all(sleeping);
      expect(database.connections()).toMatchObject({ idle: max, waiting: 0 });
    } finally {
      await database.close();
    }
  });
});
