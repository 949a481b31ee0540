import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The profitability dashboard's aggregates, computed by the database (never every order in
 * memory). A line's cost is its snapshot cost (a package line: its components' costs), or null
 * when any part has no cost, in which case the caller estimates it from the average margin.
 * Malformed snapshots (componentes not an array, non-numeric fields) count as "no cost", never
 * an error.
 */
const LINES = (start: Date, end: Date) => sql`
  with o as (
    select id, created_at from orders
    where estado <> 'cancelado' and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
  ),
  l as (
    select ol.order_id, o.created_at, ol.tipo, coalesce(ol.product_id, ol.package_id) as item_id, ol.nombre, ol.cantidad,
      (ol.precio_unitario * ol.cantidad)::float8 as ingreso,
      case
        when ol.tipo = 'producto' then case when ol.costo_unitario > 0 then (ol.costo_unitario * ol.cantidad)::float8 end
        when jsonb_typeof(ol.componentes) = 'array' and jsonb_array_length(ol.componentes) > 0 then (
          select case when bool_and(jsonb_typeof(e->'costo_unitario') = 'number' and (e->>'costo_unitario')::float8 > 0
                                    and jsonb_typeof(e->'cantidad') = 'number')
                      then sum((e->>'costo_unitario')::float8 * (e->>'cantidad')::float8) * ol.cantidad end
          from jsonb_array_elements(ol.componentes) e
        )
      end as costo
    from order_lines ol join o on o.id = ol.order_id
  )`;

export interface Bucket {
  bucket: string;
  ventas: number;
  pedidos: number;
  costo_real: number;
  ingreso_sin_costo: number;
}

export interface ItemProfit {
  tipo: string;
  item_id: number | null;
  nombre: string;
  unidades: number;
  ingreso: number;
  costo_real: number;
  ingreso_sin_costo: number;
}

const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => (await db.execute(query)).rows as T[];

/** Sales and orders per Bogotá day (or month), with the line costs of that bucket. */
export function salesBuckets(db: DbOrTx, start: Date, end: Date, unit: 'day' | 'month'): Promise<Bucket[]> {
  const fmt = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const trunc = sql.raw(`'${unit}'`);
  return rowsOf<Bucket>(
    db,
    sql`${LINES(start, end)},
    lb as (
      select to_char(date_trunc(${trunc}, created_at at time zone 'America/Bogota'), ${fmt}) as bucket,
        coalesce(sum(costo), 0)::float8 as costo_real,
        coalesce(sum(ingreso) filter (where costo is null), 0)::float8 as ingreso_sin_costo
      from l group by 1
    ),
    ob as (
      select to_char(date_trunc(${trunc}, created_at at time zone 'America/Bogota'), ${fmt}) as bucket,
        sum(total)::float8 as ventas, count(*)::float8 as pedidos
      from orders
      where estado <> 'cancelado' and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
      group by 1
    )
    select ob.bucket, ob.ventas, ob.pedidos, coalesce(lb.costo_real, 0)::float8 as costo_real,
      coalesce(lb.ingreso_sin_costo, 0)::float8 as ingreso_sin_costo
    from ob left join lb on lb.bucket = ob.bucket order by ob.bucket`,
  );
}

/** Units, revenue and known cost per product or package sold in the period. */
export function itemProfits(db: DbOrTx, start: Date, end: Date): Promise<ItemProfit[]> {
  return rowsOf<ItemProfit>(
    db,
    sql`${LINES(start, end)}
    select tipo, item_id, min(nombre) as nombre, sum(cantidad)::float8 as unidades, sum(ingreso)::float8 as ingreso,
      coalesce(sum(costo), 0)::float8 as costo_real,
      coalesce(sum(ingreso) filter (where costo is null), 0)::float8 as ingreso_sin_costo
    from l group by tipo, item_id`,
  );
}

/** Sales of non-cancelled orders in [start, end) grouped by tower and by cash/digital. */
export async function salesSplits(db: DbOrTx, start: Date, end: Date) {
  const range = sql`estado <> 'cancelado' and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`;
  const porTorre = await rowsOf<{ torre: number; ventas: number; pedidos: number }>(
    db,
    sql`select torre_entrega as torre, sum(total)::float8 as ventas, count(*)::float8 as pedidos from orders where ${range} group by 1 order by 1`,
  );
  const porMetodo = await rowsOf<{ metodo: 'efectivo' | 'digital'; ventas: number; pedidos: number }>(
    db,
    sql`select case when metodo_pago = 'EFECTIVO' then 'efectivo' else 'digital' end as metodo,
      sum(total)::float8 as ventas, count(*)::float8 as pedidos from orders where ${range} group by 1`,
  );
  return { porTorre, porMetodo };
}

/** Total and count of non-cancelled orders in [start, end). */
export async function salesTotal(db: DbOrTx, start: Date, end: Date): Promise<{ total: number; pedidos: number }> {
  const [row] = await rowsOf<{ total: number; pedidos: number }>(
    db,
    sql`select coalesce(sum(total), 0)::float8 as total, count(*)::float8 as pedidos from orders
      where estado <> 'cancelado' and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`,
  );
  return { total: Number(row?.total ?? 0), pedidos: Number(row?.pedidos ?? 0) };
}
