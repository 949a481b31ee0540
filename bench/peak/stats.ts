import { performance } from 'node:perf_hooks';
import { percentile } from '../../testkit/orders-load';
import { round } from '../report';
import type { Outcome } from './client';

interface ActionTally {
  latencies: number[];
  count: number;
  errors: number;
  status5xx: number;
  example?: string;
}

/**
 * Per-action latencies and errors. Latencies count from the end of the warm-up (the first
 * requests pay for JIT and cold caches); errors count over the whole run, warm-up included.
 */
export class Tally {
  private readonly actions = new Map<string, ActionTally>();
  private measuring = false;
  private measureStart = 0;
  private lastAnswer = 0;
  private measuredErrors = 0;

  /** Errors of requests that started after the warm-up. */
  errorsMeasured(): number {
    return this.measuredErrors;
  }

  startMeasuring(): void {
    this.measuring = true;
    this.measureStart = performance.now();
  }

  record(outcome: Outcome): void {
    let tally = this.actions.get(outcome.action);
    if (!tally) {
      tally = { latencies: [], count: 0, errors: 0, status5xx: 0 };
      this.actions.set(outcome.action, tally);
    }
    if (!outcome.ok) {
      tally.errors++;
      if (outcome.status >= 500) tally.status5xx++;
      tally.example ??= outcome.detail;
    }
    if (!this.measuring) return;
    if (!outcome.ok) this.measuredErrors++;
    tally.count++;
    if (outcome.status !== 0) tally.latencies.push(outcome.ms);
    this.lastAnswer = performance.now();
  }

  /** One row per action, slowest p99 first. */
  summary(): Array<{
    action: string;
    count: number;
    rps: number;
    p50_ms: number;
    p99_ms: number;
    max_ms: number;
    errors: number;
    status_5xx: number;
    example?: string;
  }> {
    const seconds = Math.max(0.001, (this.lastAnswer - this.measureStart) / 1000);
    return [...this.actions]
      .map(([action, t]) => ({
        action,
        count: t.count,
        rps: round(t.count / seconds, 1),
        p50_ms: round(percentile(t.latencies, 50), 1),
        p99_ms: round(percentile(t.latencies, 99), 1),
        max_ms: round(
          t.latencies.reduce((a, b) => Math.max(a, b), 0),
          1,
        ),
        errors: t.errors,
        status_5xx: t.status5xx,
        ...(t.example ? { example: t.example } : {}),
      }))
      .sort((a, b) => b.p99_ms - a.p99_ms);
  }

  totals(): { requests: number; rps: number; errors: number; status5xx: number } {
    const rows = this.summary();
    return {
      requests: rows.reduce((a, r) => a + r.count, 0),
      rps: round(
        rows.reduce((a, r) => a + r.rps, 0),
        1,
      ),
      errors: rows.reduce((a, r) => a + r.errors, 0),
      status5xx: rows.reduce((a, r) => a + r.status_5xx, 0),
    };
  }
}

/** Values of the named Prometheus series in a /metrics text (labels ignored; summed). */
export function readMetrics(text: string, names: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match || !names.includes(match[1]!)) continue;
    const label = match[2] ?? '';
    const key = match[1] === 'superconjunto_db_connections' ? `${match[1]}${label}` : match[1]!;
    out[key] = (out[key] ?? 0) + Number(match[3]);
  }
  return out;
}

export interface MemorySample {
  t_s: number;
  rss_mb: number | null;
  heap_used_mb: number | null;
  /** The JS heap V8 has reserved (used or not): with heap_used, tells V8's sizing from malloc's. */
  heap_total_mb: number | null;
  external_mb: number | null;
  loop_p99_ms: number | null;
  loop_max_ms: number | null;
  db_waiting: number | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Memory growth after the warm-up, in %: the median RSS of the last fifth of the samples
 * against the median of the first fifth after the warm-up (medians, so one GC or one busy
 * neighbour does not decide the figure).
 */
export function growthAfterWarmup(
  samples: readonly MemorySample[],
  warmupS: number,
): number | null {
  const after = samples.filter((s) => s.t_s >= warmupS && s.rss_mb !== null).map((s) => s.rss_mb!);
  if (after.length < 5) return null;
  const fifth = Math.max(1, Math.floor(after.length / 5));
  const start = median(after.slice(0, fifth));
  const end = median(after.slice(-fifth));
  return round(((end - start) / start) * 100, 1);
}
