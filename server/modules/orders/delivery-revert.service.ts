import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import {
  canRevertDelivery,
  DELIVERY_REVERT_MESSAGES,
  pointsToTakeBack,
  type PointsTakeBack,
} from '../../../domain/delivery-revert';
import type { Database } from '../../db/client';
import { orders, pointsLedger, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { takeBackGifts } from '../points/gifts.service';

type OrderRow = typeof orders.$inferSelect;

export interface DeliveryReverted {
  order: OrderRow;
  puntos: PointsTakeBack & { earned: number; compensation: number };
}

/**
 * "Deshacer" / "Revertir entrega" (issue 23), one transaction: within the hour after delivery the
 * order goes back to pending and en camino, the delivery's earned and compensation credits are
 * marked reverted (so a later delivery credits again) and one `revertido` ledger row takes back
 * what the balance still holds, plus the earned part from the lifetime points (the level). Cash
 * collected is the delivered state itself, so it is undone with it. The conditional UPDATE on
 * the delivery's own timestamp makes concurrent reverts and deliveries apply once.
 */
export async function revertDelivery(
  database: Database,
  input: { orderId: number; now: Date; adminId: number | null },
): Promise<DeliveryReverted> {
  return database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
    if (!current) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    const allowed = canRevertDelivery(current, input.now);
    if (!allowed.ok) throw new AppError(allowed.code, 409, allowed.message);

    const [order] = await tx
      .update(orders)
      .set({ estado: 'pendiente', etapa: 'en_camino', fecha_entrega: null, updated_at: input.now })
      .where(
        and(
          eq(orders.id, current.id),
          eq(orders.estado, 'entregado'),
          eq(orders.fecha_entrega, current.fecha_entrega!),
        ),
      )
      .returning();
    if (!order)
      throw new AppError('ORDER_NOT_DELIVERED', 409, DELIVERY_REVERT_MESSAGES.notDelivered);

    const credits = await tx
      .update(pointsLedger)
      .set({ revertido_at: input.now })
      .where(
        and(
          eq(pointsLedger.order_id, order.id),
          inArray(pointsLedger.kind, ['earned', 'compensacion']),
          isNull(pointsLedger.revertido_at),
        ),
      )
      .returning({ kind: pointsLedger.kind, puntos: pointsLedger.puntos });
    const earned = sum(credits.filter((c) => c.kind === 'earned'));
    const compensation = sum(credits.filter((c) => c.kind === 'compensacion'));
    // The row lock keeps a redemption from spending the points between reading and taking.
    const [user] = await tx
      .select({ balance: users.puntos_disponibles })
      .from(users)
      .where(eq(users.id, order.user_id))
      .for('update');
    const back = pointsToTakeBack({ earned, compensation, balance: user?.balance ?? 0 });
    if (earned + compensation > 0) {
      await tx.insert(pointsLedger).values({
        user_id: order.user_id,
        kind: 'revertido',
        puntos: -back.taken,
        ajuste_totales: -back.lifetime,
        order_id: order.id,
        note: DELIVERY_REVERT_MESSAGES.ledgerNote(earned + compensation, back.taken),
        created_at: input.now,
      });
    }
    // The gifts that delivery handed over are owed again, on this order (issue 41).
    await takeBackGifts(tx, order.id, input.adminId);
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'order.delivery_reverted',
      entity: 'order',
      entityId: order.id,
      before: {
        estado: current.estado,
        etapa: current.etapa,
        fecha_entrega: current.fecha_entrega?.toISOString() ?? null,
        puntos_acreditados: earned,
        puntos_compensacion: compensation,
        saldo_puntos: user?.balance ?? 0,
      },
      after: {
        estado: order.estado,
        etapa: order.etapa,
        fecha_entrega: null,
        puntos_descontados: back.taken,
        puntos_no_descontados: back.shortfall,
        saldo_puntos: (user?.balance ?? 0) - back.taken,
      },
    });
    return { order, puntos: { ...back, earned, compensation } };
  });
}

function sum(rows: readonly { puntos: number }[]): number {
  return rows.reduce((total, row) => total + row.puntos, 0);
}
