import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { importCatalogCsv } from '../server/modules/admin-products/catalog-import.service';
import { createBenchDatabase } from './orders-postgres';
import { emit, round } from './report';

/**
 * The catalogue CSV import (issue 23) on a 5,000-line sheet over a 4,000-product catalogue:
 * 3,000 updates (name, price and stock), 900 unchanged, 1,000 new products (blank code) and
 * 100 bad lines. Targets: preview < 2 s, apply < 5 s, on PGlite and PostgreSQL. In-process
 * against the service (parse, plan, lock, write, audit), as the route runs it.
 */
const EXISTING = 4_000;
const NOW = new Date('2026-11-26T15:00:00Z');

function sheet(): string {
  const lines = ['codigo;nombre;categoria;precio;stock;descripcion'];
  for (let i = 1; i <= 3_000; i++)
    lines.push(
      `SC-${String(i).padStart(4, '0')};Producto ${i} nuevo nombre;Despensa;${2_000 + i};${i % 90};Descripción ${i}`,
    );
  for (let i = 3_001; i <= 3_900; i++)
    lines.push(
      `SC-${String(i).padStart(4, '0')};Producto ${i};Despensa;${1_000 + i};50;Descripción ${i}`,
    );
  for (let i = 0; i < 1_000; i++) lines.push(`;Nuevo ${i};Snacks;${3_000 + i};${i % 40};`);
  for (let i = 0; i < 100; i++) lines.push(`;Malo ${i};Licores;abc;;`);
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

async function seed(database: Database): Promise<void> {
  await database.db
    .execute(sql`insert into users (nombre, email, cedula, telefono, torre, piso, apartamento, rol)
    values ('Bench', 'bench@example.com', '90000001', '3000000000', 1, 1, '101', 'admin')`);
  await database.db.execute(
    sql`insert into categories (nombre, clave) values ('Despensa', 'despensa'), ('Snacks', 'snacks')`,
  );
  await database.db
    .execute(sql`insert into products (codigo, nombre, categoria, precio, stock, descripcion)
    select 'SC-' || lpad(g::text, 4, '0'), 'Producto ' || g, 'Despensa', 1000 + g, 50, 'Descripción ' || g
    from generate_series(1, ${EXISTING}) g`);
  await database.db.execute(sql`analyze`);
}

async function measure(label: string, database: Database): Promise<void> {
  await seed(database);
  const csv = sheet();
  const t0 = performance.now();
  const preview = await importCatalogCsv(database, { adminId: 1, csv, aplicar: false, now: NOW });
  const previewMs = performance.now() - t0;
  const t1 = performance.now();
  const applied = await importCatalogCsv(database, {
    adminId: 1,
    csv,
    aplicar: true,
    stockPrevisto: preview.stock_previsto,
    now: NOW,
  });
  const applyMs = performance.now() - t1;
  emit({
    bench: 'csv-import',
    db: label,
    lines: preview.lineas.length,
    crear: applied.resumen.crear,
    actualizar: applied.resumen.actualizar,
    sin_cambios: applied.resumen.sin_cambios,
    errores: applied.resumen.error,
    preview_ms: round(previewMs),
    apply_ms: round(applyMs),
    target_preview_ms: 2000,
    target_apply_ms: 5000,
  });
}

/** Runs both databases one after the other (never at once: 2 cores). */
export async function runCsvBench(): Promise<void> {
  const embedded = await openDatabase({ dataDir: 'memory' });
  try {
    await migrateDatabase(embedded);
    await measure('pglite', embedded);
  } finally {
    await embedded.close();
  }
  const server = await createBenchDatabase();
  if ('skipped' in server) {
    emit({ bench: 'csv-import', db: 'postgresql', skipped: server.skipped });
    return;
  }
  const pgDatabase = await openDatabase({ databaseUrl: server.url });
  try {
    await migrateDatabase(pgDatabase);
    await measure('postgresql', pgDatabase);
  } finally {
    await pgDatabase.close();
    await server.drop();
  }
}
