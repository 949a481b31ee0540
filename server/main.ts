import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedIfEmpty } from './db/seed';

/** Process entry: env → database (migrated, seeded when empty) → HTTP server, until a signal. */
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    exitOnConfigError(error);
  }
})();
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

const app = await buildApp({ config, database }).catch(async (error: unknown) => {
  await database.close();
  exitOnConfigError(error);
});
await app.listen({ port: config.port, host: config.host });
app.log.info(`SuperConjunto en ${config.publicUrl} (base de datos: ${database.kind})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
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
