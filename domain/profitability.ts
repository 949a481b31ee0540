import {
  addDaysToKey,
  bogotaDayKey,
  bogotaDayStart,
  bogotaParts,
  daysInclusive,
  parseDayKey,
} from './dates';
import { ADMIN_MESSAGES } from './admin-messages';
import { roundHalfAwayFromZero } from './money';
import { err, ok, type Result } from './result';

export const PERIODS = ['24h', 'semana', 'mes', 'mesAnterior', 'año', 'personalizado'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'mes';

export const EXPENSE_TYPES = ['fijo', 'variable'] as const;
export const EXPENSE_FREQUENCIES = ['diario', 'semanal', 'quincenal', 'mensual', 'anual'] as const;
export type ExpenseFrequency = (typeof EXPENSE_FREQUENCIES)[number];

/** Half-open instant range [start, end) plus the Bogotá day keys it covers. */
export interface PeriodRange {
  start: Date;
  end: Date;
  fechaInicio: string;
  fechaFin: string;
  /** Days in the range, used to prorate personalizado. */
  days: number;
}

const HOUR = 3_600_000;

/**
 * The instants a dashboard period covers, in Bogotá time: 24h and semana are rolling windows
 * ending now; mes is this calendar month so far; mesAnterior the whole previous month; año this
 * calendar year so far; personalizado the given days, both included.
 */
export function periodRange(
  period: Period,
  now: Date,
  custom?: { fechaInicio?: string | null; fechaFin?: string | null },
): Result<PeriodRange, 'VALIDATION'> {
  const p = bogotaParts(now);
  const build = (start: Date, end: Date, days: number): PeriodRange => ({
    start,
    end,
    fechaInicio: bogotaDayKey(start),
    fechaFin: bogotaDayKey(new Date(end.getTime() - 1)),
    days,
  });
  switch (period) {
    case '24h':
      return ok(build(new Date(now.getTime() - 24 * HOUR), now, 1));
    case 'semana':
      return ok(build(new Date(now.getTime() - 7 * 24 * HOUR), now, 7));
    case 'mes': {
      const start = bogotaDayStart(p.year, p.month, 1);
      return ok(build(start, now, p.day));
    }
    case 'mesAnterior': {
      const [y, m] = p.month === 1 ? [p.year - 1, 12] : [p.year, p.month - 1];
      const start = bogotaDayStart(y, m, 1);
      const end = bogotaDayStart(p.year, p.month, 1);
      return ok(build(start, end, Math.round((end.getTime() - start.getTime()) / (24 * HOUR))));
    }
    case 'año':
      return ok(
        build(
          bogotaDayStart(p.year, 1, 1),
          now,
          daysInclusive(`${p.year}-01-01`, bogotaDayKey(now)),
        ),
      );
    case 'personalizado': {
      const from = custom?.fechaInicio ?? '';
      const to = custom?.fechaFin ?? '';
      if (!from || !to) return err('VALIDATION', ADMIN_MESSAGES.admin.profitability.datesRequired);
      const s = parseDayKey(from);
      const e = parseDayKey(to);
      if (!s || !e) return err('VALIDATION', ADMIN_MESSAGES.admin.profitability.dateInvalid);
      if (from > to) return err('VALIDATION', ADMIN_MESSAGES.admin.profitability.rangeInvalid);
      const next = parseDayKey(addDaysToKey(to, 1));
      if (!next) return err('VALIDATION', ADMIN_MESSAGES.admin.profitability.dateInvalid);
      const start = bogotaDayStart(s.year, s.month, s.day);
      const end = bogotaDayStart(next.year, next.month, next.day);
      return ok({ start, end, fechaInicio: from, fechaFin: to, days: daysInclusive(from, to) });
    }
  }
}

/** How many months of expenses a period carries: 24h 1/30, semana 7/30, mes 1, año 12, custom days/30. */
export function prorationFactor(period: Period, days = 30): number {
  switch (period) {
    case '24h':
      return 1 / 30;
    case 'semana':
      return 7 / 30;
    case 'mes':
    case 'mesAnterior':
      return 1;
    case 'año':
      return 12;
    case 'personalizado':
      return days / 30;
  }
}

/** An expense expressed as a monthly amount, so prorating treats every frequency alike. */
export function monthlyExpense(monto: number, frecuencia: ExpenseFrequency = 'mensual'): number {
  const perMonth: Record<ExpenseFrequency, number> = {
    diario: 30,
    semanal: 30 / 7,
    quincenal: 2,
    mensual: 1,
    anual: 1 / 12,
  };
  return roundHalfAwayFromZero(monto * perMonth[frecuencia]);
}

/** Cost of a line without a known cost, estimated from the average margin (percent). */
export function estimatedCost(revenue: number, averageMarginPercent: number): number {
  const margin = Math.min(100, Math.max(0, averageMarginPercent));
  return roundHalfAwayFromZero(revenue * (1 - margin / 100));
}

export interface ProfitSummary {
  gastosProrrateados: number;
  utilidadBruta: number;
  utilidadNeta: number;
  /** Percent with one decimal; 0 without sales. */
  margenBruto: number;
  margenNeto: number;
}

/** Gross = sales − cost of goods; net = gross − prorated monthly expenses (DESIGN §5). */
export function profitSummary(input: {
  ventas: number;
  costoVentas: number;
  gastosMensuales: number;
  factor: number;
}): ProfitSummary {
  const gastosProrrateados = roundHalfAwayFromZero(input.gastosMensuales * input.factor);
  const utilidadBruta = input.ventas - input.costoVentas;
  const utilidadNeta = utilidadBruta - gastosProrrateados;
  const pct = (x: number) => (input.ventas > 0 ? Math.round((x * 1000) / input.ventas) / 10 : 0);
  return {
    gastosProrrateados,
    utilidadBruta,
    utilidadNeta,
    margenBruto: pct(utilidadBruta),
    margenNeto: pct(utilidadNeta),
  };
}
