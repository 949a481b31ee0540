import { percentile } from '../../testkit/orders-load';
import { round } from '../report';

/** One order of the hot-product rush, as its resident saw it. */
export interface TailSample {
  /** Seconds from the start of the round to when the request was sent. */
  at: number;
  ms: number;
  /** 0: no answer (the client's error is in `error`). */
  status: number;
  /** The answer's `code` when it was not 201 (INSUFFICIENT_STOCK, OVERLOADED …). */
  code?: string;
  error?: string;
}

/** Issue 42's target for the rush: a fair tail, under a second. */
export const TAIL_TARGET = { maxRatio: 3, maxP99Ms: 1_000 } as const;

export interface TailFigures {
  requests: number;
  /** 201: a new order. Only these are timed. */
  created: number;
  /** 409 INSUFFICIENT_STOCK: the stock ran out (counted apart: a normal answer). */
  refused_stock: number;
  /** Any other answer (503 OVERLOADED included) or no answer. */
  failed: number;
  orders_per_s: number;
  p50_ms: number;
  p90_ms: number;
  p99_ms: number;
  max_ms: number;
  p99_over_p50: number;
  outcomes: string;
}

/** The round's figures over `seconds` of load. */
export function tailFigures(samples: readonly TailSample[], seconds: number): TailFigures {
  const ms = samples.filter((s) => s.status === 201).map((s) => s.ms);
  const refused = samples.filter((s) => s.status === 409 && s.code === 'INSUFFICIENT_STOCK');
  const p50 = percentile(ms, 50);
  const p99 = percentile(ms, 99);
  return {
    requests: samples.length,
    created: ms.length,
    refused_stock: refused.length,
    failed: samples.length - ms.length - refused.length,
    orders_per_s: round(seconds > 0 ? ms.length / seconds : 0, 1),
    p50_ms: round(p50, 1),
    p90_ms: round(percentile(ms, 90), 1),
    p99_ms: round(p99, 1),
    max_ms: round(
      ms.reduce((a, b) => Math.max(a, b), 0),
      1,
    ),
    p99_over_p50: round(p50 > 0 ? p99 / p50 : 0, 2),
    outcomes: outcomes(samples),
  };
}

/** How many requests ended with each status (and code), and with each client error. */
function outcomes(samples: readonly TailSample[]): string {
  const counts: Record<string, number> = {};
  for (const s of samples) {
    const key = s.status === 0 ? `error ${s.error}` : s.code ? `${s.status} ${s.code}` : String(s.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.entries(counts)
    .map(([key, n]) => `${key} ×${n}`)
    .join(', ');
}

/**
 * PASS when p99 ≤ 3 × p50 and p99 ≤ 1 s with every order answered (a stock refusal is an
 * answer); the reasons otherwise, in words.
 */
export function tailVerdict(f: TailFigures): { pass: boolean; reasons: string[] } {
  const reasons: string[] = [];
  if (f.created === 0) reasons.push('no order was created');
  if (f.p99_over_p50 > TAIL_TARGET.maxRatio)
    reasons.push(`p99 is ${f.p99_over_p50}× p50 (target ≤ ${TAIL_TARGET.maxRatio}×)`);
  if (f.p99_ms > TAIL_TARGET.maxP99Ms)
    reasons.push(`p99 ${f.p99_ms} ms (target ≤ ${TAIL_TARGET.maxP99Ms} ms)`);
  if (f.failed > 0) reasons.push(`${f.failed} requests failed (${f.outcomes})`);
  return { pass: reasons.length === 0, reasons };
}

/** The line a person reads: PASS or FAIL, the figures and, when it fails, why. */
export function tailLine(label: string, f: TailFigures): string {
  const { pass, reasons } = tailVerdict(f);
  const figures =
    `p50 ${f.p50_ms} ms, p99 ${f.p99_ms} ms (${f.p99_over_p50}×), ` +
    `${f.orders_per_s} orders/s, ${f.created} created, ${f.refused_stock} refused for stock`;
  return `${pass ? 'PASS' : 'FAIL'} ${label}: ${figures}${pass ? '' : ` — ${reasons.join('; ')}`}`;
}
