import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { LOW_STOCK, onTimePercent, startOfBogotaWeek } from '../../../domain/admin-panel';
import { DEFAULT_SETTINGS, type DeliveryRules } from '../../../domain/settings';
import type { AdminStats } from '../../../domain/admin-views';
import { bogotaDayKey, startOfBogotaDay } from '../../../domain/dates';
import { towerNumbers } from '../../../domain/sales';
import type { DbOrTx } from '../../db/client';
import { deliveredOnTimeSql, pastPromiseSql } from '../scheduling/promise.sql';
import { pendingWorkSql } from '../scheduling/waiting.sql';
import { orders, products, users } from '../../db/schema';
import { isPorCobrarSql, isSaleSql } from './sales.sql';
import { tallyOf, testSalesByDay } from './test-sales.sql';

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const n = (v: unknown) => Number(v ?? 0);

/**
 * GET /admin/stats: every figure aggregated in SQL (one pass over orders, plus small lookups).
 * Sales and money to collect follow domain/sales.ts through its SQL mirror; late and on time
 * follow the current delivery promise (`rules`, the settings'); towers are the settings' `towerCount`.
 */
export async function adminStats(
  db: DbOrTx,
  now: Date,
  rules: DeliveryRules = DEFAULT_SETTINGS.entrega,
  towerCount: number = DEFAULT_SETTINGS.tienda.torres,
): Promise<AdminStats> {
  const today = startOfBogotaDay(now);
  const week = startOfBogotaWeek(now);
  const pending = sql`${orders.estado} in ('pendiente', 'pendiente_efectivo')`;
  const sale = isSaleSql();
  const owed = isPorCobrarSql();
  // The on-time share is a figure too: a test order (issue 41) is not in it.
  const delivered = sql`${orders.estado} = 'entregado' and ${orders.fecha_entrega} is not null and not ${orders.prueba}`;
  const onTime = sql`${delivered} and ${deliveredOnTimeSql(rules)}`;
  const isToday = sql`${orders.created_at} >= ${iso(today)}`;
  const isWeek = sql`${orders.created_at} >= ${iso(week)}`;
  // Whole history: one sequential pass with four aggregates.
  const [all] = await db
    .select({
      total: sql<number>`count(*) filter (where ${sale})::int`,
      ingresos: sql<string>`coalesce(sum(${orders.total}) filter (where ${sale}), 0)`,
      porCobrar: sql<string>`coalesce(sum(${orders.total}) filter (where ${owed}), 0)`,
      porCobrarPedidos: sql<number>`count(*) filter (where ${owed})::int`,
      // "Pendientes ahora" is the board's pending work: not the scheduled orders still waiting.
      pendientes: sql<number>`count(*) filter (where ${pendingWorkSql})::int`,
      atrasados: sql<number>`count(*) filter (where ${pending} and ${pastPromiseSql(now, rules)})::int`,
    })
    .from(orders);
  // This week only (today is inside it): an index range on created_at.
  const [recent] = await db
    .select({
      hoyVentas: sql<string>`coalesce(sum(${orders.total}) filter (where ${sale} and ${isToday}), 0)`,
      hoyPedidos: sql<number>`count(*) filter (where ${sale} and ${isToday})::int`,
      hoyPorCobrar: sql<string>`coalesce(sum(${orders.total}) filter (where ${owed} and ${isToday}), 0)`,
      hoyPorCobrarPedidos: sql<number>`count(*) filter (where ${owed} and ${isToday})::int`,
      hoyEntregados: sql<number>`count(*) filter (where ${delivered} and ${isToday})::int`,
      hoyATiempo: sql<number>`count(*) filter (where ${onTime} and ${isToday})::int`,
      semanaEntregados: sql<number>`count(*) filter (where ${delivered} and ${isWeek})::int`,
      semanaATiempo: sql<number>`count(*) filter (where ${onTime} and ${isWeek})::int`,
    })
    .from(orders)
    .where(sql`${orders.created_at} >= ${iso(week)}`);
  const o = { ...all, ...recent };
  const towers = await db
    .select({
      torre: orders.torre_entrega,
      ventas: sql<string>`coalesce(sum(${orders.total}), 0)`,
      pedidos: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(sql`${orders.created_at} >= ${iso(today)} and ${sale}`)
    .groupBy(orders.torre_entrega);
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.activo, true));
  const stockBajo = await db
    .select({ id: products.id, codigo: products.codigo, nombre: products.nombre, stock: products.stock })
    .from(products)
    .where(and(eq(products.activo, true), lte(products.stock, LOW_STOCK)))
    .orderBy(asc(products.stock), asc(products.codigo))
    .limit(50);
  const tests = await testSalesByDay(db);
  const testsToday = tallyOf(tests.filter((d) => d.dia === bogotaDayKey(now)));
  const byTower = new Map(towers.map((t) => [t.torre, { ventas: n(t.ventas), pedidos: n(t.pedidos) }]));
  return {
    totalPedidos: n(o?.total),
    ingresosTotales: n(o?.ingresos),
    porCobrar: { total: n(o?.porCobrar), pedidos: n(o?.porCobrarPedidos) },
    totalUsuarios: n(u?.n),
    totalProductos: n(p?.n),
    pedidosPendientes: n(o?.pendientes),
    hoy: {
      ventas: n(o?.hoyVentas),
      pedidos: n(o?.hoyPedidos),
      porCobrar: { total: n(o?.hoyPorCobrar), pedidos: n(o?.hoyPorCobrarPedidos) },
    },
    atrasados: n(o?.atrasados),
    aTiempo: {
      hoy: share(n(o?.hoyEntregados), n(o?.hoyATiempo)),
      semana: share(n(o?.semanaEntregados), n(o?.semanaATiempo)),
    },
    porTorre: towerNumbers(towerCount, byTower.keys()).map((torre) => ({
      torre,
      ...(byTower.get(torre) ?? { ventas: 0, pedidos: 0 }),
    })),
    stockBajo,
    pruebas: { hoy: testsToday.total, total: tallyOf(tests).total },
  };
}

function share(entregados: number, aTiempo: number) {
  return { entregados, aTiempo, porcentaje: onTimePercent(entregados, aTiempo) };
}
