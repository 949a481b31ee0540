import { and, eq, inArray, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import type { OrderView } from '../../../domain/order-views';
import { SCHEDULING_MESSAGES as M } from '../../../domain/scheduling/messages';
import { canChangeScheduled } from '../../../domain/scheduling/rules';
import type { SlotSettings } from '../../../domain/scheduling/slots';
import type { Database } from '../../db/client';
import { orders, type OrderState } from '../../db/schema';
import { AppError } from '../../http/errors';
import { orderEventOf, recordOrderEvent } from '../orders/order-events';
import { customerOrderView } from '../orders/order-views.service';
import { takeSlotPlace } from './slot-capacity';

/** Pending as stored, the legacy spelling included (order-state.service's list). */
const PENDING_STORED = ['pendiente', 'pendiente_efectivo'] as OrderState[];

export interface SlotChangeResult {
  success: true;
  message: string;
  pedido: OrderView;
}

/**
 * PUT /api/pedidos/:id/franja (issue 45): the resident moves their scheduled order to another
 * offered slot while its preparation has not started (canChangeScheduled). One transaction: the
 * order row locked, the new slot's place taken under its lock, the order moved and its 'franja'
 * event recorded; the old slot's place frees itself (places are counted, not stored).
 */
export async function changeOrderSlot(
  database: Database,
  input: { orderId: number; residentId: number; inicio: string; now: Date; settings: SlotSettings },
): Promise<SlotChangeResult> {
  const order = await database.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.user_id, input.residentId)))
      .for('update');
    if (!current) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    const verdict = canChangeScheduled(current, input.now, input.settings.programacion);
    if (!verdict.ok) {
      throw new AppError(verdict.code, verdict.code === 'ORDER_NOT_SCHEDULED' ? 422 : 409, verdict.message);
    }
    if (current.entrega_programada_inicio?.getTime() === new Date(input.inicio).getTime()) return current;
    const slot = await takeSlotPlace(tx, input);
    const [moved] = await tx
      .update(orders)
      .set({ entrega_programada_inicio: slot.inicio, entrega_programada_fin: slot.fin, updated_at: input.now })
      .where(
        and(
          eq(orders.id, current.id),
          inArray(orders.estado, PENDING_STORED),
          eq(orders.etapa, 'recibido'),
          isNull(orders.programado_activado_at),
        ),
      )
      .returning();
    if (!moved) throw new AppError('SCHEDULED_PREPARING', 409, M.preparing);
    await recordOrderEvent(tx, orderEventOf('franja', moved));
    return moved;
  });
  return { success: true, message: M.slotChanged, pedido: await customerOrderView(database.db, order) };
}
