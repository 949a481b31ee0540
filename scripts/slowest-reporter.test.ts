import { describe, expect, it } from 'vitest';
import { errorSummary, formatFlaky, formatSlowest, slowest } from './slowest-reporter';

const test = (name: string, durationMs: number) => ({ name, file: 'e2e/a.e2e.ts', durationMs });

describe('the slowest-tests summary', () => {
  it('keeps the ten longest tests, longest first', () => {
    const tests = Array.from({ length: 14 }, (_, i) => test(`t${i}`, i * 100));
    const top = slowest(tests);
    expect(top).toHaveLength(10);
    expect(top.map((t) => t.name)).toEqual([
      't13',
      't12',
      't11',
      't10',
      't9',
      't8',
      't7',
      't6',
      't5',
      't4',
    ]);
  });

  it('prints one line per test with seconds, file and name, and nothing for an empty run', () => {
    const text = formatSlowest([test('payments › pays', 12_345), test('store › adds', 800)], 'e2e');
    expect(text).toContain('Slowest 2 tests (e2e):');
    expect(text).toContain('  12.3 s  e2e/a.e2e.ts › payments › pays');
    expect(text).toContain('   0.8 s  e2e/a.e2e.ts › store › adds');
    expect(formatSlowest([], 'e2e')).toBe('');
  });

  it('names the tests that passed only on a second try, and prints nothing when none did', () => {
    const text = formatFlaky([{ ...test('pays', 900), flaky: true }, test('adds', 800)]);
    expect(text).toContain('Passed only on a second try (1):');
    expect(text).toContain('  e2e/a.e2e.ts › pays');
    expect(text).not.toContain('adds');
    expect(formatFlaky([test('adds', 800)])).toBe('');
  });

  it('says why a flaky test failed its first try, in a few plain lines', () => {
    const message =
      "\u001b[31mTimeoutError\u001b[39m: locator.waitFor: Timeout 4000ms exceeded.\nCall log:\n  - waiting for getByRole('article')\n  - more";
    const summary = errorSummary(message);
    expect(summary).toBe(
      "TimeoutError: locator.waitFor: Timeout 4000ms exceeded. · Call log: · - waiting for getByRole('article')",
    );
    const text = formatFlaky([{ ...test('pays', 900), flaky: true, firstError: summary }]);
    expect(text).toContain(`      first try: ${summary}`);
    expect(errorSummary('x'.repeat(400))).toHaveLength(300);
    expect(errorSummary(undefined)).toBeUndefined();
  });
});
