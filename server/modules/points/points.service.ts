import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { formatCOP } from '../../../domain/money';
import { GIFT_MESSAGES } from '../../../domain/gifts';
import { countNoun } from '../../../domain/plural';
import { levelProgress } from '../../../domain/points';
import { rewardKindOf } from '../../../domain/rewards';
import type { Db, DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ledgerMovements } from './ledger-movements.service';
import { discountOptions, discountTerms, otherRewards, rewardTerms } from './reward-catalog.service';
import { activeRedemptions, createRedemption, expiresAt, type Redemption } from './redemptions.service';

const balanceQuery = preparedFor((db) =>
  db
    .select({ puntos_totales: users.puntos_totales, puntos_disponibles: users.puntos_disponibles })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('points_balance'),
);

/** The caller's balance as the ledger trigger keeps it (403 when the account is gone). */
export async function getBalance(db: DbOrTx, userId: number) {
  const [row] = await balanceQuery(db).execute({ id: userId });
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
    opciones_canje: await discountOptions(db),
    movimientos: await ledgerMovements(db, userId, 20),
  };
}

/** Turns an active discount reward (50/100/200/500 at launch) into a discount canje. */
export async function redeemPoints(db: Db, userId: number, puntos: number, now: Date) {
  const { canje, puntosDisponibles } = await createRedemption(db, {
    userId,
    now,
    terms: discountTerms(puntos),
  });
  return {
    success: true as const,
    canje: canjeView(canje),
    puntos_disponibles: puntosDisponibles,
    message: MESSAGES.points.redeemed(canje.puntos_usados, formatCOP(canje.valor_descuento)),
  };
}

/**
 * Active rewards other than discounts (those are the points box's `opciones_canje`), in the
 * administrator's order, each saying whether the caller's balance reaches it.
 */
export async function listRewards(db: DbOrTx, userId: number) {
  const { puntos_disponibles } = await getBalance(db, userId);
  const rows = await otherRewards(db);
  return rows.map((r) => ({ ...r, alcanzable: puntos_disponibles >= r.puntos_requeridos }));
}

/** Redeems a reward at the points the server holds for it (a discount one at its value too). */
export async function redeemReward(
  db: Db,
  userId: number,
  input: { recompensa_id: number; puntos_usados?: number | undefined },
  now: Date,
) {
  let nombre = '';
  let gift = false;
  const { canje, puntosDisponibles } = await createRedemption(db, {
    userId,
    now,
    terms: rewardTerms(input.recompensa_id, input.puntos_usados, (row) => {
      nombre = row.nombre;
      gift = rewardKindOf(row) === 'obsequio';
    }),
  });
  return {
    success: true as const,
    canje: { ...canjeView(canje), recompensa: { id: input.recompensa_id, nombre } },
    puntos_disponibles: puntosDisponibles,
    message:
      canje.valor_descuento > 0
        ? MESSAGES.points.redeemed(canje.puntos_usados, formatCOP(canje.valor_descuento))
        : gift
          ? GIFT_MESSAGES.redeemed(countNoun(canje.puntos_usados, 'punto'), nombre)
          : MESSAGES.points.rewardRedeemed(canje.puntos_usados, nombre),
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
