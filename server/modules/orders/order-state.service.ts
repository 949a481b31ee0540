import type { CancelReason } from '../../../domain/cancel-reasons';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { canChangeScheduled } from '../../../domain/scheduling/rules';
import { promiseStart } from '../../../domain/missing-items/promise';
import { APPROVAL_MESSAGES, isAwaitingApproval } from '../../../domain/order-approval';
import { MESSAGES } from '../../../domain/messages';
import { lateCompensationPoints, stageBefore, type OrderStage } from '../../../domain/live-orders';
import { canTransition, type OrderState } from '../../../domain/orders';
import type { Database, Tx } from '../../db/client';
import { missingItems, orders, pointsLedger } from '../../db/schema';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { AppError } from '../../http/errors';
import { creditOrderPoints, restoreOrderRedemption } from '../points/points-orders.service';
import { handOverGifts } from '../points/gifts.service';
import { restorePriorityReward } from '../points/priority-reward.service';
import { releasePromoCode } from '../promo-codes/promo-codes.service';
import { orderDemand, returnStock } from './order-stock';
import { closeQuestionsOfCancelled } from '../missing-items/answer-missing.service';
import { DEFAULT_SETTINGS, type DeliveryRules, type ShopSettings } from '../../../domain/settings';

type OrderRow = typeof orders.$inferSelect;

export interface StateChange {
  order: OrderRow;
  /** Points credited by a delivery (0 when the order earns none). */
  puntosAcreditados: number;
  /** Points credited because the delivery broke the promise (0 when on time or cancelled). */
  puntosCompensacion: number;
  /** On a cancellation: what went back. */
  devuelto: { stock: boolean; codigo: string | null; puntos: number };
}

const PENDING_STORED = ['pendiente', 'pendiente_efectivo'] as OrderState[];
/** Not waiting for the owner's approval (issue 46): the guard of "En camino" and "Entregado". */
const NOT_HELD = sql`${orders.aprobacion} IS DISTINCT FROM 'pendiente'`;

/**
 * An administrator moves a pending order (DESIGN §5), all in one transaction: delivered sets
 * fecha_entrega and credits the points once; cancelled returns the stock (packages by their
 * snapshot), the promo code and the redeemed points (a discount canje and a priority reward). The conditional UPDATE on a pending state
 * makes a second change of the same order (even a concurrent one) a refusal, not a repeat.
 */
export async function changeOrderState(
  database: Database,
  input: {
    orderId: number;
    estado: 'entregado' | 'cancelado';
    now: Date;
    adminId?: number | null;
    /**
     * A resident cancelling their own order (DESIGN §8): only theirs, and only while 'recibido'.
     * The conditional UPDATE holds the etapa too, so a concurrent "En camino" wins cleanly.
     */
    residentId?: number;
    /** The settings in force at the delivery (issue 26): points rules, promise, compensation. */
    settings?: ShopSettings;
    /** The owner rejects a held order (issue 46): only one still held, marked 'rechazado'. */
    rechazo?: boolean;
    /** The shop's reason for a cancellation (issue 41), kept on the order and in the audit. */
    cancelacion?: { motivo: CancelReason; detalle: string | null };
  },
): Promise<StateChange> {
  return database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
    const resident = input.residentId;
    if (!current || (resident !== undefined && current.user_id !== resident)) {
      throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    }
    if (!canTransition(current.estado, input.estado)) {
      throw new AppError('ORDER_NOT_PENDING', 409, MESSAGES.orders.onlyPending);
    }
    if (resident !== undefined && current.etapa !== 'recibido') {
      throw new AppError('ORDER_ON_THE_WAY', 409, MESSAGES.liveOrders.cancelOnTheWay);
    }
    // A scheduled order: only until its preparation starts (issue 45).
    const scheduled = resident !== undefined && current.entrega_programada_inicio !== null;
    if (scheduled) {
      const verdict = canChangeScheduled(current, input.now, (input.settings ?? DEFAULT_SETTINGS).programacion);
      if (!verdict.ok) throw new AppError(verdict.code, 409, verdict.message);
    }
    const held = isAwaitingApproval(current);
    if (input.estado === 'entregado' && held)
      throw new AppError('ORDER_AWAITING_APPROVAL', 409, APPROVAL_MESSAGES.heldNoAdvance);
    if (input.rechazo && !held)
      throw new AppError('ORDER_NOT_AWAITING_APPROVAL', 409, APPROVAL_MESSAGES.notAwaiting);
    const guard = and(
      eq(orders.id, input.orderId),
      inArray(orders.estado, PENDING_STORED),
      resident === undefined ? undefined : eq(orders.etapa, 'recibido'),
      scheduled ? isNull(orders.programado_activado_at) : undefined,
      input.rechazo ? eq(orders.aprobacion, 'pendiente') : undefined,
      input.estado === 'entregado' ? NOT_HELD : undefined,
    );
    const [order] = await tx
      .update(orders)
      .set({
        estado: input.estado,
        fecha_entrega: input.estado === 'entregado' ? input.now : null,
        updated_at: input.now,
        ...(input.rechazo ? { aprobacion: 'rechazado' as const } : {}),
        ...(input.estado === 'cancelado' && input.cancelacion
          ? {
              cancelacion_motivo: input.cancelacion.motivo,
              cancelacion_detalle: input.cancelacion.detalle,
            }
          : {}),
      })
      .where(guard)
      .returning();
    if (!order) {
      // A concurrent change won (on PostgreSQL): say why from the row as it is now, as a later
      // request would hear it, so a double tap on "Cancelar" is not told the order is on its way.
      const [now] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
      if (resident !== undefined && now && canTransition(now.estado, input.estado))
        throw new AppError('ORDER_ON_THE_WAY', 409, MESSAGES.liveOrders.cancelOnTheWay);
      throw new AppError('ORDER_NOT_PENDING', 409, MESSAGES.orders.onlyPending);
    }
    if (resident === undefined) await recordAudit(tx, {
      adminId: input.adminId ?? null,
      action: input.rechazo ? 'order.reject' : 'order.state',
      entity: 'order',
      entityId: order.id,
      before: { estado: current.estado, ...(input.rechazo ? { aprobacion: current.aprobacion } : {}) },
      after: {
        estado: order.estado,
        ...(input.rechazo ? { aprobacion: order.aprobacion } : {}),
        ...(order.cancelacion_motivo
          ? { motivo: order.cancelacion_motivo, detalle: order.cancelacion_detalle }
          : {}),
      },
    });

    if (input.estado === 'entregado') {
      // The gifts this order carried are handed over with it (issue 41).
      await handOverGifts(tx, order, input.now, input.adminId ?? null);
      const puntos = await creditOrderPoints(tx, order.id, input.now, input.settings?.puntos);
      return {
        order,
        puntosAcreditados: puntos,
        puntosCompensacion: await creditLateCompensation(tx, order, input.now, input.settings?.entrega),
        devuelto: { stock: false, codigo: null, puntos: 0 },
      };
    }
    // Open questions about missing products close with the order (issue 44).
    await closeQuestionsOfCancelled(tx, order.id, input.now);
    await returnStock(tx, await orderDemand(tx, order.id));
    const codigo =
      order.codigo_promocional &&
      (await releasePromoCode(tx, order.codigo_promocional, { orderId: order.id }))
        ? order.codigo_promocional
        : null;
    const canje = await restoreOrderRedemption(tx, order.id, input.now);
    const priority = order.prioritario ? await restorePriorityReward(tx, order.id, input.now) : null;
    return {
      order,
      puntosAcreditados: 0,
      puntosCompensacion: 0,
      devuelto: {
        stock: true,
        codigo,
        puntos: (canje?.puntos_usados ?? 0) + (priority?.puntos_usados ?? 0),
      },
    };
  });
}

