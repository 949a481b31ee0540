import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ShopMetrics } from '../../http/metrics';
import type { PaymentProvider } from '../../payments/provider';
import type { CatalogCache } from '../catalog/catalog.cache';
import { publishOrderEvent } from '../orders/order-events';
import type { PaymentRow } from './payment-holds';
import type { PaymentWaiters } from './payment-waiters';
import { settlePayment, type GatewayVerdict, type Settlement } from './settle-payment.service';

/** What every payment path needs; built once in the payments routes. */
export interface PaymentContext {
  database: Database;
  provider: PaymentProvider;
  waiters: PaymentWaiters;
  catalogCache: CatalogCache;
  clock: () => Date;
  random: () => number;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Counts what settled here (GET /metrics). */
  metrics: Pick<ShopMetrics, 'orderCreated' | 'paymentFinal'>;
}

/**
 * Settles a verdict and, when something changed, tells the world after the commit: the
 * catalogue (stock came back), other instances' long waits (NOTIFY 'pagos') and the order board
 * (a new order).
 */
export async function applyVerdict(
  ctx: PaymentContext,
  verdict: GatewayVerdict,
): Promise<Settlement> {
  const now = ctx.clock();
  const settlement = await settlePayment(ctx.database, verdict, {
    now,
    random: ctx.random,
  });
  if (!settlement.changed || !settlement.payment) return settlement;
  ctx.metrics.paymentFinal(settlement.payment.status);
  if (settlement.createdOrderId !== null) ctx.metrics.orderCreated(settlement.payment.method);
  if (settlement.stockReleased) ctx.catalogCache.stockChanged();
  await ctx.waiters.publish({
    reference: settlement.payment.reference,
    status: settlement.payment.status,
    pedido_id: settlement.payment.order_id,
  });
  if (settlement.createdOrderId !== null) {
    ctx.catalogCache.stockChanged();
    await publishOrderEvent(
      ctx.database,
      {
        evento: 'creado',
        pedido_id: settlement.createdOrderId,
        user_id: settlement.payment.user_id,
        estado: 'pendiente',
        total: settlement.payment.amount,
        torre: (settlement.payment.delivery as { torre: number }).torre,
        etapa: 'recibido',
        fecha: now.toISOString(),
      },
      ctx.log,
    );
  }
  return settlement;
}

/** A still-pending payment: asks the gateway (a webhook may have been lost) and settles if final. */
export async function refreshFromGateway(
  ctx: PaymentContext,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (payment.status !== 'PENDING' || !payment.provider_transaction_id) return payment;
  let transaction;
  try {
    transaction = await ctx.provider.getTransaction(payment.provider_transaction_id);
  } catch (error) {
    ctx.log.warn({ err: error, reference: payment.reference }, 'gateway status check failed');
    return payment;
  }
  if (!transaction || transaction.status === 'PENDING') return payment;
  const settled = await applyVerdict(ctx, {
    reference: payment.reference,
    transactionId: transaction.id,
    status: transaction.status,
    amountInCents: transaction.amount_in_cents,
    statusMessage: transaction.status_message,
  });
  return settled.payment ?? payment;
}
