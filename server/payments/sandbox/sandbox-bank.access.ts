import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';

/** Throws unless the request may decide this sandbox transaction. */
export type BankDecisionAccess = (request: FastifyRequest, transactionId: string) => Promise<void>;

/**
 * Only the payer decides (issue 46): a signed-in resident whose payment carries this transaction.
 * Without it anyone who saw or guessed a transaction id approved a payment that the board then
 * showed as paid. Another resident's payment and one the shop does not know are both refused.
 */
export function payerOnly(guard: AuthGuard, database: Database): BankDecisionAccess {
  return async (request, transactionId) => {
    const userId = (await guard.verifyToken(request)).id;
    const [payment] = await database.db
      .select({ user_id: payments.user_id })
      .from(payments)
      .where(
        and(eq(payments.provider_transaction_id, transactionId), eq(payments.provider, 'sandbox')),
      );
    if (!payment)
      throw new AppError('PAYMENT_NOT_FOUND', 404, PAYMENT_MESSAGES.transactionNotFound);
    if (payment.user_id !== userId)
      throw new AppError('FORBIDDEN', 403, PAYMENT_MODE_MESSAGES.bankNotYours);
  };
}
