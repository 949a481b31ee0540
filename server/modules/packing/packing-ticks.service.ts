import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { PACKING_MESSAGES, type PackingTicksView } from '../../../domain/schemas/packing';
import type { Database, DbOrTx } from '../../db/client';
import { orders, packingTicks } from '../../db/schema';
import { AppError } from '../../http/errors';

/** The admin stream forwards this channel as `event: alistamiento` (issue 41). */
export const PACKING_CHANNEL = 'alistamiento';

/** One order's ticked item keys, in the order they were ticked. */
export async function packingTicksOf(db: DbOrTx, orderId: number): Promise<PackingTicksView> {
  const rows = await db
    .select({ clave: packingTicks.clave })
    .from(packingTicks)
    .where(eq(packingTicks.order_id, orderId))
    .orderBy(asc(packingTicks.created_at), asc(packingTicks.clave));
  return { pedido_id: orderId, claves: rows.map((r) => r.clave) };
}

/**
 * Ticks or unticks one item of a pending order's packing list, shared by everyone packing it:
 * the row and the notification commit together, so every open list (any instance) hears the
 * whole new set at once. A delivered or cancelled order's list stays as it was (409).
 */
export async function setPackingTick(
  database: Database,
  input: { orderId: number; clave: string; listo: boolean; userId: number; now: Date },
): Promise<PackingTicksView> {
  return database.db.transaction(async (tx) => {
    // The order's row lock keeps a tick from landing after a delivery that read the list.
    const [order] = await tx
      .select({ estado: orders.estado })
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('share');
    if (!order) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    if (!['pendiente', 'pendiente_efectivo'].includes(order.estado))
      throw new AppError('ORDER_NOT_PENDING', 409, PACKING_MESSAGES.notPending);
    if (input.listo) {
      await tx
        .insert(packingTicks)
        .values({ order_id: input.orderId, clave: input.clave, user_id: input.userId, created_at: input.now })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(packingTicks)
        .where(and(eq(packingTicks.order_id, input.orderId), inArray(packingTicks.clave, [input.clave])));
    }
    const view = await packingTicksOf(tx, input.orderId);
    await tx.execute(sql`select pg_notify(${PACKING_CHANNEL}, ${JSON.stringify(view)})`);
    return view;
  });
}
