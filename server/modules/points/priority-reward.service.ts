import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { CANJE_TTL_HOURS } from '../../../domain/points';
import type { DbOrTx } from '../../db/client';
import { redemptions, rewards } from '../../db/schema';
import { restoreRedemption, type Redemption } from './redemptions.service';

/**
 * "Domicilio prioritario" (issue 22): a redeemed reward whose effect is 'prioridad' is taken by
 * the customer's next order, which is stored as priority (marked and sorted first on the board).
 * Kept apart from the discount canje (`order_id`), so it neither blocks a points discount nor
 * counts as a redemption that stops the order from earning points.
 */

/**
 * SQL text for a statement that reads the customer's row (lockCustomer, one round trip): whether
 * they hold a priority reward claimPriorityReward would take, so an order without one spends no
 * statement on it (one statement per order; issue 27's soak). Inlined values only: a checked
 * user id column reference and an ISO timestamp.
 */
export function holdsPriorityRewardSql(userColumn: string, now: Date): string {
  const since = new Date(now.getTime() - CANJE_TTL_HOURS * 3_600_000).toISOString();
  return (
    `exists (select 1 from redemptions r join rewards w on w.id = r.reward_id ` +
    `where r.user_id = ${userColumn} and r.estado = 'activo' and r.order_id is null ` +
    `and r.prioridad_order_id is null and w.efecto = 'prioridad' ` +
    `and r.created_at > '${since}'::timestamptz)`
  );
}

/**
 * Takes the customer's oldest unused priority reward (under 24 h), if any, before the order row
 * exists: marks it used, so two orders cannot both take it. Call in the order's transaction and
 * then `attachPriorityReward` with the new order's id.
 */
export async function claimPriorityReward(
  tx: DbOrTx,
  userId: number,
  now: Date,
): Promise<number | null> {
  const candidates = tx
    .select({ id: redemptions.id })
    .from(redemptions)
    .innerJoin(rewards, eq(rewards.id, redemptions.reward_id))
    .where(
      and(
        eq(redemptions.user_id, userId),
        eq(redemptions.estado, 'activo'),
        isNull(redemptions.order_id),
        isNull(redemptions.prioridad_order_id),
        eq(rewards.efecto, 'prioridad'),
        gt(redemptions.created_at, new Date(now.getTime() - CANJE_TTL_HOURS * 3_600_000)),
      ),
    )
    .orderBy(asc(redemptions.created_at), asc(redemptions.id))
    .limit(1);
  const [claimed] = await tx
    .update(redemptions)
    .set({ estado: 'usado', used_at: now })
    .where(and(inArray(redemptions.id, candidates), eq(redemptions.estado, 'activo')))
    .returning({ id: redemptions.id });
  return claimed?.id ?? null;
}

/** Links the claimed priority reward to the order that used it ("Usado en SUP-012"). */
export async function attachPriorityReward(
  tx: DbOrTx,
  redemptionId: number,
  orderId: number,
): Promise<void> {
  await tx
    .update(redemptions)
    .set({ prioridad_order_id: orderId })
    .where(eq(redemptions.id, redemptionId));
}

/** A cancelled priority order gives its reward's points back (once); null when it had none. */
export function restorePriorityReward(
  tx: DbOrTx,
  orderId: number,
  now: Date,
): Promise<Redemption | null> {
  return restoreRedemption(tx, eq(redemptions.prioridad_order_id, orderId), 'cancelado', now, [
    'usado',
  ]);
}
