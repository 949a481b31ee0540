import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentProvider } from '../../payments/provider';

export type CancelledPaymentOutcome = 'voided' | 'refund_due' | 'none';

/**
 * A paid digital order was cancelled: the money goes back. Cards are voided at the gateway where
 * it allows; otherwise (wallets, PSE, or a void the gateway refused) the payment is marked refund
 * due, which the administrator sees (the legal text promises 3–5 business days). Runs after the
 * cancellation committed, never inside a transaction.
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
  await deps.database.db
    .update(payments)
    .set(voided ? { status: 'VOIDED', refund_due: false } : { refund_due: true })
    .where(eq(payments.id, payment.id));
  return voided ? 'voided' : 'refund_due';
}
