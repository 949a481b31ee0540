import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createBackup, rotateBackups } from '../backup/backup';
import { runningServerPid } from '../backup/server-pid';
import { keepNewFilesPrivate } from '../ops/private-files';
import { complain, say } from './terminal';

// What this command writes (the database, backups, secrets) is this user's only (issue 46).
keepNewFilesPrivate();

/**
 * `npm run backup`: one consistent, compressed copy of the database into BACKUP_DIR (default
 * ./backups), then the 7 daily + 4 weekly rotation. With PGlite and the server running, the
 * server makes the copy itself (SIGUSR2), since only one process may open the folder.

 * A command for a person at a terminal, like `npm run admin`: it prints its outcome in Spanish
 * (console), it has no request to log against.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid !== null) return askServer(pid, config.backupDir);
    if (!existsSync(join(config.dataDir, 'PG_VERSION'))) {
      complain(`No hay una base de datos en ${config.dataDir}.`);
      return 1;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await createBackup({
      database,
      databaseUrl: config.databaseUrl,
      backupDir: config.backupDir,
      now: new Date(),
    });
    const removed = rotateBackups(config.backupDir);
    say(
      `Copia creada: ${result.file} (${(result.bytes / 1024).toFixed(0)} KB en ${result.ms} ms)`,
    );
    if (removed.length > 0) say(`Rotación: ${removed.length} copias antiguas eliminadas.`);
    return 0;
  } finally {
    await database.close();
  }
}

async function askServer(pid: number, backupDir: string): Promise<number> {
  const before = new Set(existsSync(backupDir) ? readdirSync(backupDir) : []);
  process.kill(pid, 'SIGUSR2');
  say(`El servidor (pid ${pid}) está en marcha: le pedimos la copia…`);
  for (let i = 0; i < 240; i++) {
    await sleep(500);
    const fresh = existsSync(backupDir)
      ? readdirSync(backupDir).filter((f) => !before.has(f) && !f.endsWith('.partial'))
      : [];
    if (fresh[0]) {
      say(`Copia creada: ${join(backupDir, fresh[0])}`);
      return 0;
    }
  }
  complain('El servidor no terminó la copia en 2 minutos; revisa su registro.');
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    complain(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
