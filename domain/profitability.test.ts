import { describe, expect, it } from 'vitest';
import {
  chargeExpenses,
  dailyExpenseRate,
  estimatedCost,
  type DatedExpense,
  monthlyExpense,
  periodRange,
  profitSummary,
  type Period,
} from './profitability';

// 2026-03-15 10:00 in Bogotá.
const now = new Date('2026-03-15T15:00:00Z');

describe('periodRange', () => {
  it.each<[Period, string, string, string, string, number]>([
    ['24h', '2026-03-14T15:00:00.000Z', '2026-03-15T15:00:00.000Z', '2026-03-14', '2026-03-15', 1],
    [
      'semana',
      '2026-03-08T15:00:00.000Z',
      '2026-03-15T15:00:00.000Z',
      '2026-03-08',
      '2026-03-15',
      7,
    ],
    ['mes', '2026-03-01T05:00:00.000Z', '2026-03-15T15:00:00.000Z', '2026-03-01', '2026-03-15', 15],
    [
      'mesAnterior',
      '2026-02-01T05:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
      '2026-02-01',
      '2026-02-28',
      28,
    ],
    ['año', '2026-01-01T05:00:00.000Z', '2026-03-15T15:00:00.000Z', '2026-01-01', '2026-03-15', 74],
  ])('covers %s', (period, start, end, fechaInicio, fechaFin, days) => {
    const result = periodRange(period, now);
    expect(result).toMatchObject({ ok: true });
    if (result.ok) {
      expect(result.value.start.toISOString()).toBe(start);
      expect(result.value.end.toISOString()).toBe(end);
      expect(result.value).toMatchObject({ fechaInicio, fechaFin, days });
    }
  });

  it('wraps the previous month across the new year', () => {
    const result = periodRange('mesAnterior', new Date('2026-01-10T15:00:00Z'));
    expect(
      result.ok && [result.value.fechaInicio, result.value.fechaFin, result.value.days],
    ).toEqual(['2025-12-01', '2025-12-31', 31]);
  });

  it('covers whole custom days in Bogotá', () => {
    const result = periodRange('personalizado', now, {
      fechaInicio: '2026-03-01',
      fechaFin: '2026-03-10',
    });
    expect(result.ok && result.value.start.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(result.ok && result.value.end.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(result.ok && result.value.days).toBe(10);
  });

  it.each([
    [{}, 'Selecciona las fechas de inicio y fin'],
    [{ fechaInicio: '2026-03-01' }, 'Selecciona las fechas de inicio y fin'],
    [{ fechaInicio: '2026-02-30', fechaFin: '2026-03-01' }, 'Usa fechas con el formato AAAA-MM-DD'],
    [
      { fechaInicio: '2026-03-10', fechaFin: '2026-03-01' },
      'La fecha de inicio debe ser anterior o igual a la fecha final',
    ],
  ])('refuses the custom range %j', (custom, message) => {
    expect(periodRange('personalizado', now, custom)).toEqual({
      ok: false,
      code: 'VALIDATION',
      message,
    });
  });
});

describe('chargeExpenses (per Bogotá calendar day, issue 23)', () => {
  const rent: DatedExpense = { monto: 300_000, frecuencia: 'mensual', fechaInicio: '2025-06-01' };
  it.each<[string, DatedExpense[], string, string, number, number]>([
    // "Este mes" 1–26 Nov: 26 of November's 30 days, not the whole month
    ['this month so far', [rent], '2026-11-01', '2026-11-26', 260_000, 0.8667],
    // "Este año" 1 Jan–26 Nov: ten whole months and 26/30 of November
    ['this year so far', [rent], '2026-01-01', '2026-11-26', 3_260_000, 10.8667],
    // whole days; the rolling windows charge their hours (profitability-window.test.ts)
    ['two whole days', [rent], '2026-11-25', '2026-11-26', 20_000, 0.0667],
    ['eight whole days', [rent], '2026-11-19', '2026-11-26', 80_000, 0.2667],
    // an expense added today is charged from today only
    ['an expense added today', [{ ...rent, fechaInicio: '2026-11-26' }], '2026-01-01', '2026-11-26', 10_000, 0.0333],
    ['an expense that ended', [{ ...rent, fechaFin: '2026-11-10' }], '2026-11-01', '2026-11-26', 100_000, 0.3333],
    ['an expense starting after the period', [{ ...rent, fechaInicio: '2026-12-01' }], '2026-11-01', '2026-11-26', 0, 0],
    ['an expense over before the period', [{ ...rent, fechaFin: '2026-10-31' }], '2026-11-01', '2026-11-26', 0, 0],
    ['a monthly one in February', [{ ...rent, monto: 280_000 }], '2026-02-10', '2026-02-10', 10_000, 0.0357],
    ['a weekly one over 8 days', [{ ...rent, monto: 70_000, frecuencia: 'semanal' }], '2026-11-19', '2026-11-26', 80_000, 0.2667],
    // first half 1–15 whole, then 11 of the second half's 15 days
    ['a fortnightly one', [{ ...rent, frecuencia: 'quincenal' }], '2026-11-01', '2026-11-26', 520_000, 0.8667],
    // February 2026's second half has 13 days
    ['a fortnightly one in late February', [{ ...rent, monto: 130_000, frecuencia: 'quincenal' }], '2026-02-16', '2026-02-16', 10_000, 0.0385],
    ['a yearly one', [{ ...rent, monto: 365_000, frecuencia: 'anual' }], '2026-11-26', '2026-11-26', 1_000, 0.0329],
    ['a yearly one in a leap year', [{ ...rent, monto: 366_000, frecuencia: 'anual', fechaInicio: '2028-01-01' }], '2028-02-29', '2028-02-29', 1_000, 0.0328],
    ['a daily one', [{ ...rent, monto: 1_000, frecuencia: 'diario' }], '2026-11-01', '2026-11-26', 26_000, 0.8667],
    ['nothing at all', [], '2026-11-01', '2026-11-26', 0, 0],
  ])('charges %s', (_name, list, from, to, total, factor) => {
    const charge = chargeExpenses(list, from, to);
    expect(charge.total).toBe(total);
    expect(charge.factorProrrateo).toBeCloseTo(factor, 4);
  });

  it('adds several expenses and rounds once', () => {
    const list: DatedExpense[] = [
      { monto: 100_000, frecuencia: 'mensual', fechaInicio: '2026-01-01' },
      { monto: 100_000, frecuencia: 'mensual', fechaInicio: '2026-01-01' },
      { monto: 100_000, frecuencia: 'mensual', fechaInicio: '2026-01-01' },
    ];
    // 3 × 100.000 / 31 = 9.677,4… for one January day
    expect(chargeExpenses(list, '2026-01-05', '2026-01-05').total).toBe(9_677);
    expect(dailyExpenseRate(310_000, 'mensual', '2026-01-31')).toBe(10_000);
  });
});

describe('expenses and margins', () => {
  it.each([
    [1_000_000, 'mensual', 1_000_000],
    [10_000, 'diario', 300_000],
    [70_000, 'semanal', 300_000],
    [500_000, 'quincenal', 1_000_000],
    [1_200_000, 'anual', 100_000],
  ] as const)('turns %d %s into %d a month', (monto, frecuencia, monthly) => {
    expect(monthlyExpense(monto, frecuencia)).toBe(monthly);
  });

  it.each([
    [10_000, 25, 7_500],
    [10_000, 0, 10_000],
    [10_000, 150, 0],
  ])('estimates the cost of %d at %d%% margin as %d', (revenue, margin, cost) => {
    expect(estimatedCost(revenue, margin)).toBe(cost);
  });

  it.each([
    [
      { ventas: 1_000_000, costoVentas: 700_000, gastos: 70_000 },
      {
        gastosProrrateados: 70_000,
        utilidadBruta: 300_000,
        utilidadNeta: 230_000,
        margenBruto: 30,
        margenNeto: 23,
      },
    ],
    [
      { ventas: 0, costoVentas: 0, gastos: 300_000 },
      { gastosProrrateados: 300_000, utilidadNeta: -300_000, margenBruto: 0, margenNeto: 0 },
    ],
  ])('summarises %j', (input, expected) => {
    expect(profitSummary(input)).toMatchObject(expected);
  });
});
