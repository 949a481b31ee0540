import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { validateCardForm } from '../../../domain/payments';
import {
  CreatePaymentSchema,
  PaymentReferenceParamSchema,
  TokenizeCardSchema,
  TransactionIdParamSchema,
} from '../../../domain/schemas/payments';
import { checkServiceHours } from '../../../domain/service-hours';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { requestOrigin, type OriginSettings } from '../../http/request-origin';
import { GatewayError, type PaymentProvider, type PseBank } from '../../payments/provider';
import type { CatalogCache } from '../catalog/catalog.cache';
import { idempotencyKeyOf } from '../orders/orders.routes';
import { slotSettingsOf } from '../scheduling/slot-settings';
import { secureRandom } from '../points/redemptions.service';
import {
  createPromoAttempts,
  withPromoAttempt,
  type PromoAttempts,
} from '../promo-codes/promo-attempts';
import { cancelOwnPayment, refundsOwed } from './cancel-payment.service';
import { createPayment } from './create-payment.service';
import { applyVerdict, refreshFromGateway, type PaymentContext } from './payment-context';
import { startPaymentExpiryJob } from './payment-expiry.job';
import type { PaymentRow } from './payment-holds';
import { createPaymentWaiters } from './payment-waiters';
import { paymentsInProgress } from './payments-in-progress.service';

export interface PaymentRouteDeps {
  database: Database;
  guard: AuthGuard;
  catalogCache: CatalogCache;
  provider: PaymentProvider;
  /** The promo-code attempt count shared with validation and cash orders (issue 46). */
  promoAttempts?: PromoAttempts;
  publicUrl: string;
  /** How the gateway's return URLs get their origin; absent, always publicUrl. */
  origin?: OriginSettings;
  /** How long GET /api/esperar-confirmacion holds the request (40 s; tests shorten it). */
  longWaitMs?: number;
  /** How often a long wait asks the gateway itself, in case a webhook is lost. */
  gatewayCheckMs?: number;
  /** The abandoned-payment job's period; 0 leaves it off. */
  expiryIntervalMs?: number;
}

const PSE_BANKS_TTL_MS = 60 * 60_000;

