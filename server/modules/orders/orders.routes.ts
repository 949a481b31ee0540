import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import type {
  CreateOrderAnswer,
  OrderView,
  RecentOrderCheck,
  ServiceHoursView,
} from '../../../domain/order-views';
import { orderCode } from '../../../domain/orders';
import { CashOrderSchema, OrderHistoryQuerySchema } from '../../../domain/schemas/orders';
import { IdParamSchema } from '../../../domain/schemas/params';
import { ShippingQuoteSchema } from '../../../domain/schemas/shipping';
import { checkServiceHours, nextOpening, publishedHours } from '../../../domain/service-hours';
import { checkMinimumOrder, shippingFor, shippingMessage } from '../../../domain/shipping';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError, isPageNavigation } from '../../http/errors';
import { secureRandom } from '../points/redemptions.service';
import {
  createPromoAttempts,
  withPromoAttempt,
  type PromoAttempts,
} from '../promo-codes/promo-attempts';
import type { CatalogCache } from '../catalog/catalog.cache';
import { slotSettingsOf } from '../scheduling/slot-settings';
import { createOrder } from './create-order.service';
import { customerOrderPage } from './order-history.service';
import { pruneNowAndThen } from './order-events';
import { customerOrderView, listCustomerOrders, newOrderView } from './order-views.service';

export interface OrderRouteDeps {
  database: Database;
  guard: AuthGuard;
  catalogCache: CatalogCache;
  /** The promo-code attempt count shared with validation and payments (issue 46). */
  promoAttempts?: PromoAttempts;
  /** Serves the SPA when a browser navigates to /orders (it redirects to /historial). */
  sendPage?: (reply: FastifyReply) => unknown;
}

/** How long a finished checkout counts as "recent" for the return-from-gateway check. */
const RECENT_ORDER_MINUTES = 30;

