import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, retryAfterAny } from './attempt-limiter';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 15, 0, 0) + seconds * 1000);

describe('attempt limiter', () => {
  it('allows the limit within the window and blocks the next attempt until the oldest expires', () => {
    const limiter = createAttemptLimiter({ limit: 3, windowMs: 60_000 });
    for (const s of [0, 10, 20]) {
      expect(limiter.retryAfter('a', at(s))).toBe(0);
      limiter.record('a', at(s));
    }
    expect(limiter.retryAfter('a', at(30))).toBe(30);
    expect(limiter.retryAfter('a', at(59.5))).toBe(1);
    expect(limiter.retryAfter('a', at(60))).toBe(0);
    limiter.record('a', at(60));
    expect(limiter.retryAfter('a', at(61))).toBe(9);
  });

  it('counts keys separately', () => {
    const limiter = createAttemptLimiter({ limit: 1, windowMs: 1_000 });
    limiter.record('a', at(0));
    expect(limiter.retryAfter('a', at(0))).toBe(1);
    expect(limiter.retryAfter('b', at(0))).toBe(0);
  });

  it('keeps at most maxKeys keys, forgetting idle ones first', () => {
    const limiter = createAttemptLimiter({ limit: 1, windowMs: 10_000, maxKeys: 2 });
    limiter.record('old', at(0));
    limiter.record('busy', at(15));
    limiter.record('new', at(16));
    expect(limiter.retryAfter('busy', at(16))).toBeGreaterThan(0);
    expect(limiter.retryAfter('new', at(16))).toBeGreaterThan(0);
    limiter.record('newest', at(17));
    expect(limiter.retryAfter('newest', at(17))).toBeGreaterThan(0);
  });

  it('reports the longest wait among several limiters', () => {
    const user = createAttemptLimiter({ limit: 1, windowMs: 60_000 });
    const ip = createAttemptLimiter({ limit: 5, windowMs: 60_000 });
    expect(retryAfterAny([[user, 'u1'], [ip, '1.2.3.4']], at(0))).toBe(0);
    user.record('u1', at(0));
    expect(retryAfterAny([[user, 'u1'], [ip, '1.2.3.4']], at(20))).toBe(40);
    user.clear();
    expect(retryAfterAny([[user, 'u1'], [ip, '1.2.3.4']], at(20))).toBe(0);
  });
});
