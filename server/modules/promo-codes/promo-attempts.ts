import { MESSAGES } from '../../../domain/messages';
import { createAttemptLimiter, retryAfterAny, type AttemptLimiter } from '../../http/attempt-limiter';
import { AppError } from '../../http/errors';

export interface PromoCodeLimits {
  /** Code attempts per user per minute. */
  perUser: number;
  /** Code attempts per client IP per minute (neighbours may share one). */
  perIp: number;
}

export const DEFAULT_PROMO_LIMITS: PromoCodeLimits = { perUser: 10, perIp: 30 };

export interface PromoAttemptCaller {
  userId: number;
  ip: string;
  now: Date;
}

/**
 * One count of promo-code attempts per account and per address, shared by every route that takes
 * a code (validation, cash orders, digital payments), so a guesser gains nothing by switching
 * route (issue 46). Counted per instance, like attempt-limiter.ts says.
 */
export interface PromoAttempts {
  /** Refuses with 429 when this account or this address has spent its attempts. */
  assertMayTry(caller: PromoAttemptCaller): void;
  record(caller: PromoAttemptCaller): void;
}

export function createPromoAttempts(limits: PromoCodeLimits = DEFAULT_PROMO_LIMITS): PromoAttempts {
  const byUser: AttemptLimiter = createAttemptLimiter({ limit: limits.perUser, windowMs: 60_000 });
  const byIp: AttemptLimiter = createAttemptLimiter({ limit: limits.perIp, windowMs: 60_000 });
  const checks = (c: PromoAttemptCaller): Array<[AttemptLimiter, string]> => [
    [byUser, String(c.userId)],
    [byIp, c.ip],
  ];
  return {
    assertMayTry(caller) {
      const wait = retryAfterAny(checks(caller), caller.now);
      if (wait > 0) {
        throw new AppError('RATE_LIMITED', 429, MESSAGES.promo.tooManyAttempts, undefined, { retryAfter: wait });
      }
    },
    record(caller) {
      checks(caller).forEach(([limiter, key]) => limiter.record(key, caller.now));
    },
  };
}

/**
 * Runs a checkout that carries a code under the limit. Any refusal of such a checkout counts, not
 * only the code's own: a refusal that comes after the code was accepted (prices changed, stock,
 * the digital minimum) rolls the code back but still tells the caller the code is live.
 * Checkouts without a code are not counted.
 */
export async function withPromoAttempt<T>(
  attempts: PromoAttempts,
  caller: PromoAttemptCaller,
  codigo: string | null | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (!codigo) return run();
  attempts.assertMayTry(caller);
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) attempts.record(caller);
    throw error;
  }
}
