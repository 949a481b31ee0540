import { and, desc, eq, gt, gte, or } from 'drizzle-orm';
import { orderCode } from '../../../domain/orders';
import {
  isRecoverablePayment,
  RECOVERY_MAX_PAYMENTS,
  recoveryWindowStart,
} from '../../../domain/payment-recovery';
import { orders, payments } from '../../db/schema';
import { refreshFromGateway, type PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-holds';

/** One payment the store recovers on load (GET /api/pagos/en-curso). */
export interface PaymentInProgress {
  transactionId: string;
  referencia: string;
  metodo: string;
  status: 'PENDING' | 'APPROVED';
  monto: number;
  pedidoId: number | null;
  codigo: string | null;
  fecha: string;
  /** When it last changed (the approval time for an approved payment). */
  actualizado: string;
  /** Issue 40: the gateway's page of a DaviPlata/PSE attempt, so the resident can go back. */
  redirectUrl: string | null;
}

/**
 * The resident's payments that are still pending or were approved in the last minutes, newest
 * first. A pending one is first checked at the gateway, so a payment that settled while no page
 * was watching is answered with its order.
 */
export async function paymentsInProgress(
  ctx: PaymentContext,
  input: { userId: number; now: Date },
): Promise<PaymentInProgress[]> {
  const { userId, now } = input;
  const rows = await ctx.database.db
    .select({ payment: payments, orderState: orders.estado })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.order_id))
    .where(
      and(
        eq(payments.user_id, userId),
        or(
          and(eq(payments.status, 'PENDING'), gt(payments.expires_at, now)),
          and(eq(payments.status, 'APPROVED'), gte(payments.updated_at, recoveryWindowStart(now))),
        ),
      ),
    )
    .orderBy(desc(payments.created_at), desc(payments.id))
    .limit(RECOVERY_MAX_PAYMENTS);
  const answer: PaymentInProgress[] = [];
  for (const row of rows) {
    const fresh = await refreshFromGateway(ctx, row.payment);
    // Settled just now by that check: its order was created pending.
    const orderState = fresh === row.payment ? row.orderState : 'pendiente';
    const view = viewOf(fresh, orderState, now);
    if (view) answer.push(view);
  }
  return answer;
}

function viewOf(row: PaymentRow, orderState: string | null, now: Date): PaymentInProgress | null {
  const facts = {
    status: row.status,
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
    orderId: row.order_id,
    orderState,
  };
  if (!row.provider_transaction_id || !isRecoverablePayment(facts, now)) return null;
  if (row.status !== 'PENDING' && row.status !== 'APPROVED') return null;
  return {
    transactionId: row.provider_transaction_id,
    referencia: row.reference,
    metodo: row.method,
    status: row.status,
    monto: row.amount,
    pedidoId: row.order_id,
    codigo: row.order_id === null ? null : orderCode(row.order_id),
    fecha: row.created_at.toISOString(),
    actualizado: row.updated_at.toISOString(),
    redirectUrl: row.status === 'PENDING' ? row.redirect_url : null,
  };
}
