import { sql } from 'drizzle-orm';
import { EMPTY_TALLY, type OrderHistoryPage, type OrderTally } from '../../../domain/order-history';
import { SALE_RULE } from '../../../domain/sales';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { isSaleSql } from '../admin-stats/sales.sql';
import {
  customerViews,
  detailsSql,
  fromJson,
  type DetailRows,
  type JsonOrderRow,
} from './order-views.service';

const PENDING = sql.join(
  SALE_RULE.pending.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * GET /orders?limite=N: the caller's newest `limit` orders as views, and every older one summed
 * by the SQL mirror of `tallyOrders` (domain/order-history.ts; the route test compares the two).
 * One statement: the page, its lines and points as JSON values (see listCustomerOrders), the
 * rest as one object; the embedded database answers one statement at a time, so each counts.
 */
export async function customerOrderPage(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<OrderHistoryPage> {
  const { rows } = await db.execute<
    { filas: JsonOrderRow[] | null; anteriores: OrderTally } & DetailRows
  >(sql`
    with page as (
      select * from ${orders} where user_id = ${userId}
      order by created_at desc, id desc limit ${limit})
    select
      (select json_agg(o order by o.created_at desc, o.id desc) from page o) as filas,
      (select json_build_object(
          'pedidos', count(*),
          'totalGastado', coalesce(sum(r.total) filter (where ${isSaleSql('r')}), 0),
          'pendientes', count(*) filter (where r.estado in (${PENDING})),
          'entregados', count(*) filter (where r.estado = ${SALE_RULE.delivered}),
          'cancelados', count(*) filter (where r.estado = 'cancelado'))
        from (
          select estado, metodo_pago, estado_pago, total, prueba from ${orders} where user_id = ${userId}
          order by created_at desc, id desc offset ${limit}) r) as anteriores,
      ${detailsSql(sql`array(select id from page)`)}`);
  const found = rows[0];
  return {
    pedidos: await customerViews(db, (found?.filas ?? []).map(fromJson), found),
    anteriores: found?.anteriores ?? EMPTY_TALLY,
  };
}
