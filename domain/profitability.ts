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

/** An expense as the dashboard charges it: from its first day to its last (both included). */
export interface DatedExpense {
  monto: number;
  frecuencia: ExpenseFrequency;
  /** 'YYYY-MM-DD', Bogotá calendar day the expense starts. */
  fechaInicio: string;
  /** 'YYYY-MM-DD', last Bogotá day charged; null while it runs. */
  fechaFin?: string | null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * What an expense costs on one Bogotá calendar day, unrounded: mensual ÷ the days of that
 * month, semanal ÷ 7, quincenal ÷ the days of that half month (1–15, 16–end), anual ÷ the days of
 * that year, diario as is.
 */
export function dailyExpenseRate(monto: number, frecuencia: ExpenseFrequency, day: string): number {
  const d = parseDayKey(day);
  if (!d) throw new RangeError(`Not a day key: ${day}`);
  switch (frecuencia) {
    case 'diario':
      return monto;
    case 'semanal':
      return monto / 7;
    case 'quincenal':
      return monto / (d.day <= 15 ? 15 : daysInMonth(d.year, d.month) - 15);
    case 'mensual':
      return monto / daysInMonth(d.year, d.month);
    case 'anual':
      return monto / daysInclusive(`${d.year}-01-01`, `${d.year}-12-31`);
  }
}

export interface ExpenseCharge {
  /** Pesos charged to the days [fechaInicio, fechaFin], rounded once at the end. */
  total: number;
  /** total ÷ one month of the expenses active in those days; 0 without any. */
  factorProrrateo: number;
  /** Monthly equivalent of the expenses active in those days. */
  mensual: number;
}

/**
 * Expenses charged to the Bogotá days fechaInicio..fechaFin (both included): each expense is
 * charged on every day inside both the period and its own dates, at its daily rate times the
 * share of that day the period covers (`share`, whole days by default).
 */
export function chargeExpenses(
  list: readonly DatedExpense[],
  fechaInicio: string,
  fechaFin: string,
  share: (day: string) => number = () => 1,
): ExpenseCharge {
  let total = 0;
  let mensual = 0;
  for (const e of list) {
    const from = e.fechaInicio > fechaInicio ? e.fechaInicio : fechaInicio;
    const to = e.fechaFin && e.fechaFin < fechaFin ? e.fechaFin : fechaFin;
    if (from > to) continue;
    mensual += monthlyExpense(e.monto, e.frecuencia);
    for (let day = from; day <= to; day = addDaysToKey(day, 1)) {
      total += dailyExpenseRate(e.monto, e.frecuencia, day) * share(day);
    }
  }
  const charged = roundHalfAwayFromZero(total);
  return {
    total: charged,
    mensual,
    factorProrrateo: mensual > 0 ? Math.round((charged / mensual) * 10_000) / 10_000 : 0,
  };
}

const DAY = 24 * HOUR;

/**
 * The expenses a dashboard period carries (issue 41). The rolling windows (24h, semana) are
 * charged over exactly their hours: each Bogotá day by the share of it inside [start, end), so
 * 24 hours cost one day whatever two calendar days they touch. Calendar periods (mes, año,
 * mesAnterior, personalizado) are charged by whole days, today included, as they are labelled.
 */
export function chargePeriodExpenses(
  list: readonly DatedExpense[],
  period: Period,
  range: PeriodRange,
): ExpenseCharge {
  if (period !== '24h' && period !== 'semana')
    return chargeExpenses(list, range.fechaInicio, range.fechaFin);
  const share = (day: string) => {
    const d = parseDayKey(day);
    if (!d) return 0;
    const dayStart = bogotaDayStart(d.year, d.month, d.day).getTime();
    const from = Math.max(dayStart, range.start.getTime());
    const to = Math.min(dayStart + DAY, range.end.getTime());
    return to > from ? (to - from) / DAY : 0;
  };
  return chargeExpenses(list, range.fechaInicio, range.fechaFin, share);
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

/** Gross = sales − cost of goods; net = gross − the expenses charged to the period (DESIGN §5). */
export function profitSummary(input: {
  ventas: number;
  costoVentas: number;
  /** Expenses already charged to the period (chargeExpenses). */
  gastos: number;
}): ProfitSummary {
  const gastosProrrateados = input.gastos;
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

/**
 * The keys of a chart series for a period (issue 41: a day without sales is a bar at zero, not a
 * gap that reads as a trend): every Bogotá day from `fechaInicio` to `fechaFin` (both included),
 * or every month ('YYYY-MM') they touch when `byMonth`.
 */
export function seriesKeys(fechaInicio: string, fechaFin: string, byMonth = false): string[] {
  const keys: string[] = [];
  if (fechaInicio > fechaFin) return keys;
  // Bounded: a custom range is at most a few years of days.
  for (let day = fechaInicio; day <= fechaFin && keys.length < 5_000; day = addDaysToKey(day, 1)) {
    const key = byMonth ? day.slice(0, 7) : day;
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}
