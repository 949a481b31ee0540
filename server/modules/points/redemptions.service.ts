import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { canjeCode, CANJE_TTL_HOURS } from '../../../domain/points';
import type { Db, DbOrTx } from '../../db/client';
import { pointsLedger, redemptions, users, type RedemptionState } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * The canje's life: created (points leave the balance), then used by one order, or given back
 * once — cancelled, expired, or its order cancelled. Every write here is conditional, so two
 * callers racing on the same canje restore its points exactly once.
 */
export type Redemption = typeof redemptions.$inferSelect;

/** A uniform number in [0, 1) from the system's CSPRNG, for codes nobody can predict. */
export const secureRandom = (): number => randomInt(0, 2 ** 32) / 2 ** 32;

/** What a canje costs and gives, and the reward it comes from. */
export interface RedemptionTerms {
  puntos: number;
  valorDescuento: number;
  rewardId?: number | null;
}

/**
 * Either fixed terms, or `terms` read inside the canje's transaction (the reward row locked
 * FOR SHARE, so an administrator's edit or deactivation waits for this canje, or this canje
 * sees it: issue 24).
 */
export type NewRedemption = { userId: number; now: Date; random?: () => number } & (
  | { puntos: number; valorDescuento: number; rewardId?: number; terms?: undefined }
  | { terms: (tx: DbOrTx) => Promise<RedemptionTerms> }
);
/**
 * Creates a canje and its 'redeemed' ledger row in one transaction. The ledger trigger lowers the
 * balance under the user's row lock and its CHECK refuses an overdraft, so concurrent redemptions
 * can never spend the same points twice.
 */
export async function createRedemption(
  db: Db,
  input: NewRedemption,
): Promise<{ canje: Redemption; puntosDisponibles: number }> {
  const random = input.random ?? secureRandom;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const terms: RedemptionTerms = input.terms ? await input.terms(tx) : input;
        const [canje] = await tx
          .insert(redemptions)
          .values({
            codigo: canjeCode(random),
            user_id: input.userId,
            puntos_usados: terms.puntos,
            valor_descuento: terms.valorDescuento,
            reward_id: terms.rewardId ?? null,
            created_at: input.now,
          })
          .returning();
        await tx.insert(pointsLedger).values({
          user_id: input.userId,
          kind: 'redeemed',
          puntos: -terms.puntos,
          redemption_id: canje!.id,
          created_at: input.now,
        });
        const [user] = await tx
          .select({ puntos: users.puntos_disponibles })
          .from(users)
          .where(eq(users.id, input.userId));
        return { canje: canje!, puntosDisponibles: user?.puntos ?? 0 };
      });
    } catch (error) {
      const pg = pgErrorOf(error);
      if (pg?.constraint === 'users_puntos_disponibles_nonneg') {
        throw new AppError('POINTS_INSUFFICIENT', 422, MESSAGES.points.insufficient);
      }
      if (pg?.constraint === 'redemptions_codigo_unique' && attempt < 5) continue;
      if (pg?.code === '23503') throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
      throw error;
    }
  }
}

/**
 * Gives a canje's points back once: moves it from one of `from` to `to` and writes its 'restored'
 * row. Null when no canje matched (already restored, used, or not there). Call inside a transaction.
 */
export async function restoreRedemption(
  tx: DbOrTx,
  match: SQL,
  to: Extract<RedemptionState, 'cancelado' | 'expirado'>,
  now: Date,
  from: RedemptionState[] = ['activo'],
): Promise<Redemption | null> {
  const [canje] = await tx
    .update(redemptions)
    .set({ estado: to })
    .where(and(match, inArray(redemptions.estado, from)))
    .returning();
  if (!canje) return null;
  await tx.insert(pointsLedger).values({
    user_id: canje.user_id,
    kind: 'restored',
    puntos: canje.puntos_usados,
    redemption_id: canje.id,
    note: to,
    created_at: now,
  });
  return canje;
}

/** Cancels the caller's unused canje and returns its points (404 if not theirs, 409 if no longer active). */
export async function cancelRedemption(
  db: Db,
  userId: number,
  codigo: string,
  now: Date,
): Promise<{ canje: Redemption; puntosDisponibles: number }> {
  const code = codigo.trim().toUpperCase();
  const mine = and(eq(redemptions.codigo, code), eq(redemptions.user_id, userId));
  const restored = await db.transaction(async (tx) => {
    const canje = await restoreRedemption(tx, and(mine, isUnattached())!, 'cancelado', now);
    if (!canje) return null;
    const [user] = await tx.select({ puntos: users.puntos_disponibles }).from(users).where(eq(users.id, userId));
    return { canje, puntosDisponibles: user?.puntos ?? 0 };
  });
  if (restored) return restored;
  const [existing] = await db.select({ id: redemptions.id }).from(redemptions).where(mine);
  if (!existing) throw new AppError('POINTS_CANJE_NOT_FOUND', 404, MESSAGES.points.canjeNotFound);
  throw new AppError('POINTS_CANJE_NOT_ACTIVE', 409, MESSAGES.points.canjeNotActive);
}

/** The caller's canjes still waiting for an order, newest first, with when they expire. */
export async function activeRedemptions(db: DbOrTx, userId: number) {
  const rows = await db
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.user_id, userId), eq(redemptions.estado, 'activo'), isUnattached()))
    .orderBy(redemptions.created_at);
  return rows.reverse().map((r) => ({
    codigo: r.codigo,
    puntos_usados: r.puntos_usados,
    valor_descuento: r.valor_descuento,
    expira_en: expiresAt(r.created_at).toISOString(),
  }));
}

export function expiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CANJE_TTL_HOURS * 3_600_000);
}

function isUnattached(): SQL {
  return isNull(redemptions.order_id);
}

/** The PostgreSQL error behind a driver or Drizzle error (Drizzle wraps it in `cause`). */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    e = e.cause as typeof e;
  }
  return undefined;
}
