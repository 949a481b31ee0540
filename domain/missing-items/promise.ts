/**
 * The delivery promise and the resident's decision time (issue 44, decision 0025): while a
 * question about a missing product waits for the resident, the clock of the promise stops. The
 * time each question stayed open (opened → answered, timed out or closed) is added to the
 * promise, so a resident who takes two minutes to choose gets the order two minutes later without
 * the shop owing compensation, and a shop that asks never gains time it did not spend waiting.
 */
export interface QuestionSpan {
  opened: Date;
  /** When it closed; null while still open (then it counts up to `now`). */
  closed: Date | null;
}

/** Milliseconds the order waited on its resident, overlapping questions counted once. */
export function residentDecisionMs(spans: readonly QuestionSpan[], now: Date): number {
  const intervals = spans
    .map((s) => [s.opened.getTime(), (s.closed ?? now).getTime()] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of intervals) {
    const from = Math.max(a, end);
    if (b > from) total += b - from;
    end = Math.max(end, b);
  }
  return total;
}

/** The instant the promise counts from: the order's creation moved by the resident's decision time. */
export function promiseStart(createdAt: Date, spans: readonly QuestionSpan[], now: Date): Date {
  return new Date(createdAt.getTime() + residentDecisionMs(spans, now));
}
