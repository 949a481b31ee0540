import { describe, expect, it } from 'vitest';
import { chargePeriodExpenses, periodRange, type DatedExpense, type Period } from './profitability';

// A rent of 300.000 a month (10.000 a day in November's 30 days, 9.677,42 in a 31-day month) and
// transport of 1.000 a day, both running since January.
const rent: DatedExpense = { monto: 300_000, frecuencia: 'mensual', fechaInicio: '2026-01-01' };
const transport: DatedExpense = { monto: 1_000, frecuencia: 'diario', fechaInicio: '2026-01-01' };
// 26 Nov 2026, 10:00 in Bogotá.
const now = new Date('2026-11-26T15:00:00Z');

function charged(
  period: Period,
  at: Date,
  list: readonly DatedExpense[] = [rent, transport],
  custom?: { fechaInicio: string; fechaFin: string },
) {
  const range = periodRange(period, at, custom);
  if (!range.ok) throw new Error(range.message);
  return chargePeriodExpenses(list, period, range.value);
}

describe('expenses charged over exactly the window (issue 41)', () => {
  it('charges one day for the last 24 hours, not the two calendar days they touch', () => {
    // 25 Nov 10:00 → 26 Nov 10:00: 14 h of the 25th and 10 h of the 26th, both at 10.000 + 1.000
    expect(charged('24h', now)).toMatchObject({ total: 11_000, factorProrrateo: 0.0333 });
  });

  it('charges seven days for the week, not eight', () => {
    expect(charged('semana', now).total).toBe(7 * 11_000);
  });

  it('charges the whole of a month, at that month’s own length', () => {
    // October: the full rent and 31 days of transport
    expect(charged('mesAnterior', now).total).toBe(300_000 + 31 * 1_000);
  });

  it('charges a custom range day by day, both ends included', () => {
    const range = { fechaInicio: '2026-11-03', fechaFin: '2026-11-09' };
    expect(charged('personalizado', now, [rent, transport], range).total).toBe(7 * 11_000);
  });

  it('charges a window crossing a month end at each month’s daily rate', () => {
    // 1 Dec 2026 15:00 in Bogotá: 9 h of 30 Nov at 10.000 a day, 15 h of 1 Dec at 300.000 / 31
    const at = new Date('2026-12-01T20:00:00Z');
    const byHand = (10_000 * 9) / 24 + (300_000 / 31) * (15 / 24) + 1_000;
    expect(byHand).toBeCloseTo(10_798.39, 2);
    expect(charged('24h', at).total).toBe(10_798);
  });

  it('charges an expense added today only for the hours of today inside the window', () => {
    const today = { ...rent, fechaInicio: '2026-11-26' };
    // 00:00 → 10:00 of the 26th: 10 of its 24 hours at 10.000 a day
    expect(charged('24h', now, [today]).total).toBe(4_167);
  });
});
