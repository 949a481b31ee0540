import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup, RestoreRefused } from '../backup/restore';
import { runningServerPid } from '../backup/server-pid';
import { keepNewFilesPrivate } from '../ops/private-files';
import { complain, say } from './terminal';

// What this command writes (the database, backups, secrets) is this user's only (issue 46).
keepNewFilesPrivate();

/**
 * `npm run restore -- <archivo> [--force]`: puts a backup back into DATA_DIR (PGlite, server
 * stopped) or DATABASE_URL. Refuses a database that already holds data unless --force.

 * A command for a person at a terminal, like `npm run admin`: it prints its outcome in Spanish
 * (console), it has no request to log against.
 */
async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (!file) {
    complain('Uso: npm run restore -- <archivo de copia> [--force]');
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl && runningServerPid(config.dataDir) !== null) {
    complain(`Detén el servidor antes de restaurar ${config.dataDir}.`);
    return 1;
  }
  try {
    const result = await restoreBackup(file, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      force: values.force,
    });
    say(`Restaurado ${file} en ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}.`);
    if (result.movedAside) say(`La base anterior quedó en ${result.movedAside}.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      complain(error.message);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    complain(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
