import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderView } from '../../../domain/order-views';
import { cancelResultMessage } from '../../../domain/refunds';
import type { ShopSettings } from '../../../domain/settings';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { CatalogCache } from '../catalog/catalog.cache';
import { orderEventOf, publishOrderEvent } from '../orders/order-events';
import { changeOrderState, type StateChange } from '../orders/order-state.service';
import { customerOrderView } from '../orders/order-views.service';

export interface CancelOwnOrderDeps {
  database: Database;
  catalogCache: CatalogCache;
  /** A cancelled order that was paid online: void or mark the refund (payments module). */
  returnPayment?: (orderId: number) => Promise<'voided' | 'refund_due' | 'none'>;
}

export interface CancelOwnOrderResult {
  success: true;
  pedido: OrderView;
  devuelto: StateChange['devuelto'] & { pago: 'voided' | 'refund_due' | 'none' };
  /** Only what really came back, in the resident's words (issue 22). */
  message: string;
}

/**
 * A resident cancels their own order (DESIGN §8): the one path for the "Cancelar pedido" button
 * and the assistant's confirmed cancel (issue 25), so the rule (only theirs, only while
 * 'recibido') and its refusals live in changeOrderState alone. Throws its AppErrors unchanged.
 */
export async function cancelOwnOrder(
  deps: CancelOwnOrderDeps,
  input: {
    orderId: number;
    residentId: number;
    now: Date;
    log: FastifyBaseLogger;
    /** The settings in force: a scheduled order's lead time (issue 45). Today's by default. */
    settings?: ShopSettings;
  },
): Promise<CancelOwnOrderResult> {
  const { database, catalogCache, returnPayment } = deps;
  const change = await changeOrderState(database, {
    orderId: input.orderId,
    estado: 'cancelado',
    now: input.now,
    residentId: input.residentId,
    settings: input.settings,
  });
  catalogCache.stockChanged();
  const { order, devuelto } = change;
  const pago =
    order.metodo_pago !== 'EFECTIVO' && returnPayment ? await returnPayment(order.id) : 'none';
  // Marked as the resident's own change: Web Push does not notify them of it (decision 0012).
  await publishOrderEvent(
    database,
    { ...orderEventOf('estado', order), por_residente: true },
    input.log,
  );
  // Read again after the payment's return, so the answer carries the refund state.
  const [fresh] = await database.db.select().from(orders).where(eq(orders.id, order.id));
  const pedido = await customerOrderView(database.db, fresh ?? order);
  return {
    success: true,
    pedido,
    devuelto: { ...devuelto, pago },
    message: cancelResultMessage(devuelto, pedido),
  };
}
