import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { orderCode } from '../../../domain/orders';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { RESIDENT_MONEY_MESSAGES as M } from '../../../domain/resident-money-messages';
import { payments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { applyVerdict, refreshFromGateway, type PaymentContext } from './payment-context';

/** What POST /api/pagos/:referencia/cancelar answers when the attempt is over. */
export interface CancelledPayment {
  cancelado: true;
  referencia: string;
  mensaje: string;
}

/**
 * The payer ends their own attempt (issue 40): a DaviPlata or PSE page left with Back no longer
 * locks them out until the 15-minute abandonment. The gateway is asked first, so an approval it
 * already gave becomes the order (409 with it) instead of being cancelled; otherwise the attempt
 * ends through settlePayment, which locks the row and gives back the stock, code and canje it held
 * (the release path of a decline). Idempotent: an attempt already over answers the same. An
 * approval that arrives later is owed back (decision 0018), never a second order.
 */
export async function cancelOwnPayment(
  ctx: PaymentContext,
  input: { userId: number; referencia: string },
): Promise<CancelledPayment> {
  const [payment] = await ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, input.referencia), eq(payments.user_id, input.userId)));
  if (!payment) {
    throw new AppError('PAYMENT_NOT_FOUND', 404, PAYMENT_MESSAGES.transactionNotFound);
  }
  let current = await refreshFromGateway(ctx, payment);
  if (current.status === 'PENDING') {
    const settled = await applyVerdict(ctx, {
      reference: current.reference,
      status: 'CANCELLED',
      statusMessage: M.cancel.byPayer,
    });
    current = settled.payment ?? current;
  }
  if (current.status === 'APPROVED' && current.order_id !== null) {
    const codigo = orderCode(current.order_id);
    throw new AppError(
      'PAYMENT_ALREADY_APPROVED',
      409,
      M.cancel.alreadyApproved(codigo),
      undefined,
      {
        pedidoId: current.order_id,
        codigo,
      },
    );
  }
  return { cancelado: true, referencia: current.reference, mensaje: M.cancel.done };
}

/** How long a refund owed for an ended attempt is shown to its resident (3–5 business days). */
const REFUND_SHOWN_DAYS = 10;

/** A payment the gateway approved after its attempt ended, with no order: its money is owed back. */
export interface RefundOwed {
  referencia: string;
  metodo: string;
  monto: number;
  fecha: string;
}

/** The resident's payments approved after they ended (or after they lapsed), newest first. */
export async function refundsOwed(
  ctx: PaymentContext,
  input: { userId: number; now: Date },
): Promise<RefundOwed[]> {
  const since = new Date(input.now.getTime() - REFUND_SHOWN_DAYS * 86_400_000);
  const rows = await ctx.database.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.user_id, input.userId),
        eq(payments.refund_due, true),
        isNull(payments.order_id),
        gte(payments.updated_at, since),
      ),
    )
    .orderBy(desc(payments.updated_at))
    .limit(5);
  return rows.map((row) => ({
    referencia: row.reference,
    metodo: row.method,
    monto: row.amount,
    fecha: row.updated_at.toISOString(),
  }));
}
