import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type NewOrder = typeof orders.$inferInsert;
type NewLine = Omit<typeof orderLines.$inferInsert, 'order_id'>;

/**
 * Writes an order and its lines in ONE statement (two data-modifying CTEs; the lines take the
 * new order's id from the first), and returns both rows as the two inserts would have. A cash
 * order was one round trip per statement, and on a two-core machine each round trip is CPU the
 * server, the driver and the database spend again (issue 16). The foreign key from the lines to
 * the order is checked at the end of the statement, when the order exists.
 */
export async function insertOrderWithLines(
  tx: Tx,
  order: NewOrder,
  lines: readonly NewLine[],
): Promise<{ order: OrderRow; lines: LineRow[] }> {
  if (lines.length === 0) throw new Error('an order needs at least one line');
  const orderInsert = tx.insert(orders).values(order).returning().getSQL();
  const linesInsert = tx
    .insert(orderLines)
    .values(lines.map((line) => ({ ...line, order_id: sql`(select id from new_order)` })))
    .returning()
    .getSQL();
  const { rows } = await tx.execute<{ pedido: unknown; lineas: unknown }>(sql`
    with new_order as (${orderInsert}), new_lines as (${linesInsert})
    select (select row_to_json(new_order) from new_order) as pedido,
           (select json_agg(new_lines order by new_lines.id) from new_lines) as lineas`);
  const row = rows[0];
  if (!row?.pedido || !row.lineas) throw new Error('order insert returned nothing');
  return {
    order: fromJson<OrderRow>(orderColumns, parsed(row.pedido)),
    lines: (parsed(row.lineas) as unknown[]).map((l) => fromJson<LineRow>(lineColumns, l)),
  };
}

const orderColumns = columnsByName(getTableColumns(orders));
const lineColumns = columnsByName(getTableColumns(orderLines));

function columnsByName(columns: Record<string, Column>): Map<string, [string, Column]> {
  return new Map(Object.entries(columns).map(([key, column]) => [column.name, [key, column]]));
}

/** PGlite hands json back as text, node-postgres parsed. */
function parsed(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/** A row from row_to_json into what Drizzle's select would give: its keys and its types (dates). */
function fromJson<T>(columns: Map<string, [string, Column]>, json: unknown): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    const entry = columns.get(name);
    if (!entry) continue;
    const [key, column] = entry;
    out[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return out as T;
}
