import { PAYMENT_MODE_MESSAGES } from '../domain/payment-mode';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { createBackup, rotateBackups } from './backup/backup';
import { serveBackupRequest } from './backup/backup-request';
import { startBackupSchedule } from './backup/backup-schedule';
import { writeServerPid } from './backup/server-pid';
import { hasAdministrator } from './modules/settings/first-start.service';
import { setupCodeOf } from './modules/settings/setup-code';
import { closeToOthers, keepNewFilesPrivate } from './ops/private-files';

/** Process entry: env → database (migrated, seeded when empty) → HTTP server, until a signal. */
// Before anything is written: the data folder, its secrets and backups are this user's only.
keepNewFilesPrivate();
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    exitOnConfigError(error);
  }
})();
const closed = closeToOthers(config.dataDir) + closeToOthers(config.backupDir);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
});
// Several instances may start together on one PostgreSQL: they migrate and seed one at a time.
const STARTUP_LOCK = 7_340_001;
await database.exclusive(STARTUP_LOCK, async () => {
  await migrateDatabase(database);
  if (config.seed === 'demo') await seedIfEmpty(database, { now: new Date(), random: Math.random });
});
// The embedded database writes its files 0666 whatever the umask (its folders follow it, 0700,
// so nobody else reaches them); what it wrote at this start is closed too, without a warning.
closeToOthers(config.dataDir);

const app = await buildApp({ config, database }).catch(async (error: unknown) => {
  await database.close();
  exitOnConfigError(error);
});
await app.listen({ port: config.port, host: config.host });
app.log.info(`SuperConjunto en ${config.publicUrl} (base de datos: ${database.kind})`);
if (closed > 0) app.log.warn({ files: closed }, 'data files were readable by other users: closed to the server user only');
// Said plainly at every start (issue 46): a sandbox approval is no money received.
if (config.payments.provider === 'sandbox')
  app.log.warn(`${PAYMENT_MODE_MESSAGES.sandboxNotice}. ${PAYMENT_MODE_MESSAGES.sandboxHowToConnect}`);
// A fresh shop is claimed with a code only this machine's log and CLI show (issue 39).
if (!(await hasAdministrator(database.db)))
  app.log.warn(
    `Código de configuración: ${setupCodeOf(config.jwtSecret)} — ábrelo en ${config.publicUrl}/configuracion-inicial ` +
      '(también con: npm run admin -- setup-code)',
  );

// Backups (DESIGN §8): every night at 03:00 Bogotá, and on SIGUSR2 (what `npm run backup` sends
// when this server owns the PGlite folder).
const backupDeps = { database, databaseUrl: config.databaseUrl, backupDir: config.backupDir, log: app.log };
const stopBackups = startBackupSchedule(backupDeps);
const removePid = database.kind === 'pglite' ? writeServerPid(config.dataDir) : () => {};
process.on('SIGUSR2', () => {
  // The copy goes where the command asked (its BACKUP_DIR), and the command is told the file.
  serveBackupRequest({
    dataDir: config.dataDir,
    defaultDir: config.backupDir,
    create: (backupDir) => createBackup({ ...backupDeps, backupDir, now: new Date() }),
  })
    .then((done) => {
      if (!done.ok) return app.log.error({ dir: done.dir, error: done.error }, 'backup on request failed');
      const rotated = rotateBackups(done.dir).length;
      app.log.info({ file: done.file, bytes: done.bytes, ms: done.ms, rotated }, 'backup on request');
    })
    .catch((err: unknown) => app.log.error({ err }, 'backup on request failed'));
});

// Graceful stop (issue 27): drain (ready → 503, new requests → 503 + Retry-After, event streams
// closed with a retry hint), let requests in flight finish, then close the server and the
// database; all within 10 s, or exit 1.
const SHUTDOWN_LIMIT_MS = 10_000;
const DRAIN_LIMIT_MS = 7_000;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  app.log.info({ signal, inFlight: app.lifecycle.inFlight() }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error({ inFlight: app.lifecycle.inFlight() }, 'shutdown took too long');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS);
  force.unref();
  try {
    stopBackups();
    removePid();
    app.lifecycle.drain();
    if (!(await app.lifecycle.idle(DRAIN_LIMIT_MS))) {
      app.log.warn({ inFlight: app.lifecycle.inFlight() }, 'requests still in flight at shutdown');
    }
    await app.close();
    await database.close();
    app.log.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** A misconfiguration is a person's mistake: say it in one line, without a stack, and stop. */
function exitOnConfigError(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuración inválida: ${error.message}`);
  process.exit(1);
}
