import { getTableColumns, type Column } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/row-mapping';
import { orderLines, orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type NewOrder = typeof orders.$inferInsert;
type NewLine = Omit<typeof orderLines.$inferInsert, 'order_id'>;

/** What the statement answers, as Drizzle's prepared query types it. */
interface InsertedRows {
  execute: { rows: Array<{ pedido: unknown; lineas: unknown }> };
  all: unknown;
  values: unknown;
}

/** Every column but the serial id, in the table's order: [property, column]. */
const insertable = (columns: Record<string, Column>) =>
  Object.entries(columns).filter(([key]) => key !== 'id');
const ORDER_COLUMNS = insertable(getTableColumns(orders));
const LINE_COLUMNS = insertable(getTableColumns(orderLines)).filter(([key]) => key !== 'order_id');

/**
 * Writes an order and its lines in ONE statement (two data-modifying CTEs; the lines take the
 * new order's id from the first), and returns both rows as the two inserts would have. A cash
 * order was one round trip per statement, and on a two-core machine each round trip is CPU the
 * server, the driver and the database spend again (issue 16). The foreign key from the lines to
 * the order is checked at the end of the statement, when the order exists.
 *
 * The text is written here from the tables' column lists rather than by Drizzle's insert builder,
 * which took a sixth of the server's CPU per order on this one statement; the values go as
 * parameters, each through its column's own driver mapping (dates, JSON), and a value left out
 * takes the column's DEFAULT, as with the builder.
 */
export async function insertOrderWithLines(
  tx: Tx,
  order: NewOrder,
  lines: readonly NewLine[],
): Promise<{ order: OrderRow; lines: LineRow[] }> {
  if (lines.length === 0) throw new Error('an order needs at least one line');
  const params: unknown[] = [];
  const valuesOf = (columns: Array<[string, Column]>, row: Record<string, unknown>) =>
    columns.map(([key, column]) => {
      const value = row[key];
      if (value === undefined) return 'default';
      params.push(value === null ? null : column.mapToDriverValue(value));
      return `$${params.length}`;
    });
  const names = (columns: Array<[string, Column]>) =>
    columns.map(([, c]) => `"${c.name}"`).join(', ');
  const orderValues = valuesOf(ORDER_COLUMNS, order).join(', ');
  const lineValues = lines
    .map((line) => `((select id from new_order), ${valuesOf(LINE_COLUMNS, line).join(', ')})`)
    .join(', ');
  const text =
    `with new_order as (insert into orders (${names(ORDER_COLUMNS)}) values (${orderValues}) returning *), ` +
    `new_lines as (insert into order_lines (order_id, ${names(LINE_COLUMNS)}) values ${lineValues} returning *) ` +
    `select (select row_to_json(new_order) from new_order) as pedido, ` +
    `(select json_agg(new_lines order by new_lines.id) from new_lines) as lineas`;
  const result = await tx._.session
    .prepareQuery<InsertedRows>({ sql: text, params }, undefined, undefined, false)
    .execute();
  const row = result.rows[0];
  if (!row?.pedido || !row.lineas) throw new Error('order insert returned nothing');
  return {
    order: rowOf(orders, parsed(row.pedido) as Record<string, unknown>),
    lines: (parsed(row.lineas) as Array<Record<string, unknown>>).map((l) => rowOf(orderLines, l)),
  };
}

/** PGlite hands json back as text, node-postgres parsed. */
function parsed(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}
