import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { isSaleSql } from './sales.sql';

/**
 * Orders paid through the sandbox gateway (issue 46): an approval there is no money received, so
 * the board marks them and the figures say how much of the sales they are. Read from the payment
 * that became the order (payments.order_id); a cash order has none, so it is never a test.
 */
const SANDBOX = 'sandbox';

/** True when the order whose id is `orderId` was paid through the sandbox. */
export const paidInSandboxSql = (orderId: AnyColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${payments} where ${payments.order_id} = ${orderId} and ${payments.provider} = ${SANDBOX})`;

export interface TestSalesDay {
  dia: string;
  ventas: number;
  pedidos: number;
}

/**
 * The sales (domain/sales.ts) paid through the sandbox per Bogotá day, for orders placed in
 * [start, end) (either bound may be left open). Read live from the payments: few rows, and the
 * sales roll-ups do not keep the provider.
 */
export async function testSalesByDay(
  db: DbOrTx,
  range: { start?: Date; end?: Date } = {},
): Promise<TestSalesDay[]> {
  const from = range.start ? sql`and o.created_at >= ${range.start.toISOString()}::timestamptz` : sql``;
  const to = range.end ? sql`and o.created_at < ${range.end.toISOString()}::timestamptz` : sql``;
  const { rows } = await db.execute<{ dia: string; ventas: number | string; pedidos: number | string }>(sql`
    select to_char((o.created_at at time zone 'America/Bogota')::date, 'YYYY-MM-DD') as dia,
      sum(o.total)::float8 as ventas, count(*)::int as pedidos
    from payments p join orders o on o.id = p.order_id
    where p.provider = ${SANDBOX} and ${isSaleSql('o')} ${from} ${to}
    group by 1 order by 1`);
  return rows.map((r) => ({ dia: r.dia, ventas: Number(r.ventas), pedidos: Number(r.pedidos) }));
}

/** The sum of `days` as a tally. */
export function tallyOf(days: readonly TestSalesDay[]): { total: number; pedidos: number } {
  return days.reduce((a, d) => ({ total: a.total + d.ventas, pedidos: a.pedidos + d.pedidos }), {
    total: 0,
    pedidos: 0,
  });
}
