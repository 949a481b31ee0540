import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { redemptions, rewards } from '../../db/schema';
import { rewardKindOf } from '../../../domain/rewards';
import { expiresAt } from './redemptions.service';

/** How many canjes "Tus canjes" lists, newest first. */
export const REDEMPTION_HISTORY_LIMIT = 50;

/**
 * GET /api/puntos/canjes (issue 15): the caller's canjes, newest first, with state, date and
 * value, so the points modal can say what was redeemed and when. Only the caller's own rows.
 */
export async function listRedemptionHistory(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      codigo: redemptions.codigo,
      puntos_usados: redemptions.puntos_usados,
      valor_descuento: redemptions.valor_descuento,
      estado: redemptions.estado,
      created_at: redemptions.created_at,
      used_at: redemptions.used_at,
      pedido_id: redemptions.order_id,
      pedido_prioridad_id: redemptions.prioridad_order_id,
      pedido_obsequio_id: redemptions.obsequio_order_id,
      recompensa: rewards.nombre,
      valor: rewards.valor,
      efecto: rewards.efecto,
    })
    .from(redemptions)
    .leftJoin(rewards, eq(rewards.id, redemptions.reward_id))
    .where(eq(redemptions.user_id, userId))
    .orderBy(desc(redemptions.created_at), desc(redemptions.id))
    .limit(REDEMPTION_HISTORY_LIMIT);
  return {
    canjes: rows.map((r) => ({
      codigo: r.codigo,
      puntos_usados: r.puntos_usados,
      valor_descuento: r.valor_descuento,
      estado: r.estado,
      fecha: r.created_at.toISOString(),
      usado_en: r.used_at ? r.used_at.toISOString() : null,
      expira_en: expiresAt(r.created_at).toISOString(),
      // A priority reward's order is kept apart from the discount canje's (issue 22).
      pedido_id: r.pedido_id ?? r.pedido_prioridad_id ?? r.pedido_obsequio_id,
      recompensa: r.recompensa,
      // A gift is handed over with the next order (issue 41): its history says so.
      obsequio: r.recompensa !== null && rewardKindOf({ valor: r.valor, efecto: r.efecto }) === 'obsequio',
      // A "Domicilio prioritario" canje (issue 40): an unused one tells the cart the next order
      // goes as priority.
      prioridad: r.efecto === 'prioridad',
    })),
  };
}
