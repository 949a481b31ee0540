import { describe, expect, it } from 'vitest';
import {
  estimatedCost,
  monthlyExpense,
  periodRange,
  profitSummary,
  prorationFactor,
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

describe('prorationFactor', () => {
  it.each<[Period, number | undefined, number]>([
    ['24h', undefined, 1 / 30],
    ['semana', undefined, 7 / 30],
    ['mes', undefined, 1],
    ['mesAnterior', undefined, 1],
    ['año', undefined, 12],
    ['personalizado', 15, 0.5],
  ])('prorates %s (%s days) by %d', (period, days, factor) => {
    expect(prorationFactor(period, days)).toBeCloseTo(factor, 10);
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
      { ventas: 1_000_000, costoVentas: 700_000, gastosMensuales: 300_000, factor: 7 / 30 },
      {
        gastosProrrateados: 70_000,
        utilidadBruta: 300_000,
        utilidadNeta: 230_000,
        margenBruto: 30,
        margenNeto: 23,
      },
    ],
    [
      { ventas: 0, costoVentas: 0, gastosMensuales: 300_000, factor: 1 },
      { gastosProrrateados: 300_000, utilidadNeta: -300_000, margenBruto: 0, margenNeto: 0 },
    ],
  ])('summarises %j', (input, expected) => {
    expect(profitSummary(input)).toMatchObject(expected);
  });
});
