import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '../db/client';
import { backupFileName, backupsToKeep, parseBackupFileName } from './backup-files';

const run = promisify(execFile);

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

/** True when the pg_dump/pg_restore client tools are installed. */
export async function hasPgTools(): Promise<boolean> {
  try {
    await run('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes one consistent, compressed copy of the database into `backupDir`: PGlite's own data-dir
 * dump (gzipped tar) for the embedded database, or `pg_dump --format=custom` (compressed, one
 * snapshot) for a PostgreSQL server. The file appears under its final name only when complete.
 */
export async function createBackup(opts: {
  database: Database;
  databaseUrl?: string;
  backupDir: string;
  now: Date;
}): Promise<BackupResult> {
  const started = Date.now();
  mkdirSync(opts.backupDir, { recursive: true });
  const kind = opts.database.kind;
  const file = join(opts.backupDir, backupFileName(kind, opts.now));
  const partial = `${file}.partial`;
  try {
    if (kind === 'pglite') {
      if (!opts.database.dumpDataDir) throw new Error('this database cannot dump its data dir');
      const blob = await opts.database.dumpDataDir();
      writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
    } else {
      if (!opts.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
      if (!(await hasPgTools()))
        throw new Error('pg_dump no está instalado (apt-get install postgresql-client)');
      await run('pg_dump', [
        '--format=custom',
        '--compress=6',
        '--no-owner',
        `--file=${partial}`,
        `--dbname=${opts.databaseUrl}`,
      ]);
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: statSync(file).size, ms: Date.now() - started };
}

/** Deletes the backups the rotation (7 daily + 4 weekly) no longer keeps; returns their names. */
export function rotateBackups(backupDir: string): string[] {
  const files = readdirSync(backupDir)
    .map(parseBackupFileName)
    .filter((f) => f !== null);
  const keep = backupsToKeep(files);
  const removed = files.filter((f) => !keep.has(f.name)).map((f) => f.name);
  for (const name of removed) rmSync(join(backupDir, name), { force: true });
  return removed;
}
