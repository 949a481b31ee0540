import { loadConfig } from '../server/config';
import { MoveMismatch, MoveRefused, moveToPostgres } from '../server/backup/move-to-postgres';

/**
 * `npm run db:move`: moves the embedded database in DATA_DIR to the empty PostgreSQL database in
 * DATABASE_URL (docs/operations.md, "Moving to PostgreSQL"). Takes a backup into BACKUP_DIR first,
 * copies, compares every table, and commits only when all of it matches; the embedded folder is
 * left as it was. A command for a person at a terminal: it says what happened in Spanish.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('Falta DATABASE_URL: la base PostgreSQL vacía que recibirá los datos.');
    return 2;
  }
  const started = Date.now();
  try {
    const { backupFile, summary } = await moveToPostgres({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      backupDir: config.backupDir,
      pgliteSharedBuffersMb: config.pgliteSharedBuffersMb,
    });
    console.log(`Copia de seguridad: ${backupFile}`);
    for (const [table, { rows }] of summary.tables)
      console.log(`  ${table}: ${rows} filas, iguales`);
    console.log(
      `Listo en ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.tables.size} tablas con las mismas filas y sumas de control, secuencias al día.`,
    );
    console.log(
      'Arranca ahora con DATABASE_URL (y el mismo JWT_SECRET o DATA_DIR, para no cerrar sesiones).',
    );
    return 0;
  } catch (error) {
    if (error instanceof MoveRefused || error instanceof MoveMismatch) {
      console.error(error.message);
      if (error instanceof MoveMismatch) console.error('No se guardó nada en PostgreSQL.');
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