/** An Idempotency-Key: printable ASCII, at most 100 characters; anything else is refused. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[\x21-\x7e]{1,100}$/.test(key)) {
    throw new AppError('VALIDATION', 400, MESSAGES.orders.idempotencyKeyInvalid);
  }
  return key;
}

/** Cash orders, the customer's order list, shipping quotes, the recent-order check, service hours. */
export function orderRoutes({
  database,
  guard,
  catalogCache,
  promoAttempts = createPromoAttempts(),
  sendPage,
}: OrderRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const db = database.db;
    const signedIn = { preValidation: guard.requireUser };
    // A signed-out order hears the cash order's own message (customer spec §5). The token's
    // signature is checked here; the order's transaction locks the caller's row first thing and
    // refuses an erased account there, so an order reads that row once, not twice (issue 16).
    const signedInToOrder = {
      preValidation: async (request: FastifyRequest) => {
        try {
          request.user = await guard.verifyToken(request);
        } catch (error) {
          if (error instanceof AppError && error.code === 'LOGIN_REQUIRED') {
            throw new AppError(error.code, 401, MESSAGES.cashOrder.loginRequired);
          }
          throw error;
        }
      },
    };

    // The hours in force: SERVICE_HOURS (tests) or the week saved in "Ajustes" (issue 26).
    const serviceHours = () => root.shopSettings.serviceHours();

    app.get('/api/horario', { config: { unqueued: true } }, async (): Promise<ServiceHoursView> => {
      const now = app.clock();
      const hours = serviceHours();
      const verdict = checkServiceHours(now, hours);
      const opening = nextOpening(now, hours);
      return {
        abierto: verdict.ok,
        horario: publishedHours(hours).horas,
        ventana: hours,
        mensaje: verdict.ok ? null : verdict.message,
        proxima_apertura: opening?.toISOString() ?? null,
      };
    });

    app.post(
      '/orders',
      // The answer is about 1.5 KB: compressing it costs more CPU than it saves on the wire.
      { ...signedInToOrder, schema: { body: CashOrderSchema }, compress: false },
      async (request, reply) => {
        const idempotencyKey = idempotencyKeyOf(request);
        const now = app.clock();
        const body = request.body;
        // A scheduled order is taken at any hour: its slot lies within them (issue 45).
        const open = body.entrega_programada ? null : checkServiceHours(now, serviceHours());
        if (open && !open.ok) throw new AppError(open.code, 422, open.message);
        const userId = guard.userOf(request).id;
        const caller = { userId, ip: request.ip, now };
        const { order, repeated, lines } = await withPromoAttempt(
          promoAttempts,
          caller,
          body.codigo_promocional,
          () =>
            createOrder(database, {
              userId,
              payment: { kind: 'cash' },
              cart: { productos: body.productos, paquetes: body.paquetes },
              delivery: body,
              codigoPromocional: body.codigo_promocional,
              codigoCanje: body.codigo_canje,
              faltantesPreferencia: body.faltantes_preferencia ?? null,
              clientTotals: { subtotal: body.subtotal, total: body.total },
              idempotencyKey,
              now,
              random: secureRandom,
              settings: root.shopSettings.current(),
              slot: body.entrega_programada
                ? { inicio: body.entrega_programada.inicio, settings: slotSettingsOf(root.shopSettings) }
                : null,
            }),
        );
        if (!repeated) {
          root.metrics.orderCreated(order.metodo_pago);
          catalogCache.stockChanged();
          // The order's event was recorded and notified by its own transaction.
          await pruneNowAndThen(database, request.log);
        }
        const answer: CreateOrderAnswer = {
          success: true,
          pedidoId: order.id,
          codigo: orderCode(order.id),
          message: MESSAGES.cashOrder.created,
          pedido: lines ? newOrderView(order, lines) : await customerOrderView(db, order),
        };
        return reply.status(repeated ? 200 : 201).send(answer);
      },
    );

    app.get(
      '/orders',
      { schema: { querystring: OrderHistoryQuerySchema } },
      async (request, reply) => {
        if (sendPage && isPageNavigation(request)) return sendPage(reply);
        await guard.requireUser(request, reply);
        const { id } = guard.userOf(request);
        const { limite } = request.query;
        return limite === undefined
          ? listCustomerOrders(db, id)
          : customerOrderPage(db, id, limite);
      },
    );

    // One of the caller's own orders, however old: a notification's link (`/historial?pedido=ID`)
    // may name an order beyond the history's first page. Another resident's order is "not found".
    app.get(
      '/api/pedidos/:id',
      { ...signedIn, schema: { params: IdParamSchema } },
      async (request): Promise<OrderView> => {
        const [order] = await db
          .select()
          .from(orders)
          .where(
            and(eq(orders.id, request.params.id), eq(orders.user_id, guard.userOf(request).id)),
          );
        if (!order) throw new AppError('NOT_FOUND', 404, MESSAGES.orders.notFound);
        return customerOrderView(db, order);
      },
    );

    app.post(
      '/api/calcular-envio',
      { config: { unqueued: true }, schema: { body: ShippingQuoteSchema } },
      async (request) => {
        const { subtotal, metodoPago } = request.body;
        const settings = root.shopSettings.current();
        const minimum = checkMinimumOrder(subtotal, metodoPago, undefined, settings);
        if (!minimum.ok) throw new AppError(minimum.code, 422, minimum.message);
        return {
          costoEnvio: shippingFor(subtotal, metodoPago, settings),
          mensaje: shippingMessage(subtotal, metodoPago, settings),
        };
      },
    );

    app.get(
      '/api/verificar-pedido-reciente',
      signedIn,
      async (request): Promise<RecentOrderCheck> => {
        const since = new Date(app.clock().getTime() - RECENT_ORDER_MINUTES * 60_000);
        const [recent] = await db
          .select({ id: orders.id, total: orders.total, estado_pago: orders.estado_pago })
          .from(orders)
          .where(and(eq(orders.user_id, guard.userOf(request).id), gt(orders.created_at, since)))
          .orderBy(desc(orders.created_at), desc(orders.id))
          .limit(1);
        if (!recent) return { found: false };
        return {
          found: true,
          pedidoId: recent.id,
          total: recent.total,
          payment_status: recent.estado_pago,
        };
      },
    );
  };
}
