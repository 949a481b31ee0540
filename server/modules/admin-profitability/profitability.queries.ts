import { sql, type SQL } from 'drizzle-orm';
import { addDaysToKey } from '../../../domain/dates';
import type { DbOrTx } from '../../db/client';
import { isPorCobrarSql, isSaleSql } from '../admin-stats/sales.sql';

/**
 * The profitability dashboard's aggregates, always computed by the database, over the orders
 * that are sales (domain/sales.ts, mirrored in SQL by isSaleSql). Whole past Bogotá
 * days come from the roll-up tables (sales_day_items, sales_day_orders), built here on demand;
 * the partial days at the edges of a range (today, a rolling 24 h window) are read live from the
 * orders. A line's cost is its snapshot cost (a package line: its components' costs), or none
 * when any part has no cost, in which case the service estimates it from the average margin.
 * Malformed snapshots (componentes not an array, non-numeric fields) count as "no cost", never
 * an error.
 */

const BOGOTA_DAY = (column: SQL) => sql`(${column} at time zone 'America/Bogota')::date`;

const liveOrders = (start: Date, end: Date) =>
  sql`select ${BOGOTA_DAY(sql`created_at`)} as dia, torre_entrega as torre, metodo_pago <> 'EFECTIVO' as digital,
      total::float8 as ventas, 1 as pedidos
    from orders
    where ${isSaleSql()} and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`;

const liveItems = (start: Date, end: Date) => sql`
  select ${BOGOTA_DAY(sql`o.created_at`)} as dia, ol.tipo, coalesce(ol.product_id, ol.package_id, 0) as item_id, ol.nombre,
    (ol.cantidad - ol.faltante)::float8 as unidades, ingreso, coalesce(costo, 0) as costo_real,
    case when costo is null then ingreso else 0 end as ingreso_sin_costo
  from order_lines ol
  join orders o on o.id = ol.order_id,
  -- The final lines (issue 44): what a shortage removed was neither sold nor cost anything.
  lateral (select (ol.precio_unitario * (ol.cantidad - ol.faltante))::float8 as ingreso) i,
  lateral (select case
      when ol.tipo = 'producto' then case when ol.costo_unitario > 0 then (ol.costo_unitario * (ol.cantidad - ol.faltante))::float8 end
      when jsonb_typeof(ol.componentes) = 'array' and jsonb_array_length(ol.componentes) > 0 then (
        select case when bool_and(jsonb_typeof(e->'costo_unitario') = 'number' and (e->>'costo_unitario')::float8 > 0
                                  and jsonb_typeof(e->'cantidad') = 'number')
                    then sum((e->>'costo_unitario')::float8 * (e->>'cantidad')::float8) * (ol.cantidad - ol.faltante) end
        from jsonb_array_elements(ol.componentes) e)
    end as costo) c
  where ${isSaleSql('o')} and o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz`;

const rolledOrders = (from: string, to: string) =>
  sql`select dia, torre, digital, ventas::float8 as ventas, pedidos from sales_day_orders where dia between ${from}::date and ${to}::date`;

const rolledItems = (from: string, to: string) =>
  sql`select dia, tipo, item_id, nombre, unidades::float8 as unidades, ingreso::float8 as ingreso,
      costo_real::float8 as costo_real, ingreso_sin_costo::float8 as ingreso_sin_costo
    from sales_day_items where dia between ${from}::date and ${to}::date`;

export interface Source {
  orders: SQL;
  items: SQL;
}

/** Live rows of the instants [start, end). */
export const liveSource = (start: Date, end: Date): Source => ({ orders: liveOrders(start, end), items: liveItems(start, end) });

/** Rolled-up rows of the Bogotá days from..to, both included (they must have been rolled up). */
export const rolledSource = (from: string, to: string): Source => ({ orders: rolledOrders(from, to), items: rolledItems(from, to) });

export interface DayRow { dia: string; ventas: number; pedidos: number; costo_real: number; ingreso_sin_costo: number }
export interface ItemRow { tipo: string; item_id: number; nombre: string; unidades: number; ingreso: number; costo_real: number; ingreso_sin_costo: number }
export interface SplitRow { torre: number; digital: boolean; ventas: number; pedidos: number }

