import { eq } from 'drizzle-orm';
import { startOfBogotaDay } from '../../../domain/dates';
import { MESSAGES } from '../../../domain/messages';
import { currentMargin, marginState, type MarginState } from '../../../domain/products';
import {
  estimatedCost,
  monthlyExpense,
  periodRange,
  profitSummary,
  prorationFactor,
  type ExpenseFrequency,
} from '../../../domain/profitability';
import type { ProfitabilityQuery } from '../../../domain/schemas/admin-profitability';
import type { DbOrTx } from '../../db/client';
import { expenses, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { itemProfits, salesBuckets, salesSplits, salesTotal, type Bucket } from './profitability.queries';

const ALERTS_SHOWN = 5;
const TOP_PRODUCTS = 5;

export type CostMethod = 'costos_reales' | 'estimado' | 'mixto' | 'sin_ventas';

/** GET /api/admin/rentabilidad/dashboard (payments-and-admin §3 Profitability dashboard). */
export interface ProfitabilityDashboard {
  periodo: string;
  fechaInicio: string;
  fechaFin: string;
  ventasHoy: { total: number; pedidos: number };
  ventasPeriodo: { total: number; pedidos: number };
  ventasMes: { total: number; pedidos: number };
  gastos: { total: number; mensual: number; factorProrrateo: number };
  margenes: { margenPromedio: number; margenBruto: number; margenNeto: number; utilidadBruta: number; utilidadNeta: number };
  analisis: { metodoCalculo: CostMethod; productosConCosto: number; costoCalculado: number; costoEstimado: number };
  alertas: { id: number; nombre: string; estado: MarginState; margen_porcentaje: number }[];
  serie: { periodo: string; ventas: number; pedidos: number; costo: number; utilidadBruta: number }[];
  topProductos: { nombre: string; tipo: string; unidades: number; ventas: number; utilidad: number }[];
  porTorre: { torre: number; ventas: number; pedidos: number }[];
  porMetodo: { efectivo: number; digital: number };
}

const round = (n: number) => Math.round(n);

/**
 * The dashboard for a period (DESIGN §5): sales of non-cancelled orders, cost of goods from each
 * line's snapshot cost or estimated from the average margin, expenses prorated, and the charts'
 * series. Every sum is a SQL aggregate.
 */
export async function profitabilityDashboard(db: DbOrTx, query: ProfitabilityQuery, now: Date): Promise<ProfitabilityDashboard> {
  const range = periodRange(query.periodo, now, query);
  if (!range.ok) throw new AppError('VALIDATION', 400, range.message, { fechaInicio: range.message });
  const { start, end } = range.value;

  const catalogue = await db
    .select({ id: products.id, nombre: products.nombre, precio: products.precio, costo: products.costo_compra })
    .from(products)
    .where(eq(products.activo, true));
  const margins = catalogue
    .map((p) => ({ ...p, margen: currentMargin(p.precio, p.costo) }))
    .filter((p): p is typeof p & { margen: number } => p.margen !== null);
  const margenPromedio = margins.length ? Math.round((margins.reduce((a, p) => a + p.margen, 0) / margins.length) * 10) / 10 : 0;
  const estimate = (revenue: number) => estimatedCost(revenue, margenPromedio);

  const unit = query.periodo === 'año' ? 'month' : 'day';
  const [buckets, items, splits, periodo, hoy] = [
    await salesBuckets(db, start, end, unit),
    await itemProfits(db, start, end),
    await salesSplits(db, start, end),
    await salesTotal(db, start, end),
    await salesTotal(db, startOfBogotaDay(now), now),
  ];
  const costOf = (b: Pick<Bucket, 'costo_real' | 'ingreso_sin_costo'>) => Number(b.costo_real) + estimate(Number(b.ingreso_sin_costo));
  const costoReal = items.reduce((a, i) => a + Number(i.costo_real), 0);
  const sinCosto = items.reduce((a, i) => a + Number(i.ingreso_sin_costo), 0);
  const costoEstimado = estimate(sinCosto);
  const costoVentas = round(costoReal + costoEstimado);

  const expenseRows = await db.select({ monto: expenses.monto, frecuencia: expenses.frecuencia }).from(expenses);
  const gastosMensuales = expenseRows.reduce((a, e) => a + monthlyExpense(e.monto, e.frecuencia as ExpenseFrequency), 0);
  const factor = prorationFactor(query.periodo, range.value.days);
  const summary = profitSummary({ ventas: periodo.total, costoVentas, gastosMensuales, factor });

  const metodoCalculo: CostMethod =
    items.length === 0 ? 'sin_ventas' : sinCosto === 0 ? 'costos_reales' : costoReal === 0 ? 'estimado' : 'mixto';
  const alertas = catalogue
    .map((p) => ({ id: p.id, nombre: p.nombre, estado: marginState(p.precio, p.costo), margen_porcentaje: currentMargin(p.precio, p.costo) ?? 0 }))
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
    gastos: { total: summary.gastosProrrateados, mensual: gastosMensuales, factorProrrateo: Math.round(factor * 10_000) / 10_000 },
    margenes: {
      margenPromedio,
      margenBruto: summary.margenBruto,
      margenNeto: summary.margenNeto,
      utilidadBruta: summary.utilidadBruta,
      utilidadNeta: summary.utilidadNeta,
    },
    analisis: { metodoCalculo, productosConCosto: margins.length, costoCalculado: costoVentas, costoEstimado },
    alertas,
    serie: buckets.map((b) => {
      const costo = round(costOf(b));
      return { periodo: b.bucket, ventas: Number(b.ventas), pedidos: Number(b.pedidos), costo, utilidadBruta: Number(b.ventas) - costo };
    }),
    topProductos: items
      .map((i) => {
        const ventas = Number(i.ingreso);
        return { nombre: i.nombre, tipo: i.tipo, unidades: Number(i.unidades), ventas, utilidad: round(ventas - costOf(i)) };
      })
      .sort((a, b) => b.utilidad - a.utilidad)
      .slice(0, TOP_PRODUCTS),
    porTorre: [1, 2, 3, 4, 5].map((torre) => {
      const row = splits.porTorre.find((t) => Number(t.torre) === torre);
      return { torre, ventas: Number(row?.ventas ?? 0), pedidos: Number(row?.pedidos ?? 0) };
    }),
    porMetodo: {
      efectivo: Number(splits.porMetodo.find((m) => m.metodo === 'efectivo')?.ventas ?? 0),
      digital: Number(splits.porMetodo.find((m) => m.metodo === 'digital')?.ventas ?? 0),
    },
  };
}

/** The period as a spreadsheet: one row per day (or month) and a totals row. */
export function dashboardRows(d: ProfitabilityDashboard): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = d.serie.map((s) => ({
    periodo: s.periodo,
    pedidos: s.pedidos,
    ventas: s.ventas,
    costo_ventas: s.costo,
    utilidad_bruta: s.utilidadBruta,
  }));
  rows.push({
    periodo: MESSAGES.admin.profitabilityExport.totalRow,
    pedidos: d.ventasPeriodo.pedidos,
    ventas: d.ventasPeriodo.total,
    costo_ventas: d.analisis.costoCalculado,
    utilidad_bruta: d.margenes.utilidadBruta,
  });
  rows.push({ periodo: MESSAGES.admin.profitabilityExport.expensesRow, pedidos: '', ventas: '', costo_ventas: d.gastos.total, utilidad_bruta: '' });
  rows.push({ periodo: MESSAGES.admin.profitabilityExport.netRow, pedidos: '', ventas: '', costo_ventas: '', utilidad_bruta: d.margenes.utilidadNeta });
  return rows;
}
