import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Every table carries `created_at timestamptz default now()` (STYLE: naming). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** Set by services on every write; the database only fills it on insert. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `col IN ('a', 'b')` for CHECK constraints, from the same list the TypeScript type comes from. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} IN (${sql.raw(list)})`;
}

/** `col BETWEEN min AND max` for CHECK constraints, from the limits the domain enforces. */
export function between(column: AnyPgColumn, range: { min: number; max: number }): SQL {
  return sql`${column} BETWEEN ${sql.raw(String(range.min))} AND ${sql.raw(String(range.max))}`;
}
