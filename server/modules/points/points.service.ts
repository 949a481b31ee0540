import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { formatCOP } from '../../../domain/money';
import { levelProgress, redemptionValue } from '../../../domain/points';
import type { Db, DbOrTx } from '../../db/client';
import { rewards, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ledgerMovements } from './ledger-movements.service';
import { activeRedemptions, createRedemption, expiresAt, type Redemption } from './redemptions.service';

/** The caller's balance as the ledger trigger keeps it (403 when the account is gone). */
export async function getBalance(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ puntos_totales: users.puntos_totales, puntos_disponibles: users.puntos_disponibles })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
  return row;
}

/** Balance, level from lifetime points (never lowered by spending), progress and unused canjes. */
export async function getPointsSummary(db: DbOrTx, userId: number) {
  const balance = await getBalance(db, userId);
  const progress = levelProgress(balance.puntos_totales);
  return {
    puntos_disponibles: balance.puntos_disponibles,
    puntos_totales: balance.puntos_totales,
    nivel: progress.nivel,
    multiplicador: progress.multiplicador,
    siguiente_nivel: progress.siguienteNivel,
    puntos_siguiente_nivel: progress.puntosSiguienteNivel,
    puntos_faltantes: progress.puntosFaltantes,
    porcentaje: progress.porcentaje,
    canjes_activos: await activeRedemptions(db, userId),
    movimientos: await ledgerMovements(db, userId, 20),
  };
}

/** Turns one of the table's options (50/100/200/500) into a discount canje. */
export async function redeemPoints(db: Db, userId: number, puntos: number, now: Date) {
  const value = redemptionValue(puntos);
  if (!value.ok) throw new AppError('POINTS_INVALID_OPTION', 400, MESSAGES.points.invalidOption);
  const { canje, puntosDisponibles } = await createRedemption(db, {
    userId,
    puntos,
    valorDescuento: value.value,
    now,
  });
  return {
    success: true as const,
    canje: canjeView(canje),
    puntos_disponibles: puntosDisponibles,
    message: MESSAGES.points.redeemed(canje.puntos_usados, formatCOP(canje.valor_descuento)),
  };
}

/** Active rewards, cheapest first, each saying whether the caller's balance reaches it. */
export async function listRewards(db: DbOrTx, userId: number) {
  const { puntos_disponibles } = await getBalance(db, userId);
  const rows = await db
    .select({
      id: rewards.id,
      nombre: rewards.nombre,
      descripcion: rewards.descripcion,
      puntos_requeridos: rewards.puntos_requeridos,
    })
    .from(rewards)
    .where(eq(rewards.activo, true))
    .orderBy(asc(rewards.puntos_requeridos), asc(rewards.id));
  return rows.map((r) => ({ ...r, alcanzable: puntos_disponibles >= r.puntos_requeridos }));
}

/**
 * Redeems a reward at the points the server holds for it; the browser's figure is only compared,
 * so a stale list gets 409 instead of a different charge than the customer saw.
 */
export async function redeemReward(
  db: Db,
  userId: number,
  input: { recompensa_id: number; puntos_usados?: number | undefined },
  now: Date,
) {
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, input.recompensa_id), eq(rewards.activo, true)));
  if (!reward) throw new AppError('REWARD_NOT_FOUND', 404, MESSAGES.points.rewardNotFound);
  if (input.puntos_usados !== undefined && input.puntos_usados !== reward.puntos_requeridos) {
    throw new AppError('REWARD_POINTS_MISMATCH', 409, MESSAGES.points.rewardPointsMismatch, undefined, {
      puntos_requeridos: reward.puntos_requeridos,
    });
  }
  const { canje, puntosDisponibles } = await createRedemption(db, {
    userId,
    puntos: reward.puntos_requeridos,
    valorDescuento: 0,
    rewardId: reward.id,
    now,
  });
  return {
    success: true as const,
    canje: { ...canjeView(canje), recompensa: { id: reward.id, nombre: reward.nombre } },
    puntos_disponibles: puntosDisponibles,
    message: MESSAGES.points.rewardRedeemed(reward.puntos_requeridos, reward.nombre),
  };
}

export function canjeView(canje: Redemption) {
  return {
    codigo: canje.codigo,
    puntos_usados: canje.puntos_usados,
    valor_descuento: canje.valor_descuento,
    estado: canje.estado,
    expira_en: expiresAt(canje.created_at).toISOString(),
  };
}
