import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import type { DbOrTx } from '../../db/client';
import { authFactors, recoveryCodes, type FactorKind } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeMatches } from './recovery-codes';
import { newTotpSecret, totpEnrolment, totpStepOf } from './totp';

export interface FactorView {
  id: number;
  tipo: FactorKind;
  nombre: string;
  creado: string;
  ultimo_uso: string | null;
}

/** The account's confirmed factors (a pending TOTP is not one yet). No secret in the view. */
export async function factorsOf(db: DbOrTx, userId: number): Promise<FactorView[]> {
  const rows = await db
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.user_id, userId), isNotNull(authFactors.confirmed_at)))
    .orderBy(asc(authFactors.id));
  return rows.map((r) => ({
    id: r.id,
    tipo: r.kind,
    nombre: r.label,
    creado: r.created_at.toISOString(),
    ultimo_uso: r.last_used_at?.toISOString() ?? null,
  }));
}

export async function unusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.n ?? 0;
}

/** A new secret, pending until its first code is confirmed (an earlier pending one is replaced). */
export async function startTotpEnrolment(
  db: DbOrTx,
  input: { userId: number; account: string; issuer: string; now: Date },
) {
  const secret = newTotpSecret();
  await db
    .delete(authFactors)
    .where(and(eq(authFactors.user_id, input.userId), eq(authFactors.kind, 'totp'), isNull(authFactors.confirmed_at)));
  await db.insert(authFactors).values({
    user_id: input.userId,
    kind: 'totp',
    label: 'App de autenticación',
    totp_secret: secret,
    created_at: input.now,
  });
  const { uri, qrSvg } = totpEnrolment(secret, input.account, input.issuer);
  return { secreto: secret, uri, qr_svg: qrSvg };
}

/**
 * Confirms the pending TOTP with its first code. Answers the new recovery codes when the account
 * had none left (its first factor): shown once, stored hashed.
 */
export async function confirmTotpEnrolment(db: DbOrTx, userId: number, code: string, now: Date) {
  const [pending] = await db
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.user_id, userId), eq(authFactors.kind, 'totp'), isNull(authFactors.confirmed_at)))
    .orderBy(asc(authFactors.id))
    .limit(1);
  if (!pending?.totp_secret) throw new AppError('TOTP_NOT_STARTED', 409, ACCOUNT_MESSAGES.factor.totpPending);
  const step = totpStepOf(pending.totp_secret, code, now);
  if (step === null) return { ok: false as const };
  await db
    .update(authFactors)
    .set({ confirmed_at: now, totp_last_step: step, last_used_at: now })
    .where(eq(authFactors.id, pending.id));
  const codes = (await unusedRecoveryCodes(db, userId)) === 0 ? await replaceRecoveryCodes(db, userId, now) : null;
  return { ok: true as const, factorId: pending.id, codigosRecuperacion: codes };
}

export type CodeCheck = 'ok' | 'invalid' | 'reused';

/**
 * A sign-in code against every confirmed TOTP of the account. A code is good once: its time step
 * must be later than the last one accepted (the row update is conditional, so two requests with
 * the same code cannot both pass).
 */
export async function verifyTotp(db: DbOrTx, userId: number, code: string, now: Date): Promise<CodeCheck> {
  const rows = await db
    .select()
    .from(authFactors)
    .where(and(eq(authFactors.user_id, userId), eq(authFactors.kind, 'totp'), isNotNull(authFactors.confirmed_at)));
  let reused = false;
  for (const factor of rows) {
    const step = factor.totp_secret ? totpStepOf(factor.totp_secret, code, now) : null;
    if (step === null) continue;
    if (factor.totp_last_step !== null && step <= factor.totp_last_step) {
      reused = true;
      continue;
    }
    const taken = await db
      .update(authFactors)
      .set({ totp_last_step: step, last_used_at: now })
      .where(and(eq(authFactors.id, factor.id), sql`coalesce(${authFactors.totp_last_step}, -1) < ${step}`))
      .returning({ id: authFactors.id });
    if (taken.length === 1) return 'ok';
    reused = true;
  }
  return reused ? 'reused' : 'invalid';
}

/** One unused recovery code, spent (the update is conditional: it is good once). */
export async function useRecoveryCode(db: DbOrTx, userId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  for (const row of rows) {
    if (!(await recoveryCodeMatches(code, row.code_hash))) continue;
    const spent = await db
      .update(recoveryCodes)
      .set({ used_at: now })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.used_at)))
      .returning({ id: recoveryCodes.id });
    return spent.length === 1;
  }
  return false;
}

/** Ten new codes replace every earlier one; answered once, in the clear, never again. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: now })));
  return codes;
}

/** Removes one of the caller's factors; staff keep at least one. */
export async function removeFactor(db: DbOrTx, userId: number, factorId: number, staff: boolean) {
  const factors = await factorsOf(db, userId);
  if (!factors.some((f) => f.id === factorId)) throw new AppError('NOT_FOUND', 404, ACCOUNT_MESSAGES.session.notFound);
  if (staff && factors.length === 1) throw new AppError('LAST_FACTOR', 409, ACCOUNT_MESSAGES.factor.lastFactor);
  await db.delete(authFactors).where(and(eq(authFactors.id, factorId), eq(authFactors.user_id, userId)));
}

/** Every factor and recovery code of the account goes (a reset by another administrator or the CLI). */
export async function resetFactors(db: DbOrTx, userId: number, kinds: readonly FactorKind[] = ['totp', 'passkey']) {
  for (const kind of kinds) {
    await db.delete(authFactors).where(and(eq(authFactors.user_id, userId), eq(authFactors.kind, kind)));
  }
  if (kinds.includes('totp')) await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
}

export async function hasPasskey(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(authFactors)
    .where(and(eq(authFactors.user_id, userId), eq(authFactors.kind, 'passkey'), isNotNull(authFactors.confirmed_at)));
  return (row?.n ?? 0) > 0;
}