/** Digital payments (payments-and-admin §7, DESIGN §5): tokenize, create, confirm, webhook. */
export function paymentRoutes(deps: PaymentRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const { database, guard, provider } = deps;
    const promoAttempts = deps.promoAttempts ?? createPromoAttempts();
    const waiters = createPaymentWaiters(database, root.log);
    const ctx: PaymentContext = {
      database,
      provider,
      waiters,
      catalogCache: deps.catalogCache,
      clock: () => root.clock(),
      random: secureRandom,
      publicUrl: deps.publicUrl,
      log: root.log,
      metrics: root.metrics,
    };
    const signedIn = { preValidation: guard.requireUser };
    // Routes that wait on the payment gateway (a network round trip in production) or park the
    // long wait are never held at the door (server/http/admission.ts).
    const atGateway = { config: { unqueued: true } };
    const longWaitMs = deps.longWaitMs ?? 40_000;
    const gatewayCheckMs = deps.gatewayCheckMs ?? 3_000;

    /** The caller's payment by the gateway's transaction id; another customer's is "not found". */
    async function ownPayment(userId: number, transactionId: string): Promise<PaymentRow> {
      const [payment] = await database.db
        .select()
        .from(payments)
        .where(
          and(eq(payments.provider_transaction_id, transactionId), eq(payments.user_id, userId)),
        );
      if (!payment) {
        throw new AppError(
          'PAYMENT_NOT_FOUND',
          404,
          PAYMENT_MESSAGES.transactionNotFound,
          undefined,
          {
            found: false,
          },
        );
      }
      return payment;
    }

    app.get('/api/pagos/configuracion', { ...signedIn, ...atGateway }, async (request) => {
      // The sandbox's documents are the shop's pages: linked on the host the resident uses (issue 40).
      const origin = deps.origin ? requestOrigin(request, deps.origin) : deps.publicUrl;
      const acceptance = await provider.merchantAcceptance(origin).catch((error: unknown) => {
        root.log.warn({ err: error }, 'merchant acceptance unavailable');
        throw new AppError('PAYMENT_ERROR', 502, PAYMENT_MESSAGES.gatewayUnavailable);
      });
      return {
        proveedor: provider.name,
        ambiente: provider.environment,
        tokenizacion: provider.browserTokenization(),
        aceptacion: {
          terminos: {
            acceptance_token: acceptance.terms.acceptance_token,
            permalink: acceptance.terms.permalink,
          },
          datos_personales: {
            acceptance_token: acceptance.personalData.acceptance_token,
            permalink: acceptance.personalData.permalink,
          },
        },
      };
    });

    app.post(
      '/api/tokenizar-tarjeta',
      { ...signedIn, ...atGateway, schema: { body: TokenizeCardSchema } },
      async (request) => {
        if (provider.browserTokenization()) {
          throw new AppError('TOKENIZE_IN_BROWSER', 409, PAYMENT_MESSAGES.tokenizeOnlySandbox);
        }
        const card = request.body;
        const errors = validateCardForm(
          {
            number: card.number,
            expMonth: card.exp_month,
            expYear: card.exp_year,
            cvv: card.cvc,
            holder: card.card_holder,
          },
          root.clock(),
        );
        const first = Object.values(errors)[0];
        if (first) throw new AppError('VALIDATION', 400, first, errors as Record<string, string>);
        try {
          const token = await provider.tokenizeCard(card);
          return { data: { id: token.id, brand: token.brand, last_four: token.last_four } };
        } catch (error) {
          if (error instanceof GatewayError)
            throw new AppError(
              'PAYMENT_ERROR',
              422,
              error.message || PAYMENT_MESSAGES.tokenizeError,
            );
          throw error;
        }
      },
    );

    app.post(
      '/api/crear-pago',
      { ...signedIn, ...atGateway, schema: { body: CreatePaymentSchema } },
      async (request, reply) => {
        const idempotencyKey = idempotencyKeyOf(request);
        const now = root.clock();
        const scheduled = Boolean(request.body.entrega_programada);
        // A scheduled order is paid at any hour: its slot lies within them (issue 45).
        const open = scheduled ? null : checkServiceHours(now, root.shopSettings.serviceHours());
        if (open && !open.ok) throw new AppError(open.code, 422, open.message);
        const userId = guard.userOf(request).id;
        const caller = { userId, ip: request.ip, now };
        try {
          const { payment, repeated } = await withPromoAttempt(
            promoAttempts,
            caller,
            request.body.codigo_promocional,
            () =>
              createPayment(
                {
                  database,
                  provider,
                  // The customer comes back to the origin they opened the shop under (issue 15).
                  publicUrl: deps.origin ? requestOrigin(request, deps.origin) : deps.publicUrl,
                  random: secureRandom,
                  onFinal: (estado) => root.metrics.paymentFinal(estado),
                },
                {
                  userId,
                  body: request.body,
                  idempotencyKey,
                  now,
                  settings: root.shopSettings.current(),
                  slotSettings: slotSettingsOf(root.shopSettings),
                },
              ),
          );
          const url = payment.redirect_url;
          return reply.status(repeated ? 200 : 201).send({
            success: true,
            transactionId: payment.provider_transaction_id,
            referencia: payment.reference,
            status: payment.status,
            monto: payment.amount,
            ...(payment.method === 'DAVIPLATA' && url ? { daviplataUrl: url } : {}),
            ...(payment.method === 'PSE' && url ? { pseUrl: url } : {}),
          });
        } finally {
          // Stock was reserved (or given back after a failed attempt): the catalogue must show it.
          deps.catalogCache.stockChanged();
        }
      },
    );

    app.get(
      '/api/esperar-confirmacion/:transactionId',
      { ...signedIn, ...atGateway, schema: { params: TransactionIdParamSchema } },
      async (request) => {
        let payment = await ownPayment(guard.userOf(request).id, request.params.transactionId);
        const abort = new AbortController();
        request.raw.once('close', () => abort.abort());
        // A restart answers the wait at once with what is known; the client asks again.
        const stopOnDrain = root.lifecycle.onDrain(() => abort.abort());
        request.raw.once('close', stopOnDrain);
        const deadline = Date.now() + longWaitMs;
        while (payment.status === 'PENDING' && !abort.signal.aborted) {
          payment = await refreshFromGateway(ctx, payment);
          const remaining = deadline - Date.now();
          if (payment.status !== 'PENDING' || remaining <= 0) break;
          await waiters.wait(payment.reference, Math.min(gatewayCheckMs, remaining), abort.signal);
          payment =
            (await database.db.select().from(payments).where(eq(payments.id, payment.id)))[0] ??
            payment;
        }
        return confirmationAnswer(payment);
      },
    );

    app.get(
      '/api/consultar-pago/:transactionId',
      { ...signedIn, ...atGateway, schema: { params: TransactionIdParamSchema } },
      async (request) => {
        const payment = await refreshFromGateway(
          ctx,
          await ownPayment(guard.userOf(request).id, request.params.transactionId),
        );
        return {
          found: true,
          status: payment.status === 'ABANDONED' ? 'ERROR' : payment.status,
          pedidoId: payment.order_id,
          monto: payment.amount,
          metodo: payment.method,
          fecha: payment.created_at.toISOString(),
          // Issue 40: approved after the resident ended it, so no order: the money is owed back.
          ...(payment.refund_due && payment.order_id === null ? { reembolso: true } : {}),
        };
      },
    );

    // Issue 15: what the store recovers on load (a pending payment, or one approved minutes ago).
    // Issue 40: with the refunds owed for attempts the gateway approved after they ended.
    app.get('/api/pagos/en-curso', { ...signedIn, ...atGateway }, async (request) => {
      const caller = { userId: guard.userOf(request).id, now: root.clock() };
      return {
        pagos: await paymentsInProgress(ctx, caller),
        reembolsos: await refundsOwed(ctx, caller),
      };
    });

    // Issue 40: the payer ends their own open attempt and may pay another way at once.
    app.post(
      '/api/pagos/:referencia/cancelar',
      { ...signedIn, ...atGateway, schema: { params: PaymentReferenceParamSchema } },
      async (request) =>
        cancelOwnPayment(ctx, {
          userId: guard.userOf(request).id,
          referencia: request.params.referencia,
        }),
    );

    let banks: { at: number; list: PseBank[] } | undefined;
    app.get('/api/pse/bancos', atGateway, async () => {
      if (!banks || Date.now() - banks.at > PSE_BANKS_TTL_MS) {
        const list = await provider.pseBanks().catch((error: unknown) => {
          root.log.warn({ err: error }, 'PSE banks unavailable');
          throw new AppError('PAYMENT_ERROR', 502, PAYMENT_MESSAGES.gatewayUnavailable);
        });
        banks = { at: Date.now(), list };
      }
      return {
        bancos: banks.list.map((b) => ({
          codigo: b.financial_institution_code,
          nombre: b.financial_institution_name,
        })),
      };
    });

    // The gateway's events: verified, applied once, answered 200 quickly (it retries anything else).
    app.post('/api/pagos/eventos', async (request, reply) => {
      const header = request.headers['x-event-checksum'];
      const verified = provider.verifyEvent(
        request.body,
        typeof header === 'string' ? header : undefined,
      );
      if (!verified.ok) {
        request.log.warn({ reason: verified.reason }, 'payment event refused');
        const status = verified.reason === 'MALFORMED' ? 400 : 401;
        return reply
          .status(status)
          .send({ error: PAYMENT_MESSAGES.eventInvalid, code: `EVENT_${verified.reason}` });
      }
      const { event } = verified;
      if (event.event !== 'transaction.updated') return { ok: true, ignored: event.event };
      const settled = await applyVerdict(ctx, {
        reference: event.transaction.reference,
        transactionId: event.transaction.id,
        status: event.transaction.status,
        amountInCents: event.transaction.amount_in_cents,
        eventKey: event.key,
        provider: provider.name,
      });
      return { ok: true, duplicate: settled.duplicateEvent, applied: settled.changed };
    });

    let stopJob: (() => void) | undefined;
    root.addHook('onReady', async () => {
      await waiters.start();
      if (deps.expiryIntervalMs !== 0) stopJob = startPaymentExpiryJob(ctx, deps.expiryIntervalMs);
    });
    root.addHook('onClose', async () => {
      stopJob?.();
      await waiters.stop();
    });
  };
}

/** The long wait's answer (payments spec §3): APPROVED with the order, DECLINED, ERROR or TIMEOUT. */
function confirmationAnswer(payment: PaymentRow) {
  switch (payment.status) {
    case 'APPROVED':
      return {
        success: true,
        status: 'APPROVED',
        pedidoId: payment.order_id,
        message: PAYMENT_MESSAGES.approved,
      };
    case 'DECLINED':
      return { success: false, status: 'DECLINED', message: PAYMENT_MESSAGES.rejected };
    case 'PENDING':
      return { success: false, status: 'TIMEOUT', message: PAYMENT_MESSAGES.timeout };
    default:
      return { success: false, status: 'ERROR', message: PAYMENT_MESSAGES.failedTryAgain };
  }
}
