import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, type OrderState } from '../../db/schema';

// Legacy rows may still read 'pendiente_efectivo' (DESIGN §5).
const PENDING_STORED = ['pendiente', 'pendiente_efectivo'] as OrderState[];

/**
 * How many cash orders the resident has pending and their subtotals together. Run after the
 * customer's row lock (lockCustomer), so a concurrent checkout of the same resident has committed
 * and is counted: two orders cannot pass the ceiling together (issue 46).
 */
export async function openCashOrders(tx: Tx, userId: number): Promise<{ count: number; value: number }> {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      value: sql<number>`coalesce(sum(${orders.subtotal}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.metodo_pago, 'EFECTIVO'), inArray(orders.estado, PENDING_STORED)));
  return { count: Number(row?.count ?? 0), value: Number(row?.value ?? 0) };
}
