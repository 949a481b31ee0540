import { and, eq, lte } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { applyVerdict, refreshFromGateway, type PaymentContext } from './payment-context';

/** How often the running app looks for payments left pending past their 15 minutes. */
export const PAYMENT_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Ends payments still PENDING after `expires_at` (DESIGN §5, 15 minutes): the gateway is asked
 * first (a final answer is applied as it is); otherwise the payment is ABANDONED and its stock,
 * code and canje go back. settlePayment locks each row, so two runs (or instances) act once.
 */
export async function abandonExpiredPayments(ctx: PaymentContext): Promise<number> {
  const now = ctx.clock();
  const expired = await ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lte(payments.expires_at, now)))
    .orderBy(payments.id)
    .limit(200);
  let abandoned = 0;
  for (const payment of expired) {
    const refreshed = await refreshFromGateway(ctx, payment);
    if (refreshed.status !== 'PENDING') continue;
    const settled = await applyVerdict(ctx, { reference: payment.reference, status: 'ABANDONED' });
    if (settled.changed) abandoned++;
  }
  return abandoned;
}

/** Runs abandonExpiredPayments on an unref'd timer; failures are logged, never thrown. Returns stop(). */
export function startPaymentExpiryJob(
  ctx: PaymentContext,
  intervalMs = PAYMENT_EXPIRY_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    abandonExpiredPayments(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'payment expiry pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
