import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { formatCOP } from '../../../domain/money';
import { CANJE_TTL_HOURS, EARNING, levelFor, pointsEarned } from '../../../domain/points';
import type { DbOrTx } from '../../db/client';
import { orders, pointsLedger, redemptions, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { restoreRedemption, type Redemption } from './redemptions.service';
import type { PointsRules } from '../../../domain/settings';

/**
 * Points and orders (DESIGN §5), for the orders and payments work: an order earns when it is
 * delivered (creditOrderPoints in the delivery transaction), takes at most one canje
 * (findUsableRedemption, then claimRedemption after the order row exists), and gives that canje's
 * points back when cancelled (restoreOrderRedemption).
 */
type Order = typeof orders.$inferSelect;

async function usedRedemption(db: DbOrTx, order: Order): Promise<boolean> {
  if (order.codigo_canje || order.descuento_canje > 0) return true;
  const [linked] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(eq(redemptions.order_id, order.id));
  return linked !== undefined;
}

/** What the order earns by the domain rule at the customer's current level. */
async function earningOf(db: DbOrTx, order: Order, rules?: PointsRules) {
  const [user] = await db
    .select({ totales: users.puntos_totales })
    .from(users)
    .where(eq(users.id, order.user_id));
  const withRedemption = await usedRedemption(db, order);
  const puntos = pointsEarned({
    subtotal: order.subtotal,
    level: levelFor(user?.totales ?? 0, rules),
    usedRedemption: withRedemption,
    rules,
  });
  return { puntos, withRedemption };
}

async function earnedRow(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ puntos: pointsLedger.puntos })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.order_id, orderId),
        eq(pointsLedger.kind, 'earned'),
        // A reverted delivery's credit no longer counts: delivering again credits anew.
        isNull(pointsLedger.revertido_at),
      ),
    );
  return row;
}

/** POST /api/puntos/registrar: reports what the caller's order earns; credits nothing. */
export async function orderPointsReport(db: DbOrTx, userId: number, pedidoId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, pedidoId), eq(orders.user_id, userId)));
  if (!order) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
  const base = { success: true as const, pedido_id: order.id, estado: order.estado };
  const earned = await earnedRow(db, order.id);
  if (earned) {
    return {
      ...base,
      puntos: earned.puntos,
      acreditados: true,
      message: MESSAGES.points.credited(earned.puntos),
    };
  }
  if (order.estado === 'cancelado') {
    return {
      ...base,
      puntos: 0,
      acreditados: false,
      message: MESSAGES.points.cancelledOrderEarnsNothing,
    };
  }
  const { puntos, withRedemption } = await earningOf(db, order);
  const message = withRedemption
    ? MESSAGES.points.noPointsWithRedemption
    : order.subtotal < EARNING.minimumSubtotal
      ? MESSAGES.points.belowEarningMinimum(formatCOP(EARNING.minimumSubtotal))
      : MESSAGES.points.creditedOnDelivery;
  return { ...base, puntos, acreditados: false, message };
}

/**
 * Credits an order's points once (the partial unique index on earned rows makes a repeat a
 * no-op). Call in the transaction that marks the order delivered; returns the points it holds.
 */
export async function creditOrderPoints(
  tx: DbOrTx,
  orderId: number,
  now: Date,
  rules?: PointsRules,
): Promise<number> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
  const existing = await earnedRow(tx, orderId);
  if (existing) return existing.puntos;
  const { puntos } = await earningOf(tx, order, rules);
  if (puntos <= 0) return 0;
  const [row] = await tx
    .insert(pointsLedger)
    .values({ user_id: order.user_id, kind: 'earned', puntos, order_id: orderId, created_at: now })
    .onConflictDoNothing()
    .returning({ puntos: pointsLedger.puntos });
  return row?.puntos ?? (await earnedRow(tx, orderId))?.puntos ?? 0;
}

