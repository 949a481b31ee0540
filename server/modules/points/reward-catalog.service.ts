import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { REWARD_MESSAGES, type DiscountOption } from '../../../domain/rewards';
import type { DbOrTx } from '../../db/client';
import { rewards } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RedemptionTerms } from './redemptions.service';

/**
 * The rewards a resident can redeem, read from the `rewards` table the administrator manages
 * (issue 24). Not cached: the points modal reads them once per opening and a redemption reads its
 * one row under a lock, neither is a hot path, and a cache would let a deactivated reward linger.
 */

const listOrder = [asc(rewards.orden), asc(rewards.puntos_requeridos), asc(rewards.id)];

/** The active discount options (the points box: "100 pts = $ 1.000"). */
export async function discountOptions(db: DbOrTx): Promise<DiscountOption[]> {
  const rows = await db
    .select({
      id: rewards.id,
      nombre: rewards.nombre,
      puntos: rewards.puntos_requeridos,
      valor: rewards.valor,
    })
    .from(rewards)
    .where(and(eq(rewards.activo, true), isNotNull(rewards.valor)))
    .orderBy(...listOrder);
  return rows.map((r) => ({ ...r, valor: r.valor ?? 0 }));
}

/** The active rewards that are not discounts (priority delivery, gifts), in the admin's order. */
export function otherRewards(db: DbOrTx) {
  return db
    .select({
      id: rewards.id,
      nombre: rewards.nombre,
      descripcion: rewards.descripcion,
      puntos_requeridos: rewards.puntos_requeridos,
    })
    .from(rewards)
    .where(and(eq(rewards.activo, true), isNull(rewards.valor)))
    .orderBy(...listOrder);
}

/**
 * Terms of "Canjear N puntos": the discount costing exactly N points, its row locked FOR SHARE
 * until the canje commits. An active one wins over an inactive one with the same points; only an
 * inactive one left means it was withdrawn (409), none at all an invalid option (400).
 */
export function discountTerms(puntos: number) {
  return async (tx: DbOrTx): Promise<RedemptionTerms> => {
    const [row] = await tx
      .select()
      .from(rewards)
      .where(and(eq(rewards.puntos_requeridos, puntos), isNotNull(rewards.valor)))
      .orderBy(desc(rewards.activo), desc(rewards.id))
      .limit(1)
      .for('share');
    if (!row || row.valor === null) {
      throw new AppError('POINTS_INVALID_OPTION', 400, MESSAGES.points.invalidOption);
    }
    if (!row.activo) throw new AppError('REWARD_INACTIVE', 409, REWARD_MESSAGES.inactive);
    return { puntos: row.puntos_requeridos, valorDescuento: row.valor, rewardId: row.id };
  };
}

export type RewardRow = typeof rewards.$inferSelect;

/**
 * Terms of one reward by id, its row locked FOR SHARE. The browser's points are only compared:
 * a stale list gets 409 instead of a different charge than the resident saw.
 */
export function rewardTerms(rewardId: number, puntosVistos: number | undefined, seen: (row: RewardRow) => void) {
  return async (tx: DbOrTx): Promise<RedemptionTerms> => {
    const [row] = await tx.select().from(rewards).where(eq(rewards.id, rewardId)).for('share');
    if (!row) throw new AppError('REWARD_NOT_FOUND', 404, MESSAGES.points.rewardNotFound);
    if (!row.activo) throw new AppError('REWARD_INACTIVE', 409, REWARD_MESSAGES.inactive);
    if (puntosVistos !== undefined && puntosVistos !== row.puntos_requeridos) {
      throw new AppError('REWARD_POINTS_MISMATCH', 409, MESSAGES.points.rewardPointsMismatch, undefined, {
        puntos_requeridos: row.puntos_requeridos,
      });
    }
    seen(row);
    return { puntos: row.puntos_requeridos, valorDescuento: row.valor ?? 0, rewardId: row.id };
  };
}
