import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../domain/messages';
import { checkRefundDate, REFUND_MESSAGES } from '../../../domain/refunds';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { PaymentProvider } from '../../payments/provider';
import { recordAudit } from '../admin-audit/admin-audit.service';

export type CancelledPaymentOutcome = 'voided' | 'refund_due' | 'none';

type OrderRow = typeof orders.$inferSelect;

/**
 * A paid digital order was cancelled: the money goes back. Cards are voided at the gateway where
 * it allows; otherwise (wallets, PSE, or a void the gateway refused) the order's refund is
 * pending (DESIGN §9), which the administrator sees and the resident reads (the legal text
 * promises 3–5 business days). Runs after the cancellation committed, never inside a transaction.
 */
export async function returnPaymentOfCancelledOrder(
  deps: { database: Database; provider: PaymentProvider; log: FastifyBaseLogger },
  orderId: number,
): Promise<CancelledPaymentOutcome> {
  const [payment] = await deps.database.db
    .select()
    .from(payments)
    .where(eq(payments.order_id, orderId));
  if (!payment || payment.status !== 'APPROVED') return 'none';
  let voided = false;
  if (payment.method === 'CARD' && payment.provider_transaction_id) {
    voided = await deps.provider
      .voidTransaction(payment.provider_transaction_id)
      .catch((error: unknown) => {
        deps.log.warn({ err: error, reference: payment.reference }, 'void failed; refund due');
        return false;
      });
  }
  await deps.database.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set(voided ? { status: 'VOIDED', refund_due: false } : { refund_due: true })
      .where(eq(payments.id, payment.id));
    // A shortage may have left part of the payment pending refund (issue 44): the whole payment
    // now comes back — what is left of the order plus that part, unless it was already returned.
    await tx
      .update(orders)
      .set({
        reembolso_estado: voided ? 'anulado' : 'pendiente',
        reembolso_monto: sql`case when ${orders.reembolso_monto} is null then null
          when ${orders.reembolso_estado} = 'pendiente' then ${orders.total} + ${orders.reembolso_monto}
          else ${orders.total} end`,
      })
      .where(eq(orders.id, orderId));
  });
  return voided ? 'voided' : 'refund_due';
}

/**
 * "Marcar reembolso realizado" (DESIGN §9): the administrator returned the money by hand and
 * records the day and the reference. Only a pending refund can be marked; the conditional UPDATE
 * makes a second mark (even a concurrent one) a refusal. Audited with before/after.
 */
export async function markRefundDone(
  database: Database,
  input: { orderId: number; fecha: string; referencia: string; adminId: number | null; now: Date },
): Promise<OrderRow> {
  return database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
    if (!current) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
    if (current.reembolso_estado !== 'pendiente')
      throw new AppError('REFUND_NOT_PENDING', 409, REFUND_MESSAGES.notPending);
    const day = checkRefundDate(input.fecha, current.created_at, input.now);
    if (!day.ok) throw new AppError(day.code, 422, day.message, { fecha: day.message });
    const [order] = await tx
      .update(orders)
      .set({
        reembolso_estado: 'realizado',
        reembolso_fecha: day.value,
        reembolso_referencia: input.referencia,
        updated_at: input.now,
      })
      .where(and(eq(orders.id, input.orderId), eq(orders.reembolso_estado, 'pendiente')))
      .returning();
    if (!order) throw new AppError('REFUND_NOT_PENDING', 409, REFUND_MESSAGES.notPending);
    await tx.update(payments).set({ refund_due: false }).where(eq(payments.order_id, order.id));
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      before: { reembolso_estado: current.reembolso_estado },
      after: {
        reembolso_estado: order.reembolso_estado,
        reembolso_fecha: order.reembolso_fecha,
        reembolso_referencia: order.reembolso_referencia,
      },
    });
    return order;
  });
}
