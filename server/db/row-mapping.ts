import { getTableColumns, type Column, type Table } from 'drizzle-orm';

const byName = new WeakMap<Table, Map<string, [string, Column]>>();

function columnsOf(table: Table): Map<string, [string, Column]> {
  let columns = byName.get(table);
  if (!columns) {
    columns = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, [key, column]]),
    );
    byName.set(table, columns);
  }
  return columns;
}

/**
 * A row read by raw SQL (or by row_to_json) as Drizzle's select of the table would give it: its
 * keys, and each value through its column's own mapping (timestamps become Dates, JSON is parsed).
 * Columns the table does not have are dropped.
 */
export function rowOf<T extends Table>(
  table: T,
  values: Record<string, unknown>,
): T['$inferSelect'] {
  const columns = columnsOf(table);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const entry = columns.get(name);
    if (!entry) continue;
    const [key, column] = entry;
    out[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return out as T['$inferSelect'];
}
