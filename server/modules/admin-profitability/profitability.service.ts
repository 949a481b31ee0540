import { eq } from 'drizzle-orm';
import {
  addDaysToKey,
  bogotaDayKey,
  bogotaDayStart,
  parseDayKey,
  startOfBogotaDay,
} from '../../../domain/dates';
import { currentMargin, marginState } from '../../../domain/products';
import {
  chargePeriodExpenses,
  estimatedCost,
  periodRange,
  profitSummary,
  seriesKeys,
  type ExpenseFrequency,
} from '../../../domain/profitability';
import { towerNumbers } from '../../../domain/sales';
import { DEFAULT_SETTINGS } from '../../../domain/settings';
import type { ProfitabilityQuery } from '../../../domain/schemas/admin-profitability';
import type { DbOrTx } from '../../db/client';
import { expenses, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { CostMethod, ProfitabilityDashboard } from '../../../domain/admin-money-views';
import { tallyOf, testSalesByDay } from '../admin-stats/test-sales.sql';
import {
  aggregate,
  liveSource,
  porCobrar,
  rolledSource,
  rollUpDays,
  type DayRow,
  type ItemRow,
  type SplitRow,
} from './profitability.queries';

const ALERTS_SHOWN = 5;
const TOP_PRODUCTS = 5;

export type { CostMethod, ProfitabilityDashboard };

const round = (n: number) => Math.round(n);

/**
 * The dashboard for a period (DESIGN §5): sales (domain/sales.ts) and cash still to collect, cost of goods from each
 * line's snapshot cost or estimated from the average margin, expenses prorated, and the charts'
 * series. Every sum is a SQL aggregate.
 */
export async function profitabilityDashboard(
  db: DbOrTx,
  query: ProfitabilityQuery,
  now: Date,
  towers: number = DEFAULT_SETTINGS.tienda.torres,
): Promise<ProfitabilityDashboard> {
  const range = periodRange(query.periodo, now, query);
  if (!range.ok)
    throw new AppError('VALIDATION', 400, range.message, { fechaInicio: range.message });
  const { start, end } = range.value;

  const catalogue = await db
    .select({
      id: products.id,
      nombre: products.nombre,
      precio: products.precio,
      costo: products.costo_compra,
      objetivo: products.margen_objetivo,
    })
    .from(products)
    .where(eq(products.activo, true));
  const margins = catalogue
    .map((p) => ({ ...p, margen: currentMargin(p.precio, p.costo) }))
    .filter((p): p is typeof p & { margen: number } => p.margen !== null);
  const margenPromedio = margins.length
    ? Math.round((margins.reduce((a, p) => a + p.margen, 0) / margins.length) * 10) / 10
    : 0;
  const estimate = (revenue: number) => estimatedCost(revenue, margenPromedio);

  const { days, items, splits } = await periodAggregates(db, start, end, now);
  const today = await aggregate(db, liveSource(startOfBogotaDay(now), now));
  const hoy = sumSplits(today.splits);
  const owed = await porCobrar(db, start, end);
  const owedToday = await porCobrar(db, startOfBogotaDay(now), now);
  const periodo = sumSplits(splits);
  const testDays = await testSalesByDay(db, { start, end });
  const testsToday = tallyOf(await testSalesByDay(db, { start: startOfBogotaDay(now), end: now }));
  const unit = query.periodo === 'año' ? 7 : 10;
  const buckets = bucketDays(
    days,
    unit,
    seriesKeys(range.value.fechaInicio, range.value.fechaFin, query.periodo === 'año'),
  );
  const costOf = (b: { costo_real: number; ingreso_sin_costo: number }) =>
    b.costo_real + estimate(b.ingreso_sin_costo);
  const costoReal = items.reduce((a, i) => a + i.costo_real, 0);
  const sinCosto = items.reduce((a, i) => a + i.ingreso_sin_costo, 0);
  const costoEstimado = estimate(sinCosto);
  const costoVentas = round(costoReal + costoEstimado);

  const expenseRows = await db
    .select({
      monto: expenses.monto,
      frecuencia: expenses.frecuencia,
      fechaInicio: expenses.fecha_inicio,
      fechaFin: expenses.fecha_fin,
    })
    .from(expenses);
  const charge = chargePeriodExpenses(
    expenseRows.map((e) => ({ ...e, frecuencia: e.frecuencia as ExpenseFrequency })),
    query.periodo,
    range.value,
  );
  const summary = profitSummary({ ventas: periodo.total, costoVentas, gastos: charge.total });

  const metodoCalculo: CostMethod =
    items.length === 0
      ? 'sin_ventas'
      : sinCosto === 0
        ? 'costos_reales'
        : costoReal === 0
          ? 'estimado'
          : 'mixto';
  const alertas = catalogue
    .map((p) => ({
      id: p.id,
      nombre: p.nombre,
      estado: marginState(p.precio, p.costo, p.objetivo),
      margen_porcentaje: currentMargin(p.precio, p.costo) ?? 0,
    }))
    .filter((p) => p.estado === 'perdida' || p.estado === 'margen_bajo')
    .sort((a, b) => a.margen_porcentaje - b.margen_porcentaje)
    .slice(0, ALERTS_SHOWN);

  return {
    periodo: query.periodo,
    fechaInicio: range.value.fechaInicio,
    fechaFin: range.value.fechaFin,
    ventasHoy: hoy,
    ventasPeriodo: periodo,
    ventasMes: periodo,
    ventasPrueba: { periodo: tallyOf(testDays), hoy: testsToday },
    porCobrar: owed,
    porCobrarHoy: owedToday,
    gastos: {
      total: charge.total,
      mensual: charge.mensual,
      factorProrrateo: charge.factorProrrateo,
    },
    margenes: {
      margenPromedio,
      margenBruto: summary.margenBruto,
      margenNeto: summary.margenNeto,
      utilidadBruta: summary.utilidadBruta,
      utilidadNeta: summary.utilidadNeta,
    },
    analisis: {
      metodoCalculo,
      productosConCosto: margins.length,
      costoCalculado: costoVentas,
      costoEstimado,
    },
    alertas,
    serie: buckets.map((b) => {
      const costo = round(costOf(b));
      return {
        periodo: b.dia,
        ventas: b.ventas,
        ventasPrueba: tallyOf(testDays.filter((d) => d.dia.startsWith(b.dia))).total,
        pedidos: b.pedidos,
        costo,
        utilidadBruta: b.ventas - costo,
      };
    }),
    topProductos: items
      .map((i) => {
        return {
          nombre: i.nombre,
          tipo: i.tipo,
          unidades: i.unidades,
          ventas: i.ingreso,
          utilidad: round(i.ingreso - costOf(i)),
        };
      })
      .sort((a, b) => b.utilidad - a.utilidad)
      .slice(0, TOP_PRODUCTS),
    porTorre: towerNumbers(
      towers,
      splits.map((r) => r.torre),
    ).map((torre) => {
      const sum = sumSplits(splits.filter((r) => r.torre === torre));
      return { torre, ventas: sum.total, pedidos: sum.pedidos };
    }),
    porMetodo: {
      efectivo: sumSplits(splits.filter((r) => !r.digital)).total,
      digital: sumSplits(splits.filter((r) => r.digital)).total,
    },
  };
}

function sumSplits(rows: readonly SplitRow[]): { total: number; pedidos: number } {
  return rows.reduce(
    (a, r) => ({ total: a.total + Number(r.ventas), pedidos: a.pedidos + Number(r.pedidos) }),
    { total: 0, pedidos: 0 },
  );
}

/** Days grouped by their first `length` characters: 10 keeps days, 7 makes months. */
/** Sums the days into the series' buckets; every key gets its bucket, zero when nothing sold. */
function bucketDays(days: readonly DayRow[], length: 7 | 10, keys: readonly string[]): DayRow[] {
  const empty = (dia: string): DayRow => ({
    dia,
    ventas: 0,
    pedidos: 0,
    costo_real: 0,
    ingreso_sin_costo: 0,
  });
  const map = new Map<string, DayRow>(keys.map((k) => [k, empty(k)]));
  for (const d of days) {
    const key = d.dia.slice(0, length);
    const b = map.get(key) ?? empty(key);
    b.ventas += Number(d.ventas);
    b.pedidos += Number(d.pedidos);
    b.costo_real += Number(d.costo_real);
    b.ingreso_sin_costo += Number(d.ingreso_sin_costo);
    map.set(key, b);
  }
  return [...map.values()].sort((a, b) => a.dia.localeCompare(b.dia));
}

const dayStart = (key: string): Date => {
  const p = parseDayKey(key);
  if (!p) throw new Error(`bad day key ${key}`);
  return bogotaDayStart(p.year, p.month, p.day);
};

/**
 * The period's sums: whole past days from the roll-ups (built when missing), the partial days
 * at its edges live.
 */
async function periodAggregates(db: DbOrTx, start: Date, end: Date, now: Date) {
  const startKey = bogotaDayKey(start);
  const firstFull =
    dayStart(startKey).getTime() === start.getTime() ? startKey : addDaysToKey(startKey, 1);
  const yesterday = addDaysToKey(bogotaDayKey(now), -1);
  const beforeEnd = addDaysToKey(bogotaDayKey(end), -1);
  const lastFull = beforeEnd < yesterday ? beforeEnd : yesterday;
  const parts: Array<Awaited<ReturnType<typeof aggregate>>> = [];
  if (firstFull <= lastFull) {
    await rollUpDays(db, firstFull, lastFull, dayStart);
    const rolledStart = dayStart(firstFull);
    const rolledEnd = dayStart(addDaysToKey(lastFull, 1));
    if (start < rolledStart) parts.push(await aggregate(db, liveSource(start, rolledStart)));
    parts.push(await aggregate(db, rolledSource(firstFull, lastFull)));
    if (rolledEnd < end) parts.push(await aggregate(db, liveSource(rolledEnd, end)));
  } else {
    parts.push(await aggregate(db, liveSource(start, end)));
  }
  const items = new Map<string, ItemRow>();
  for (const part of parts) {
    for (const i of part.items) {
      const key = `${i.tipo}:${i.item_id}`;
      const acc = items.get(key) ?? {
        ...i,
        unidades: 0,
        ingreso: 0,
        costo_real: 0,
        ingreso_sin_costo: 0,
      };
      acc.unidades += Number(i.unidades);
      acc.ingreso += Number(i.ingreso);
      acc.costo_real += Number(i.costo_real);
      acc.ingreso_sin_costo += Number(i.ingreso_sin_costo);
      items.set(key, acc);
    }
  }
  return {
    days: parts.flatMap((p) => p.days),
    items: [...items.values()],
    splits: parts.flatMap((p) => p.splits).map((r) => ({ ...r, torre: Number(r.torre) })),
  };
}
