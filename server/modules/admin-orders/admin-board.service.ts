import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderCounts } from '../../../domain/admin-views';
import { DEFAULT_SETTINGS, type DeliveryRules } from '../../../domain/settings';
import type { AdminOrderFilter } from '../../../domain/orders';
import { towerNumbers } from '../../../domain/sales';
import type { DbOrTx } from '../../db/client';
import { pastPromiseSql } from '../scheduling/promise.sql';
import { pendingWorkSql, waitingForSlotSql } from '../scheduling/waiting.sql';
import { orders } from '../../db/schema';

const PENDING = sql`${orders.estado} in ('pendiente', 'pendiente_efectivo')`;

function stateWhere(estado: AdminOrderFilter): SQL | undefined {
  if (estado === 'todos') return undefined;
  if (estado === 'pendiente') return pendingWorkSql;
  if (estado === 'programado') return waitingForSlotSql;
  return eq(orders.estado, estado);
}

const count = (where: SQL) => sql<number>`count(*) filter (where ${where})::int`;

/**
 * The board's filter counts in two aggregate queries: per state (under the tower filter) and per
 * tower (under the state filter: the settings' `towers`, plus any other tower with orders), plus
 * the pending orders late under the current promise. 'pendiente' is pending work: a scheduled
 * order not yet due is counted apart, as 'programado' (issue 45). The late count keeps every
 * pending order: one still waiting past its slot's end (the scheduler down) is late all the same.
 */
export async function adminOrderCounts(
  db: DbOrTx,
  filter: { estado: AdminOrderFilter; torre?: number },
  now: Date,
  rules: DeliveryRules = DEFAULT_SETTINGS.entrega,
  towers: number = DEFAULT_SETTINGS.tienda.torres,
): Promise<AdminOrderCounts> {
  const towerWhere = filter.torre === undefined ? undefined : eq(orders.torre_entrega, filter.torre);
  const [states] = await db
    .select({
      todos: sql<number>`count(*)::int`,
      pendiente: count(pendingWorkSql),
      programado: count(waitingForSlotSql),
      entregado: count(sql`${orders.estado} = 'entregado'`),
      cancelado: count(sql`${orders.estado} = 'cancelado'`),
      atrasados: count(sql`${PENDING} and ${pastPromiseSql(now, rules)}`),
    })
    .from(orders)
    .where(towerWhere);
  const towerRows = await db
    .select({ torre: orders.torre_entrega, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(stateWhere(filter.estado)))
    .groupBy(orders.torre_entrega);
  const byTower = new Map(towerRows.map((row) => [row.torre, Number(row.n)]));
  const torres = Object.fromEntries(
    towerNumbers(towers, byTower.keys()).map((t) => [String(t), byTower.get(t) ?? 0]),
  );
  return {
    estados: {
      todos: Number(states?.todos ?? 0),
      pendiente: Number(states?.pendiente ?? 0),
      programado: Number(states?.programado ?? 0),
      entregado: Number(states?.entregado ?? 0),
      cancelado: Number(states?.cancelado ?? 0),
    },
    torres,
    atrasados: Number(states?.atrasados ?? 0),
  };
}
