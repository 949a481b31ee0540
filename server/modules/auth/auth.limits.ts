import { and, count, eq, gt, inArray, min, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import type { DbOrTx } from '../../db/client';
import { loginAudit } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Abuse limits of the password-less login (DESIGN §5), counted from the login audit so every
 * instance behind a load balancer sees the same numbers. Successful logins never count.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const REGISTER_WINDOW_MS = 60 * 60_000;
/**
 * Failures are counted per account AND address (issue 46): one address guessing at an account
 * holds that address for that account after 10, not the account for everyone; an account held
 * for new devices needs 50 failures from anywhere (a spread-out guess). A right sign-in from a
 * device that signed in before is never held (auth.service.ts).
 */
export const LOGIN_FAILURES_PER_EMAIL = 10;
export const LOGIN_FAILURES_PER_ACCOUNT = 50;

export const OUTCOMES = {
  success: 'success',
  failure: 'failure',
  limited: 'rate_limited',
  registered: 'registered',
  registerRefused: 'register_refused',
} as const;

export interface Limits {
  loginFailuresPerIp15Min: number;
  registerPerIpHour: number;
}

export async function assertLoginAllowed(db: DbOrTx, who: { email: string; ip: string }, limits: Limits, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failed = and(eq(loginAudit.outcome, OUTCOMES.failure), gt(loginAudit.created_at, since));
  const fromHere = sql`${loginAudit.ip} = ${who.ip}`;
  const [byEmail] = await db
    .select({
      n: count(),
      oldest: min(loginAudit.created_at),
      here: sql<number>`count(*) filter (where ${fromHere})`.mapWith(Number),
      hereOldest: sql<Date | null>`min(${loginAudit.created_at}) filter (where ${fromHere})`.mapWith(loginAudit.created_at),
    })
    .from(loginAudit)
    .where(and(failed, eq(loginAudit.email, who.email)));
  if (byEmail && byEmail.here >= LOGIN_FAILURES_PER_EMAIL)
    throw limited(MESSAGES.auth.tooManyLogins, byEmail.hereOldest, LOGIN_WINDOW_MS, now);
  if (byEmail && byEmail.n >= LOGIN_FAILURES_PER_ACCOUNT)
    throw limited(MESSAGES.auth.tooManyLogins, byEmail.oldest, LOGIN_WINDOW_MS, now);
  const [byIp] = await db
    .select({ n: count(), oldest: min(loginAudit.created_at) })
    .from(loginAudit)
    .where(and(failed, eq(loginAudit.ip, who.ip)));
  if (byIp && byIp.n >= limits.loginFailuresPerIp15Min) {
    throw limited(MESSAGES.auth.tooManyLogins, byIp.oldest, LOGIN_WINDOW_MS, now);
  }
}

/** Every registration attempt counts, refused ones too, so duplicates cannot probe e-mails freely. */
export async function assertRegisterAllowed(db: DbOrTx, ip: string, limits: Limits, now: Date) {
  const since = new Date(now.getTime() - REGISTER_WINDOW_MS);
  const [row] = await db
    .select({ n: count(), oldest: min(loginAudit.created_at) })
    .from(loginAudit)
    .where(
      and(
        eq(loginAudit.ip, ip),
        inArray(loginAudit.outcome, [OUTCOMES.registered, OUTCOMES.registerRefused]),
        gt(loginAudit.created_at, since),
      ),
    );
  if (row && row.n >= limits.registerPerIpHour) {
    throw limited(MESSAGES.auth.tooManyRegistrations, row.oldest, REGISTER_WINDOW_MS, now);
  }
}

function limited(message: string, oldest: Date | null, windowMs: number, now: Date): AppError {
  const freeAt = (oldest ?? now).getTime() + windowMs;
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', 429, message, undefined, { retryAfter });
}

/** The second factor's events in the login audit (the sign-in trail; resets go to the admin audit). */
export const FACTOR_OUTCOMES = {
  success: 'factor_success',
  failure: 'factor_failure',
  enrolled: 'factor_enrolled',
  removed: 'factor_removed',
  recoveryReplaced: 'recovery_codes_replaced',
} as const;
/** Wrong second-factor answers one account may take in the window, whatever the address. */
export const FACTOR_FAILURES_PER_ACCOUNT = 10;

/** Second-factor guesses are counted per account and per address, like the identifiers. */
export async function assertFactorAllowed(db: DbOrTx, who: { userId: number; ip: string }, limits: Limits, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failed = and(eq(loginAudit.outcome, FACTOR_OUTCOMES.failure), gt(loginAudit.created_at, since));
  const [byUser] = await db
    .select({ n: count(), oldest: min(loginAudit.created_at) })
    .from(loginAudit)
    .where(and(failed, eq(loginAudit.user_id, who.userId)));
  if (byUser && byUser.n >= FACTOR_FAILURES_PER_ACCOUNT)
    throw limited(MESSAGES.auth.tooManyLogins, byUser.oldest, LOGIN_WINDOW_MS, now);
  const [byIp] = await db
    .select({ n: count(), oldest: min(loginAudit.created_at) })
    .from(loginAudit)
    .where(and(failed, eq(loginAudit.ip, who.ip)));
  if (byIp && byIp.n >= limits.loginFailuresPerIp15Min)
    throw limited(MESSAGES.auth.tooManyLogins, byIp.oldest, LOGIN_WINDOW_MS, now);
}

/** Whether this e-mail's own failures (not its address's) hold the sign-in: its owner is told. */
export async function accountLocked(db: DbOrTx, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(loginAudit)
    .where(and(eq(loginAudit.outcome, OUTCOMES.failure), gt(loginAudit.created_at, since), eq(loginAudit.email, email)));
  return (row?.n ?? 0) >= LOGIN_FAILURES_PER_EMAIL;
}