const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];

/** Per day, per item and per tower/method sums of one source. */
export async function aggregate(db: DbOrTx, source: Source) {
  const days = await rowsOf<DayRow>(
    db,
    sql`with o as (select dia, sum(ventas)::float8 as ventas, sum(pedidos)::float8 as pedidos from (${source.orders}) r group by dia),
      i as (select dia, sum(costo_real)::float8 as costo_real, sum(ingreso_sin_costo)::float8 as ingreso_sin_costo from (${source.items}) r group by dia)
      select to_char(o.dia, 'YYYY-MM-DD') as dia, o.ventas, o.pedidos, coalesce(i.costo_real, 0)::float8 as costo_real,
        coalesce(i.ingreso_sin_costo, 0)::float8 as ingreso_sin_costo
      from o left join i on i.dia = o.dia`,
  );
  const items = await rowsOf<ItemRow>(
    db,
    sql`select tipo, item_id, min(nombre) as nombre, sum(unidades)::float8 as unidades, sum(ingreso)::float8 as ingreso,
      sum(costo_real)::float8 as costo_real, sum(ingreso_sin_costo)::float8 as ingreso_sin_costo
    from (${source.items}) r group by tipo, item_id`,
  );
  const splits = await rowsOf<SplitRow>(
    db,
    sql`select torre, digital, sum(ventas)::float8 as ventas, sum(pedidos)::float8 as pedidos from (${source.orders}) r group by torre, digital`,
  );
  return { days, items, splits };
}

/**
 * Makes sure every Bogotá day from..to (past days only) is rolled up: the missing ones are
 * computed in one statement each, under a transaction-scoped advisory lock so two dashboards
 * opened at once do not build the same day twice.
 */
export async function rollUpDays(db: DbOrTx, from: string, to: string, dayStart: (key: string) => Date): Promise<void> {
  if (from > to) return;
  const missing = async (tx: DbOrTx) =>
    (await rowsOf<{ dia: string }>(
      tx,
      sql`select to_char(d, 'YYYY-MM-DD') as dia from generate_series(${from}::date, ${to}::date, interval '1 day') d
        where not exists (select 1 from sales_days s where s.dia = d::date) order by d`,
    )).map((r) => r.dia);
  if ((await missing(db)).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274, 1)`);
    const days = await missing(tx);
    const first = days[0];
    const last = days[days.length - 1];
    if (!first || !last) return;
    const start = dayStart(first);
    const end = dayStart(addDaysToKey(last, 1));
    const list = sql.join(days.map((d) => sql`${d}::date`), sql`, `);
    await tx.execute(sql`insert into sales_day_items (dia, tipo, item_id, nombre, unidades, ingreso, costo_real, ingreso_sin_costo)
      select dia, tipo, item_id, min(nombre), sum(unidades), sum(ingreso), sum(costo_real), sum(ingreso_sin_costo)
      from (${liveItems(start, end)}) r where dia in (${list}) group by dia, tipo, item_id`);
    await tx.execute(sql`insert into sales_day_orders (dia, torre, digital, ventas, pedidos)
      select dia, torre, digital, sum(ventas), sum(pedidos) from (${liveOrders(start, end)}) r where dia in (${list}) group by dia, torre, digital`);
    await tx.execute(sql`insert into sales_days (dia) select unnest(array[${list}])`);
  });
}

/** Cash orders placed in [start, end) not delivered yet: read live (few rows, an index range). */
export async function porCobrar(db: DbOrTx, start: Date, end: Date): Promise<{ total: number; pedidos: number }> {
  const [row] = await rowsOf<{ total: number; pedidos: number }>(
    db,
    sql`select coalesce(sum(total), 0)::float8 as total, count(*)::int as pedidos from orders
      where ${isPorCobrarSql()} and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`,
  );
  return { total: Number(row?.total ?? 0), pedidos: Number(row?.pedidos ?? 0) };
}
