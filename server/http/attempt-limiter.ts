/**
 * A sliding-window attempt counter kept in this instance's memory: at most `limit` attempts per key
 * in any `windowMs`. Good enough where a per-instance limit still stops brute force (promo-code
 * guessing); limits that must hold across instances are counted in the database instead
 * (see auth.limits.ts). Time comes from the caller, so tests move it without waiting.
 */
export interface AttemptLimiterOptions {
  limit: number;
  windowMs: number;
  /** Keys kept at most; past it, idle keys go first, then the oldest. */
  maxKeys?: number;
}

export interface AttemptLimiter {
  /** Seconds until `key` may try again, or 0 when it may try now. Records nothing. */
  retryAfter(key: string, now: Date): number;
  /** Counts one attempt for `key`. */
  record(key: string, now: Date): void;
  /** Forgets every key (tests, or an administrator lifting a block). */
  clear(): void;
}

export function createAttemptLimiter({ limit, windowMs, maxKeys = 50_000 }: AttemptLimiterOptions): AttemptLimiter {
  const hits = new Map<string, number[]>();

  function recent(key: string, nowMs: number): number[] {
    const list = hits.get(key);
    if (!list) return [];
    const cutoff = nowMs - windowMs;
    let drop = 0;
    while (drop < list.length && list[drop]! <= cutoff) drop++;
    if (drop > 0) list.splice(0, drop);
    if (list.length === 0) hits.delete(key);
    return list;
  }

  function evict(nowMs: number): void {
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) return;
      recent(key, nowMs);
    }
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) return;
      hits.delete(key);
    }
  }

  return {
    retryAfter(key, now) {
      const nowMs = now.getTime();
      const list = recent(key, nowMs);
      if (list.length < limit) return 0;
      // The attempt that frees a slot is the limit-th newest one.
      const freeAt = list[list.length - limit]! + windowMs;
      return Math.max(1, Math.ceil((freeAt - nowMs) / 1000));
    },
    record(key, now) {
      const nowMs = now.getTime();
      const list = recent(key, nowMs);
      if (list.length === 0) {
        if (hits.size >= maxKeys) evict(nowMs);
        hits.set(key, [nowMs]);
        return;
      }
      list.push(nowMs);
      // Only the newest `limit` matter for the decision; older ones are dead weight.
      if (list.length > limit) list.splice(0, list.length - limit);
    },
    clear() {
      hits.clear();
    },
  };
}

/** The longest wait among several limiters (e.g. per user and per IP), 0 when all allow. */
export function retryAfterAny(checks: Array<[AttemptLimiter, string]>, now: Date): number {
  return Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key, now)));
}