/** Gives back the points of the canje an order carried (once); null when it had none. */
export function restoreOrderRedemption(
  tx: DbOrTx,
  orderId: number,
  now: Date,
): Promise<Redemption | null> {
  return restoreRedemption(tx, eq(redemptions.order_id, orderId), 'cancelado', now, [
    'activo',
    'usado',
  ]);
}

function usable(userId: number, codigo: string, now: Date) {
  return and(
    eq(redemptions.codigo, codigo.trim().toUpperCase()),
    eq(redemptions.user_id, userId),
    eq(redemptions.estado, 'activo'),
    isNull(redemptions.order_id),
    gt(redemptions.created_at, new Date(now.getTime() - CANJE_TTL_HOURS * 3_600_000)),
  );
}

/** The caller's canje if an order may still use it (active, unattached, under 24 h); else 404/409. */
export async function findUsableRedemption(
  db: DbOrTx,
  userId: number,
  codigo: string,
  now: Date,
): Promise<Redemption> {
  const [canje] = await db
    .select()
    .from(redemptions)
    .where(usable(userId, codigo, now));
  if (canje) return canje;
  throw await refusalFor(db, userId, codigo);
}

/** Marks the canje used by `orderId`, conditionally, so two orders cannot both take it. */
export async function claimRedemption(
  tx: DbOrTx,
  input: { userId: number; codigo: string; orderId: number; now: Date },
): Promise<Redemption> {
  const [canje] = await tx
    .update(redemptions)
    .set({ estado: 'usado', order_id: input.orderId, used_at: input.now })
    .where(usable(input.userId, input.codigo, input.now))
    .returning();
  if (canje) return canje;
  throw await refusalFor(tx, input.userId, input.codigo);
}

async function refusalFor(db: DbOrTx, userId: number, codigo: string): Promise<AppError> {
  const [row] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(
      and(eq(redemptions.codigo, codigo.trim().toUpperCase()), eq(redemptions.user_id, userId)),
    );
  return row
    ? new AppError('POINTS_CANJE_NOT_ACTIVE', 409, MESSAGES.points.canjeNotActive)
    : new AppError('POINTS_CANJE_NOT_FOUND', 404, MESSAGES.points.canjeNotFound);
}

/**
 * A digital payment holds the canje while the gateway decides: marked used without an order, so
 * no other checkout can take it. Approved → attachHeldRedemption; failed → releaseHeldRedemption.
 */
export async function holdRedemption(
  tx: DbOrTx,
  input: { userId: number; codigo: string; now: Date },
): Promise<Redemption> {
  const [canje] = await tx
    .update(redemptions)
    .set({ estado: 'usado', used_at: input.now })
    .where(usable(input.userId, input.codigo, input.now))
    .returning();
  if (canje) return canje;
  throw await refusalFor(tx, input.userId, input.codigo);
}

/** The order an approved payment became takes the canje that payment held. */
export async function attachHeldRedemption(
  tx: DbOrTx,
  input: { userId: number; codigo: string; orderId: number },
): Promise<void> {
  const [canje] = await tx
    .update(redemptions)
    .set({ order_id: input.orderId })
    .where(
      and(
        eq(redemptions.codigo, input.codigo.trim().toUpperCase()),
        eq(redemptions.user_id, input.userId),
        eq(redemptions.estado, 'usado'),
        isNull(redemptions.order_id),
      ),
    )
    .returning({ id: redemptions.id });
  if (!canje) throw new AppError('POINTS_CANJE_NOT_ACTIVE', 409, MESSAGES.points.canjeNotActive);
}

/** A failed or abandoned payment gives its held canje back to the customer (usable again). */
export async function releaseHeldRedemption(
  tx: DbOrTx,
  input: { userId: number; codigo: string },
): Promise<boolean> {
  const rows = await tx
    .update(redemptions)
    .set({ estado: 'activo', used_at: null })
    .where(
      and(
        eq(redemptions.codigo, input.codigo.trim().toUpperCase()),
        eq(redemptions.user_id, input.userId),
        eq(redemptions.estado, 'usado'),
        isNull(redemptions.order_id),
      ),
    )
    .returning({ id: redemptions.id });
  return rows.length > 0;
}
