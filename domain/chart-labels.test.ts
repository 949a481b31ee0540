import { describe, expect, it } from 'vitest';
import { ellipsize, niceTicks, shortAmount } from './chart-labels';
import { shortDayLabel } from './dates';

describe('niceTicks', () => {
  it.each<[number, number, number[]]>([
    [0, 5_800, [0, 2_000, 4_000, 6_000]],
    [0, 260_000, [0, 100_000, 200_000, 300_000]],
    [0, 1_800, [0, 500, 1_000, 1_500, 2_000]],
    [0, 1_234_567, [0, 500_000, 1_000_000, 1_500_000]],
    [-3_000, 9_000, [-5_000, 0, 5_000, 10_000]],
    [0, 3, [0, 1, 2, 3]],
    [0, 0, [0, 1]],
  ])('steps %d..%d by a round amount', (min, max, expected) => {
    expect(niceTicks(min, max)).toEqual(expected);
  });

  it('keeps every step equal and covers the data', () => {
    for (const max of [7, 93, 4_321, 58_000, 777_777, 12_345_678]) {
      const ticks = niceTicks(0, max);
      const steps = new Set(ticks.slice(1).map((t, i) => t - ticks[i]!));
      expect(steps.size).toBe(1);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('chart labels', () => {
  it.each<[number, string]>([
    [0, '0'],
    [500, '500'],
    [1_500, '1,5 mil'],
    [2_000, '2 mil'],
    [260_000, '260 mil'],
    [1_200_000, '1,2 M'],
    [-4_000, '-4 mil'],
  ])('shortens %d to %s', (n, text) => {
    expect(shortAmount(n)).toBe(text);
  });

  it('cuts long names with an ellipsis and keeps short ones', () => {
    expect(ellipsize('Aceite de girasol 1 L', 10)).toBe('Aceite de…');
    expect(ellipsize('Café', 10)).toBe('Café');
  });

  it.each([
    ['2026-11-26', '26 nov'],
    ['2026-01-05', '5 ene'],
    ['2026-09', 'sep'],
    ['otro', 'otro'],
  ])('writes %s as %s', (key, label) => {
    expect(shortDayLabel(key)).toBe(label);
  });
});
