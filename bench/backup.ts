import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createBackup, hasPgTools } from '../server/backup/backup';
import { restoreBackup } from '../server/backup/restore';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';
import { createBenchDatabase } from './orders-postgres';
import { seedForExperiments } from './profitability';
import { emit, round } from './report';

/**
 * Backup and restore (issue 14): time and size of `npm run backup`'s copy and of its restore, for
 * the demo database and for one with 100,000 orders; PGlite, and PostgreSQL (pg_dump) when a
 * server is reachable.
 */
async function countOrders(database: Database): Promise<number> {
  const r = await database.db.execute<{ n: string }>(sql`select count(*)::text as n from orders`);
  return Number(r.rows[0]?.n ?? 0);
}

async function measure(
  label: 'demo' | '100k-orders',
  db: 'pglite' | 'postgres',
  open: () => Promise<{
    database: Database;
    url?: string;
    restoreUrl?: () => Promise<{ url: string; drop(): Promise<void> }>;
  }>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'sc-bench-backup-'));
  try {
    const { database, url, restoreUrl } = await open();
    await migrateDatabase(database);
    if (label === 'demo') await seedIfEmpty(database, { now: new Date(), random: Math.random });
    else await seedForExperiments(database);
    const orders = await countOrders(database);
    const backup = await createBackup({
      database,
      databaseUrl: url,
      backupDir: join(dir, 'b'),
      now: new Date(),
    });
    await database.close();
    const t0 = performance.now();
    let restoredOrders = 0;
    if (db === 'pglite') {
      await restoreBackup(backup.file, { dataDir: join(dir, 'restored') });
      const restoreMs = performance.now() - t0;
      const copy = await openDatabase({ dataDir: join(dir, 'restored') });
      restoredOrders = await countOrders(copy);
      await copy.close();
      emit({
        bench: 'backup',
        db,
        data: label,
        orders,
        backup_ms: backup.ms,
        backup_kb: round(backup.bytes / 1024),
        restore_ms: round(restoreMs),
        restored_orders: restoredOrders,
      });
    } else {
      const target = await restoreUrl!();
      try {
        await restoreBackup(backup.file, { databaseUrl: target.url });
        const restoreMs = performance.now() - t0;
        const copy = await openDatabase({ databaseUrl: target.url });
        restoredOrders = await countOrders(copy);
        await copy.close();
        emit({
          bench: 'backup',
          db,
          data: label,
          orders,
          backup_ms: backup.ms,
          backup_kb: round(backup.bytes / 1024),
          restore_ms: round(restoreMs),
          restored_orders: restoredOrders,
        });
      } finally {
        await target.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresTarget(): Promise<{ url: string; drop(): Promise<void> }> {
  const made = await createBenchDatabase();
  if ('skipped' in made) throw new Error(made.skipped);
  return made;
}

export async function runBackupBench(): Promise<void> {
  for (const label of ['demo', '100k-orders'] as const) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-bench-src-'));
    try {
      await measure(label, 'pglite', async () => ({ database: await openDatabase({ dataDir }) }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const probe = await createBenchDatabase();
  if ('skipped' in probe) {
    emit({ bench: 'backup', db: 'postgres', skipped: probe.skipped });
    return;
  }
  await probe.drop();
  if (!(await hasPgTools())) {
    emit({ bench: 'backup', db: 'postgres', skipped: 'pg_dump not installed' });
    return;
  }
  for (const label of ['demo', '100k-orders'] as const) {
    const source = await postgresTarget();
    try {
      await measure(label, 'postgres', async () => ({
        database: await openDatabase({ databaseUrl: source.url }),
        url: source.url,
        restoreUrl: postgresTarget,
      }));
    } finally {
      await source.drop();
    }
  }
}
