/**
 * What "the same data" means when a database moves (issue 27): per table, its row count and a
 * checksum of every row's text, independent of row order; per sequence, where it stands. Read the
 * same way from PGlite and from a PostgreSQL server, with the session set to UTC and ISO dates so
 * both print every value alike.
 */

/** Runs one SQL statement and gives its rows (PGlite's `execute` or a pg client alike). */
export type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;

export interface TableSummary {
  rows: number;
  checksum: string;
}

export interface DataSummary {
  /** By table, `public` tables by name, the migration log as `drizzle.__drizzle_migrations`. */
  tables: Map<string, TableSummary>;
  /** By sequence: the last value it gave (0 when it never gave one). */
  sequences: Map<string, number>;
}

export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of `public`, by name. */
export async function publicTables(query: Query): Promise<string[]> {
  const rows = await query(
    `select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => String(r.tablename));
}

/** The sequences of `public`, by name. */
export async function publicSequences(query: Query): Promise<string[]> {
  const rows = await query(
    `select sequencename from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return rows.map((r) => String(r.sequencename));
}

export async function summarize(query: Query): Promise<DataSummary> {
  await query(`set timezone = 'UTC'`);
  await query(`set datestyle = 'ISO, YMD'`);
  await query(`set intervalstyle = 'postgres'`);
  await query(`set extra_float_digits = 1`);
  const tables = new Map<string, TableSummary>();
  const sources: Array<[string, string]> = (await publicTables(query)).map((t) => [
    t,
    `select t::text as row from ${quoteIdent(t)} t`,
  ]);
  // The migration log: which migrations, not the ids or times of this database's own applying.
  sources.push([MIGRATIONS_TABLE, `select hash as row from drizzle.__drizzle_migrations`]);
  for (const [name, rowsOf] of sources) {
    const [row] = await query(
      `select count(*)::int as n, coalesce(md5(string_agg(h, ',' order by h)), '') as checksum
         from (select md5(row) as h from (${rowsOf}) r) x`,
    );
    tables.set(name, { rows: Number(row?.n ?? 0), checksum: String(row?.checksum ?? '') });
  }
  const sequences = new Map<string, number>();
  for (const name of await publicSequences(query)) {
    const [row] = await query(
      `select case when is_called then last_value else 0 end as v from ${quoteIdent(name)}`,
    );
    sequences.set(name, Number(row?.v ?? 0));
  }
  return { tables, sequences };
}

export interface Difference {
  what: string;
  source: string;
  target: string;
}

/** Every table that differs, or sequence left behind, between two summaries (none: the same data). */
export function differences(source: DataSummary, target: DataSummary): Difference[] {
  const found: Difference[] = [];
  const show = (s: TableSummary | undefined) =>
    s ? `${s.rows} filas ${s.checksum.slice(0, 8)}` : 'no existe';
  for (const name of new Set([...source.tables.keys(), ...target.tables.keys()])) {
    const [a, b] = [source.tables.get(name), target.tables.get(name)];
    if (a?.rows !== b?.rows || a?.checksum !== b?.checksum)
      found.push({ what: name, source: show(a), target: show(b) });
  }
  for (const name of new Set([...source.sequences.keys(), ...target.sequences.keys()])) {
    const [a, b] = [source.sequences.get(name), target.sequences.get(name)];
    // A sequence may stand further on (raised to its column's largest id), never behind.
    if (a === undefined || b === undefined || b < a)
      found.push({
        what: name,
        source: String(a ?? 'no existe'),
        target: String(b ?? 'no existe'),
      });
  }
  return found;
}
