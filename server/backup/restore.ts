import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { parseBackupFileName } from './backup-files';
import { hasPgTools } from './backup';
import { VAPID_KEYS_FILE } from '../config';

const run = promisify(execFile);

export class RestoreRefused extends Error {}

export interface RestoreTarget {
  /** PGlite data folder (for a .pglite.tar.gz backup). */
  dataDir?: string;
  /** PostgreSQL database (for a .pgdump backup). */
  databaseUrl?: string;
  /** Replace a database that already holds data. */
  force?: boolean;
}

/**
 * Restores a backup made by createBackup. Refuses to overwrite a database that already holds
 * data unless `force`: a PGlite folder in use is moved aside (`<dir>.antes-<time>`), never
 * deleted; a PostgreSQL database is cleaned object by object by pg_restore. The server must be
 * stopped while a PGlite folder is restored.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  now = new Date(),
): Promise<{ movedAside?: string }> {
  if (!existsSync(file)) throw new RestoreRefused(`No existe el archivo ${file}`);
  const parsed = parseBackupFileName(file.split('/').pop() ?? '');
  const kind = parsed?.kind ?? (file.endsWith('.pgdump') ? 'postgres' : 'pglite');
  if (kind === 'pglite') {
    if (!target.dataDir)
      throw new RestoreRefused('Falta la carpeta de datos (DATA_DIR) donde restaurar.');
    return restorePglite(file, target.dataDir, Boolean(target.force), now);
  }
  if (!target.databaseUrl)
    throw new RestoreRefused('Una copia de PostgreSQL se restaura en DATABASE_URL.');
  await restorePostgres(file, target.databaseUrl, Boolean(target.force));
  return {};
}

// Files the app itself keeps in DATA_DIR: a folder holding only these counts as empty.
const APP_FILES = ['jwt-secret', VAPID_KEYS_FILE, 'server.pid'];

async function restorePglite(file: string, dataDir: string, force: boolean, now: Date) {
  let movedAside: string | undefined;
  const inUse = existsSync(join(dataDir, 'PG_VERSION'));
  const others = existsSync(dataDir)
    ? readdirSync(dataDir).filter((f) => !APP_FILES.includes(f))
    : [];
  if ((inUse || others.length > 0) && !force) {
    throw new RestoreRefused(
      inUse
        ? `La carpeta ${dataDir} ya tiene una base de datos. Usa --force para reemplazarla (la actual se guarda aparte).`
        : `La carpeta ${dataDir} no está vacía. Usa --force para reemplazarla.`,
    );
  }
  if (existsSync(dataDir)) {
    movedAside = `${dataDir}.antes-${now.toISOString().replace(/[-:.]/g, '')}`;
    renameSync(dataDir, movedAside);
  }
  const bytes = readFileSync(file);
  const db = await PGlite.create({ dataDir, loadDataDir: new Blob([bytes]) });
  await db.query('select 1');
  await db.close();
  // The copy carries the JWT secret it was made with (sessions survive); else keep the folder's.
  // The VAPID pair too: browsers subscribed with its public key (decision 0012).
  for (const kept of ['jwt-secret', VAPID_KEYS_FILE]) {
    const secret = movedAside ? join(movedAside, kept) : undefined;
    if (secret && existsSync(secret) && !existsSync(join(dataDir, kept)))
      renameSync(secret, join(dataDir, kept));
  }
  rmSync(join(dataDir, 'server.pid'), { force: true });
  // A folder that held only the app's own files is not worth keeping aside.
  if (movedAside && !inUse && others.length === 0) {
    rmSync(movedAside, { recursive: true, force: true });
    movedAside = undefined;
  }
  return { movedAside };
}

async function restorePostgres(file: string, databaseUrl: string, force: boolean) {
  if (!(await hasPgTools()))
    throw new RestoreRefused('pg_restore no está instalado (apt-get install postgresql-client).');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tables = await client
    .query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    )
    .then((result) => Number(result.rows[0]?.n ?? 0))
    .finally(() => client.end());
  if (tables > 0 && !force)
    throw new RestoreRefused('La base de datos ya tiene tablas. Usa --force para reemplazarla.');
  const args = ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`];
  if (tables > 0) args.unshift('--clean', '--if-exists');
  await run('pg_restore', [...args, file]);
}
