import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createBackup, rotateBackups } from '../backup/backup';
import { requestServerBackup } from '../backup/backup-request';
import { runningServerPid } from '../backup/server-pid';
import { keepNewFilesPrivate } from '../ops/private-files';
import { complain, say } from './terminal';

// What this command writes (the database, backups, secrets) is this user's only (issue 46).
keepNewFilesPrivate();

/**
 * `npm run backup`: one consistent, compressed copy of the database into BACKUP_DIR (default
 * ./backups), then the 7 daily + 4 weekly rotation. With PGlite and the server running, the
 * server makes the copy itself (SIGUSR2), since only one process may open the folder: into the
 * folder this command was given, and it names the file it wrote (backup-request.ts).

 * A command for a person at a terminal, like `npm run admin`: it prints its outcome in Spanish
 * (console), it has no request to log against.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid !== null) return askServer(pid, config.dataDir, config.backupDir);
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

const SERVER_ANSWER_MS = 120_000;

async function askServer(pid: number, dataDir: string, backupDir: string): Promise<number> {
  say(`El servidor (pid ${pid}) está en marcha: le pedimos la copia en ${resolve(backupDir)}…`);
  const answer = await requestServerBackup({ dataDir, backupDir, pid, timeoutMs: SERVER_ANSWER_MS });
  if (answer === null) {
    complain('El servidor no respondió en 2 minutos; revisa su registro.');
    return 1;
  }
  if (!answer.ok) {
    complain(`El servidor no pudo hacer la copia: ${answer.error}`);
    return 1;
  }
  say(`Copia creada: ${answer.file} (${(answer.bytes / 1024).toFixed(0)} KB en ${answer.ms} ms)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    complain(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
