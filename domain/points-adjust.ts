import { ADMIN_MESSAGES } from './admin-messages';
import { err, ok, type Result } from './result';

const R = ADMIN_MESSAGES.residents;

/** An administrator's adjustment is bounded so one mis-typed zero cannot mint a fortune. */
export const POINTS_ADJUST_LIMIT = 100_000;

/**
 * Whether an adjustment of `delta` may apply to a balance of `balance` (issue 24): never zero,
 * within the limit, and a deduction never takes the balance below zero. Answers the new balance.
 */
export function checkPointsAdjustment(
  balance: number,
  delta: number,
): Result<number, 'POINTS_ADJUST_INVALID' | 'POINTS_BELOW_ZERO'> {
  if (!Number.isInteger(delta) || delta === 0) return err('POINTS_ADJUST_INVALID', R.pointsZero);
  if (Math.abs(delta) > POINTS_ADJUST_LIMIT) return err('POINTS_ADJUST_INVALID', R.pointsTooMany);
  if (balance + delta < 0) return err('POINTS_BELOW_ZERO', R.pointsBelowZero(balance));
  return ok(balance + delta);
}
