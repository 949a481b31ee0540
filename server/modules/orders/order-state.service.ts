import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { canTransition, type OrderState } from '../../../domain/orders';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { AppError } from '../../http/errors';
import { creditOrderPoints, restoreOrderRedemption } from '../points/points-orders.service';
import { releasePromoCode } from '../promo-codes/promo-codes.service';
import { orderDemand, returnStock } from './order-stock';

type OrderRow = typeof orders.$inferSelect;

export interface StateChange {
  order: OrderRow;
  /** Points credited by a delivery (0 when the order earns none). */
  puntosAcreditados: number;
  /** On a cancellation: what went back. */
  devuelto: { stock: boolean; codigo: string | null; puntos: number };
}

const PENDING_STORED = ['pendiente', 'pendiente_efectivo'] as OrderState[];

/**
 * An administrator moves a pending order (DESIGN §5), all in one transaction: delivered sets
 * fecha_entrega and credits the points once; cancelled returns the stock (packages by their
 * snapshot), the promo code and the redeemed points. The conditional UPDATE on a pending state
 * makes a second change of the same order (even a concurrent one) a refusal, not a repeat.
 */
export async function changeOrderState(
  database: Database,
  input: { orderId: number; estado: 'entregado' | 'cancelado'; now: Date; adminId?: number | null },
): Promise<StateChange> {
  return database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
    if (!current) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    if (!canTransition(current.estado, input.estado)) {
      throw new AppError('ORDER_NOT_PENDING', 409, MESSAGES.orders.onlyPending);
    }
    const [order] = await tx
      .update(orders)
      .set({
        estado: input.estado,
        fecha_entrega: input.estado === 'entregado' ? input.now : null,
        updated_at: input.now,
      })
      .where(and(eq(orders.id, input.orderId), inArray(orders.estado, PENDING_STORED)))
      .returning();
    if (!order) throw new AppError('ORDER_NOT_PENDING', 409, MESSAGES.orders.onlyPending);
    await recordAudit(tx, {
      adminId: input.adminId ?? null,
      action: 'order.state',
      entity: 'order',
      entityId: order.id,
      before: { estado: current.estado },
      after: { estado: order.estado },
    });

    if (input.estado === 'entregado') {
      const puntos = await creditOrderPoints(tx, order.id, input.now);
      return {
        order,
        puntosAcreditados: puntos,
        devuelto: { stock: false, codigo: null, puntos: 0 },
      };
    }
    await returnStock(tx, await orderDemand(tx, order.id));
    const codigo =
      order.codigo_promocional &&
      (await releasePromoCode(tx, order.codigo_promocional, { orderId: order.id }))
        ? order.codigo_promocional
        : null;
    const canje = await restoreOrderRedemption(tx, order.id, input.now);
    return {
      order,
      puntosAcreditados: 0,
      devuelto: { stock: true, codigo, puntos: canje?.puntos_usados ?? 0 },
    };
  });
}
