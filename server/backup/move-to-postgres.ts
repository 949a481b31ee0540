import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import { runningServerPid } from './server-pid';
import {
  differences,
  publicSequences,
  publicTables,
  quoteIdent,
  summarize,
  type DataSummary,
  type Difference,
  type Query,
} from './table-summary';

/**
 * Moving the shop from the embedded database to PostgreSQL (issue 27): a backup of DATA_DIR is
 * taken and restored into a scratch folder, the empty PostgreSQL database gets the same
 * migrations, and every row is copied in one transaction with the user triggers off (the points
 * trigger would count every ledger row twice, the deleted-users guard would refuse their orders).
 * Sequences continue where the embedded ones stood. Before COMMIT every table's rows and checksum
 * are compared with the embedded database; any difference rolls the whole copy back.
 */
export class MoveRefused extends Error {}

export interface MoveOptions {
  dataDir: string;
  databaseUrl: string;
  backupDir: string;
  pgliteSharedBuffersMb?: number;
  now?: Date;
}

export interface MoveResult {
  backupFile: string;
  summary: DataSummary;
}

const BATCH_ROWS = 2_000;

export async function moveToPostgres(options: MoveOptions): Promise<MoveResult> {
  if (!existsSync(join(options.dataDir, 'PG_VERSION')))
    throw new MoveRefused(`La carpeta ${options.dataDir} no tiene una base de datos embebida.`);
  if (runningServerPid(options.dataDir) !== null)
    throw new MoveRefused(`Detén el servidor antes de mover ${options.dataDir}.`);
  await refuseNonEmptyTarget(options.databaseUrl);

  // 1. The embedded database, brought to the current schema, backed up and summarised.
  const original = await openDatabase({
    dataDir: options.dataDir,
    pgliteSharedBuffersMb: options.pgliteSharedBuffersMb,
  });
  let backupFile: string;
  let before: DataSummary;
  try {
    await migrateDatabase(original);
    backupFile = (
      await createBackup({
        database: original,
        backupDir: options.backupDir,
        now: options.now ?? new Date(),
      })
    ).file;
    before = await summarize(pgliteQuery(original));
  } finally {
    await original.close();
  }

  // 2. The backup restored into a scratch folder: what moves is exactly what the backup holds.
  const scratch = mkdtempSync(join(tmpdir(), 'sc-move-'));
  try {
    await restoreBackup(backupFile, { dataDir: join(scratch, 'data') });
    const copy = await openDatabase({
      dataDir: join(scratch, 'data'),
      pgliteSharedBuffersMb: options.pgliteSharedBuffersMb,
    });
    try {
      // 3. PostgreSQL gets the same schema, then the rows.
      const target = await openDatabase({ databaseUrl: options.databaseUrl });
      await migrateDatabase(target).finally(() => target.close());
      await copyInto(options.databaseUrl, pgliteQuery(copy), before);
    } finally {
      await copy.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return { backupFile, summary: before };
}

export class MoveMismatch extends Error {
  constructor(readonly found: Difference[]) {
    super(
      `Los datos no coinciden: ${found.map((d) => `${d.what} (${d.source} ≠ ${d.target})`).join('; ')}`,
    );
  }
}

function pgliteQuery(database: Database): Query {
  return async (text) => (await database.db.execute<Record<string, unknown>>(sql.raw(text))).rows;
}

async function refuseNonEmptyTarget(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new MoveRefused(`No se pudo conectar a DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if ((rows[0]?.n ?? 0) > 0)
      throw new MoveRefused(
        'La base de datos de destino ya tiene tablas: crea una vacía (createdb) y vuelve a intentarlo.',
      );
  } finally {
    await client.end();
  }
}

/** Copies every row and sequence from `source` in one transaction, committed only if it all matches. */
async function copyInto(databaseUrl: string, source: Query, expected: DataSummary) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const target: Query = async (text, params) => (await client.query(text, params)).rows;
  try {
    await client.query('begin');
    const tables = await inDependencyOrder(target, await publicTables(source));
    for (const table of tables)
      await client.query(`alter table ${quoteIdent(table)} disable trigger user`);
    // The migrations seed some rows (the launch rewards, the category list): the copy replaces
    // them with what the shop really holds, so they are emptied first.
    await client.query(`truncate table ${tables.map(quoteIdent).join(', ')}`);
    for (const table of tables) await copyTable(source, target, table);
    for (const table of tables)
      await client.query(`alter table ${quoteIdent(table)} enable trigger user`);
    await copySequences(source, target);
    const found = differences(expected, await summarize(target));
    if (found.length > 0) throw new MoveMismatch(found);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Referenced tables before the tables that reference them (the foreign keys are checked as rows go in). */
async function inDependencyOrder(target: Query, tables: string[]): Promise<string[]> {
  const edges = await target(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const strip = (name: unknown) =>
    String(name)
      .replace(/^public\./, '')
      .replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const edge of edges) parents.get(strip(edge.child))?.add(strip(edge.parent));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent);
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

async function copyTable(source: Query, target: Query, table: string) {
  const columns = (
    await target(
      `select quote_ident(attname) as name from pg_attribute
        where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
      [`public.${quoteIdent(table)}`],
    )
  ).map((c) => String(c.name));
  const list = columns.join(', ');
  for (let offset = 0; ; offset += BATCH_ROWS) {
    // JSON carries every value as text PostgreSQL reads back exactly (microseconds, numerics, bytea).
    const [batch] = await source(
      `select count(*)::int as n, coalesce(json_agg(t), '[]')::text as rows
         from (select ${list} from ${quoteIdent(table)} order by ctid limit ${BATCH_ROWS} offset ${offset}) t`,
    );
    const n = Number(batch?.n ?? 0);
    if (n === 0) return;
    await target(
      `insert into ${quoteIdent(table)} (${list})
       select ${list} from json_populate_recordset(null::${quoteIdent(table)}, $1::json)`,
      [batch!.rows],
    );
    if (n < BATCH_ROWS) return;
  }
}

/** Each sequence continues after the embedded one and after its column's largest value. */
async function copySequences(source: Query, target: Query) {
  for (const name of await publicSequences(source)) {
    const [state] = await source(`select last_value, is_called from ${quoteIdent(name)}`);
    const owned = await target(
      `select quote_ident(a.attname) as col, quote_ident(c.relname) as tbl
         from pg_depend d
         join pg_class c on c.oid = d.refobjid
         join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
        where d.objid = $1::regclass and d.deptype in ('a', 'i')`,
      [`public.${quoteIdent(name)}`],
    );
    let last = state?.is_called ? Number(state.last_value) : 0;
    for (const o of owned) {
      const [max] = await target(
        `select coalesce(max(${String(o.col)}), 0)::bigint as m from ${String(o.tbl)}`,
      );
      last = Math.max(last, Number(max?.m ?? 0));
    }
    if (last > 0)
      await target(`select setval($1::regclass, $2, true)`, [`public.${quoteIdent(name)}`, last]);
    else await target(`select setval($1::regclass, 1, false)`, [`public.${quoteIdent(name)}`]);
  }
}
