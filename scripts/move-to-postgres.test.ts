import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences, summarize, type DataSummary } from '../server/backup/table-summary';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { orders } from '../server/db/schema';
import { seedIfEmpty } from '../server/db/seed';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  setState,
} from '../server/modules/orders/orders.fixtures';
import { anonymiseAccount } from '../server/modules/privacy/anonymise.service';
import { budgetFor } from '../testkit/budgets';
import { buildTestApp } from '../server/test/app';
import { createProduct } from '../server/test/factories';

/**
 * `npm run db:move` (issue 27), exactly as a person runs it: a seeded embedded database with
 * orders, delivered points and an anonymised account moves into an empty PostgreSQL database,
 * and every table, sequence and points balance is compared afterwards. Needs TEST_DATABASE_URL.
 */
const run = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.warn('[db:move] SKIPPED: set TEST_DATABASE_URL to move into PostgreSQL');

const summary = (database: Database): Promise<DataSummary> =>
  summarize(
    async (text) => (await database.db.execute<Record<string, unknown>>(sql.raw(text))).rows,
  );

describe('data summaries', () => {
  const of = (rows: number, checksum: string, seq: number): DataSummary => ({
    tables: new Map([['orders', { rows, checksum }]]),
    sequences: new Map([['orders_id_seq', seq]]),
  });
  it('tell a changed table and a sequence left behind, but not one further on', () => {
    expect(differences(of(2, 'aa', 5), of(2, 'aa', 7))).toEqual([]);
    expect(differences(of(2, 'aa', 5), of(2, 'ab', 5)).map((d) => d.what)).toEqual(['orders']);
    expect(differences(of(2, 'aa', 5), of(2, 'aa', 4)).map((d) => d.what)).toEqual([
      'orders_id_seq',
    ]);
  });
});

describe.skipIf(!adminUrl)('moving the embedded database to PostgreSQL', () => {
  let work = '';
  let dataDir = '';
  let backupDir = '';
  const name = `t_move_${randomBytes(5).toString('hex')}`;
  const targetUrl = (() => {
    const url = new URL(adminUrl ?? 'postgres://localhost/x');
    url.pathname = `/${name}`;
    return url.toString();
  })();
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  const move = () =>
    run(process.execPath, ['--import', 'tsx', 'scripts/move-to-postgres.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: targetUrl,
        BACKUP_DIR: backupDir,
        LOG_LEVEL: 'silent',
      },
    }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        out: e.stdout,
        err: e.stderr,
      }),
    );

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'sc-move-test-'));
    [dataDir, backupDir] = [join(work, 'data'), join(work, 'backups')];
    const source = await openDatabase({ dataDir });
    await migrateDatabase(source);
    await seedIfEmpty(source, { now: new Date('2026-11-20T15:00:00Z'), random: Math.random });
    const t = await buildTestApp({ database: source, reset: false });
    const boss = await administrator(t);
    const product = await createProduct(source.db, { precio: 20_000, stock: 50 });
    for (const n of [1, 2]) {
      const who = await customer(t, { email: `mudanza${n}@example.com` });
      const placed = await placeOrder(t, who, cashBody([{ product, cantidad: n }]));
      expect(placed.statusCode).toBe(201);
      expect((await setState(t, boss, placed.json().pedidoId, 'entregado')).statusCode).toBe(200);
      // The second resident leaves: their orders stay, anonymised (the guard trigger's case).
      if (n === 2)
        await source.db.transaction((tx) => anonymiseAccount(tx, who.userId, new Date()));
    }
    // A time with microseconds, which a JavaScript Date would round away.
    await source.db
      .update(orders)
      .set({ created_at: sql`'2026-11-21 10:00:00.123456+00'` })
      .where(eq(orders.id, 1));
    await t.close();
    await source.close();
    await admin(`create database ${name}`);
  });
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it(
    'backs up, copies and compares: same rows, same checksums, points and sequences right',
    async () => {
      const moved = await move();
      expect(moved.err).toBe('');
      expect(moved.code).toBe(0);
      expect(moved.out).toMatch(/^ {2}orders: \d+ filas, iguales$/m);
      expect(moved.out).toMatch(/^ {2}points_ledger: \d+ filas, iguales$/m);
      expect(readdirSync(backupDir).filter((f) => f.endsWith('.pglite.tar.gz'))).toHaveLength(1);

      const [source, target] = [
        await openDatabase({ dataDir }),
        await openDatabase({ databaseUrl: targetUrl }),
      ];
      try {
        const [before, after] = [await summary(source), await summary(target)];
        expect(differences(before, after)).toEqual([]);
        expect(after.tables.get('points_ledger')!.rows).toBeGreaterThan(0);
        // The ledger trigger was off during the copy: every balance is still its ledger's sum.
        const off = await target.db.execute(sql`
        select u.id from users u left join points_ledger l on l.user_id = u.id
        group by u.id, u.puntos_disponibles having u.puntos_disponibles <> coalesce(sum(l.puntos), 0)`);
        expect(off.rows).toEqual([]);
        // New rows get new ids: the shop goes on on PostgreSQL.
        const t = await buildTestApp({ database: target, reset: false });
        const who = await customer(t, { email: 'nueva@example.com' });
        const product = await createProduct(target.db, { precio: 20_000, stock: 5 });
        const placed = await placeOrder(t, who, cashBody([{ product, cantidad: 1 }]));
        expect(placed.statusCode).toBe(201);
        expect(placed.json().pedidoId).toBeGreaterThan(2);
        expect(who.userId).toBeGreaterThan(
          Math.max(
            ...(await source.db.execute<{ id: number }>(sql`select id from users`)).rows.map((r) =>
              Number(r.id),
            ),
          ),
        );
        await t.close();
      } finally {
        await source.close();
        await target.close();
      }
    },
    budgetFor({ commands: 1, workMs: 120_000 }),
  );

  it(
    'refuses a database that already holds tables, and changes nothing',
    async () => {
      const target = await openDatabase({ databaseUrl: targetUrl });
      const before = await summary(target);
      const again = await move();
      expect(again.code).toBe(1);
      expect(again.err).toContain('La base de datos de destino ya tiene tablas');
      expect(differences(before, await summary(target))).toEqual([]);
      await target.close();
    },
    budgetFor({ commands: 1, workMs: 60_000 }),
  );
});
