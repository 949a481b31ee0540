import { describe, expect, it } from 'vitest';
import { checkPointsAdjustment } from './points-adjust';
import { ledgerKindLabel } from './points-ledger';

describe('checkPointsAdjustment', () => {
  it.each([
    [120, 50, 170],
    [120, -120, 0],
    [0, 100_000, 100_000],
  ])('balance %i adjusted by %i gives %i', (balance, delta, after) => {
    expect(checkPointsAdjustment(balance, delta)).toEqual({ ok: true, value: after });
  });

  it.each([
    [120, -121, 'POINTS_BELOW_ZERO', 'No puedes quitar más de los 120 puntos que tiene disponibles'],
    [120, 0, 'POINTS_ADJUST_INVALID', expect.stringContaining('no puede ser 0')],
    [120, 2.5, 'POINTS_ADJUST_INVALID', expect.stringContaining('no puede ser 0')],
    [0, 100_001, 'POINTS_ADJUST_INVALID', 'El ajuste máximo es de 100.000 puntos'],
  ])('refuses balance %i adjusted by %i (%s)', (balance, delta, code, message) => {
    expect(checkPointsAdjustment(balance, delta)).toEqual({ ok: false, code, message });
  });
});

describe('ledgerKindLabel', () => {
  it('reads the ledger kinds as people say them', () => {
    expect(ledgerKindLabel('adjusted')).toBe('Ajuste de la tienda');
    expect(ledgerKindLabel('compensacion')).toBe('Compensación por demora');
    expect(ledgerKindLabel('otra-cosa')).toBe('Movimiento');
  });
});
