import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import type { DbOrTx } from '../../db/client';
import { authChallenges, type ChallengePurpose } from '../../db/schema';
import { AppError } from '../../http/errors';
import { randomId, type DeviceInfo } from './sessions.service';

/** Between the three facts and the factor: long enough to open an app, short enough to be stale. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong codes one step of a sign-in may take before the three facts are asked again. */
export const CHALLENGE_ATTEMPTS = 5;

export type Challenge = typeof authChallenges.$inferSelect;

export async function createChallenge(
  db: DbOrTx,
  input: { purpose: ChallengePurpose; userId: number | null; device?: DeviceInfo; challenge?: string; now: Date },
): Promise<string> {
  const id = randomId();
  await db.insert(authChallenges).values({
    id,
    purpose: input.purpose,
    user_id: input.userId,
    challenge: input.challenge ?? null,
    device_label: input.device?.label ?? null,
    device_key: input.device?.key ?? null,
    expires_at: new Date(input.now.getTime() + CHALLENGE_TTL_MS),
    created_at: input.now,
  });
  // Stale rows go as new ones come: the table stays the size of a few minutes of sign-ins.
  await db.delete(authChallenges).where(lt(authChallenges.expires_at, new Date(input.now.getTime() - CHALLENGE_TTL_MS)));
  return id;
}

/** An open challenge of that purpose, or the "start again" refusal (expired, used, unknown). */
export async function openChallenge(db: DbOrTx, id: string, purpose: ChallengePurpose, now: Date): Promise<Challenge> {
  const [row] = await db
    .select()
    .from(authChallenges)
    .where(
      and(
        eq(authChallenges.id, id),
        eq(authChallenges.purpose, purpose),
        isNull(authChallenges.used_at),
        gt(authChallenges.expires_at, now),
      ),
    );
  if (!row || row.attempts >= CHALLENGE_ATTEMPTS)
    throw new AppError('CHALLENGE_EXPIRED', 401, ACCOUNT_MESSAGES.factor.challengeExpired);
  return row;
}

/** A wrong answer: counted, and the challenge is burned at the limit. */
export async function failChallenge(db: DbOrTx, id: string) {
  await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(eq(authChallenges.id, id));
}

/** Marks it used; false when another request used it first (the one that wins opens the session). */
export async function useChallenge(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authChallenges)
    .set({ used_at: now })
    .where(and(eq(authChallenges.id, id), isNull(authChallenges.used_at)))
    .returning({ id: authChallenges.id });
  return rows.length === 1;
}
