import { describe, expect, it } from 'vitest';
import { memoryCheck, memoryLine } from './memory-budget';
import { tailOptions } from './order-tail';
import { tailFigures, tailLine, tailVerdict, type TailSample } from './tail-figures';

const orders = (ms: number[]): TailSample[] => ms.map((m, i) => ({ at: i / 100, ms: m, status: 201 }));

describe('the hot-product rush’s verdict', () => {
  it('passes a tail within 3× the median and under a second', () => {
    const f = tailFigures(orders([...Array(99).fill(200), 590]), 8);
    expect(f).toMatchObject({ created: 100, p50_ms: 200, p99_ms: 200, orders_per_s: 12.5 });
    expect(tailVerdict(f).pass).toBe(true);
    expect(tailLine('fetch', f)).toMatch(/^PASS fetch: p50 200 ms/);
  });

  it('fails a tail past 3× the median, and says so', () => {
    const f = tailFigures(orders([...Array(95).fill(200), ...Array(5).fill(700)]), 8);
    expect(tailVerdict(f)).toEqual({ pass: false, reasons: ['p99 is 3.5× p50 (target ≤ 3×)'] });
  });

  it('fails a p99 over a second even when the tail is even', () => {
    const f = tailFigures(orders(Array(100).fill(1_200)), 8);
    expect(tailVerdict(f).reasons).toEqual(['p99 1200 ms (target ≤ 1000 ms)']);
  });

  it('counts stock refusals apart and fails on any other answer', () => {
    const samples: TailSample[] = [
      ...orders(Array(10).fill(100)),
      { at: 1, ms: 5, status: 409, code: 'INSUFFICIENT_STOCK' },
      { at: 1, ms: 5, status: 503, code: 'OVERLOADED' },
      { at: 1, ms: 5, status: 0, error: 'fetch failed: ECONNRESET' },
    ];
    const f = tailFigures(samples, 1);
    expect(f).toMatchObject({ created: 10, refused_stock: 1, failed: 2 });
    expect(f.outcomes).toBe(
      '201 ×10, 409 INSUFFICIENT_STOCK ×1, 503 OVERLOADED ×1, error fetch failed: ECONNRESET ×1',
    );
    expect(tailVerdict(f).reasons).toEqual([
      '2 requests failed (201 ×10, 409 INSUFFICIENT_STOCK ×1, 503 OVERLOADED ×1, error fetch failed: ECONNRESET ×1)',
    ]);
  });

  it('reads the issue’s scenario by default and refuses unknown knobs', () => {
    expect(tailOptions({})).toEqual({ seconds: 8, rounds: 2, residents: 50, modes: ['fetch'] });
    expect(tailOptions({ TAIL_MODES: 'fetch,keepalive', TAIL_SECONDS: '20' })).toMatchObject({
      seconds: 20,
      modes: ['fetch', 'keepalive'],
    });
    expect(() => tailOptions({ TAIL_MODES: 'curl' })).toThrow(/TAIL_MODES/);
    expect(() => tailOptions({ TAIL_ROUNDS: '0' })).toThrow(/TAIL_ROUNDS/);
  });
});

describe('the embedded server’s memory budget', () => {
  it('holds the embedded database to 400 MB at each moment', () => {
    expect(memoryCheck('pglite', 'idle_3s_after_start', 390)).toMatchObject({ pass: true });
    expect(memoryCheck('pglite', 'end_of_soak', 401)).toMatchObject({ pass: false });
    expect(memoryLine('pglite', memoryCheck('pglite', 'end_of_soak', 401))).toBe(
      'FAIL memory, pglite server at the end of the soak: 401 MB resident (budget ≤ 400 MB)',
    );
  });

  it('gives PostgreSQL’s server and a missing reading no verdict', () => {
    expect(memoryCheck('postgres', 'end_of_soak', 500).pass).toBeNull();
    expect(memoryCheck('pglite', 'idle_3s_after_start', null).pass).toBeNull();
  });
});
