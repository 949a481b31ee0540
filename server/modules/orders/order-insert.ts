import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowOf } from '../../db/row-mapping';
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
    order: rowOf(orders, parsed(row.pedido) as Record<string, unknown>),
    lines: (parsed(row.lineas) as Array<Record<string, unknown>>).map((l) => rowOf(orderLines, l)),
  };
}

/** PGlite hands json back as text, node-postgres parsed. */
function parsed(value: unknown): unknown {
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}