/**
 * A delivery later than the promise credits the configured points, in the delivery's
 * transaction. The partial unique index (order, 'compensacion') makes a second credit impossible
 * even if this ran twice; only delivery calls it, so a cancelled order never gets any.
 */
async function creditLateCompensation(
  tx: Tx,
  order: OrderRow,
  now: Date,
  rules: DeliveryRules = DEFAULT_SETTINGS.entrega,
): Promise<number> {
  // The time questions about missing products waited for the resident stops the promise's
  // clock (issue 44, decision 0025); a scheduled order's promise is its slot's end (issue 45),
  // moved by the same wait.
  const waited = await tx
    .select({ opened: missingItems.created_at, closed: missingItems.cerrada_en })
    .from(missingItems)
    .where(and(eq(missingItems.order_id, order.id), isNotNull(missingItems.vence_en)));
  const start = promiseStart(order.created_at, waited, now);
  const slotEnd = order.entrega_programada_fin
    ? new Date(order.entrega_programada_fin.getTime() + start.getTime() - order.created_at.getTime())
    : null;
  const puntos = lateCompensationPoints(start, now, rules, slotEnd);
  if (puntos <= 0) return 0;
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      user_id: order.user_id,
      kind: 'compensacion',
      puntos,
      order_id: order.id,
      note: slotEnd
        ? 'Entrega después del final de la franja programada'
        : `Entrega después de la promesa de ${rules.promesa_minutos} minutos`,
      created_at: now,
    })
    .onConflictDoNothing()
    .returning({ puntos: pointsLedger.puntos });
  return row?.puntos ?? 0;
}

/**
 * The administrator's "En camino" (DESIGN §8) and its undo (issue 41): a pending order moves
 * from 'recibido' to 'en_camino' or back, one step; anything else is a 409 and nothing changes.
 * The conditional UPDATE on the stage it leaves makes a repeat (even a concurrent one) a refusal.
 * Audited like every administrative write, the undo as an action of its own.
 */
export async function advanceOrderStage(
  database: Database,
  input: { orderId: number; etapa: OrderStage; now: Date; adminId: number | null },
): Promise<OrderRow> {
  const back = input.etapa === 'recibido';
  return database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
    if (!current) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    if (isAwaitingApproval(current))
      throw new AppError('ORDER_AWAITING_APPROVAL', 409, APPROVAL_MESSAGES.heldNoAdvance);
    const [order] = await tx
      .update(orders)
      .set({ etapa: input.etapa, updated_at: input.now })
      .where(
        and(
          eq(orders.id, input.orderId),
          inArray(orders.estado, PENDING_STORED),
          eq(orders.etapa, stageBefore(input.etapa)),
          NOT_HELD,
        ),
      )
      .returning();
    if (!order) {
      throw back
        ? new AppError('ORDER_NOT_ON_THE_WAY', 409, MESSAGES.liveOrders.stageOnlyOnTheWay)
        : new AppError('ORDER_NOT_PENDING', 409, MESSAGES.liveOrders.stageOnlyReceived);
    }
    await recordAudit(tx, {
      adminId: input.adminId,
      action: back ? 'order.stage_back' : 'order.stage',
      entity: 'order',
      entityId: order.id,
      before: { etapa: current.etapa },
      after: { etapa: order.etapa },
    });
    return order;
  });
}
