import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { APPROVAL_MESSAGES } from '../../../domain/order-approval';
import type { OrderState } from '../../../domain/orders';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';

type OrderRow = typeof orders.$inferSelect;

/**
 * The owner approves an order held for approval (issue 46): from then on it goes out as any
 * other. The conditional UPDATE makes a second approval, or one racing a rejection or the
 * resident's cancellation, a 409 that changes nothing. Audited.
 */
export async function approveOrder(
  database: Database,
  input: { orderId: number; now: Date; adminId: number | null },
): Promise<OrderRow> {
  return database.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ aprobacion: 'aprobado', updated_at: input.now })
      .where(
        and(
          eq(orders.id, input.orderId),
          eq(orders.aprobacion, 'pendiente'),
          inArray(orders.estado, ['pendiente', 'pendiente_efectivo'] as OrderState[]),
        ),
      )
      .returning();
    if (!order) {
      const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId));
      if (!exists) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
      throw new AppError('ORDER_NOT_AWAITING_APPROVAL', 409, APPROVAL_MESSAGES.notAwaiting);
    }
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'order.approve',
      entity: 'order',
      entityId: order.id,
      before: { aprobacion: 'pendiente' },
      after: { aprobacion: order.aprobacion },
    });
    return order;
  });
}
