import type { FastifyBaseLogger } from 'fastify';
import { bogotaDayKey, BOGOTA_UTC_OFFSET_MINUTES } from '../../domain/dates';
import type { Database } from '../db/client';
import { jobRuns } from '../db/schema';
import { createBackup, rotateBackups, type BackupResult } from './backup';

/** 03:00 in Bogotá (DESIGN §8): the shop is closed and nobody is ordering. */
export const BACKUP_HOUR_BOGOTA = 3;
// Arbitrary constant shared by every instance: one of them takes the nightly backup.
const BACKUP_LOCK_KEY = 727_015;

/** Milliseconds from `now` to the next 03:00 Bogotá (Colombia keeps UTC−5 all year). */
export function msUntilNextBackup(now: Date): number {
  const utcHour = BACKUP_HOUR_BOGOTA - BOGOTA_UTC_OFFSET_MINUTES / 60;
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), utcHour),
  );
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

export interface BackupDeps {
  database: Database;
  databaseUrl?: string;
  backupDir: string;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

/**
 * The nightly backup: under an advisory lock, the instance that records (backup, Bogotá day) in
 * job_runs first makes the copy and rotates the folder; the others see the day taken and skip.
 */
export async function runNightlyBackup(deps: BackupDeps): Promise<BackupResult | null> {
  const now = (deps.clock ?? (() => new Date()))();
  return deps.database.exclusive(BACKUP_LOCK_KEY, async () => {
    const claimed = await deps.database.db
      .insert(jobRuns)
      .values({ job: 'backup', run_key: bogotaDayKey(now) })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) return null;
    const result = await createBackup({
      database: deps.database,
      databaseUrl: deps.databaseUrl,
      backupDir: deps.backupDir,
      now,
    });
    const removed = rotateBackups(deps.backupDir);
    deps.log.info(
      { file: result.file, bytes: result.bytes, ms: result.ms, rotated: removed.length },
      'nightly backup',
    );
    return result;
  });
}

/** Schedules runNightlyBackup every day at 03:00 Bogotá while the server runs; returns stop. */
export function startBackupSchedule(deps: BackupDeps): () => void {
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(
      () => {
        runNightlyBackup(deps)
          .catch((err: unknown) => deps.log.error({ err }, 'nightly backup failed'))
          .finally(schedule);
      },
      msUntilNextBackup((deps.clock ?? (() => new Date()))()),
    );
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}
