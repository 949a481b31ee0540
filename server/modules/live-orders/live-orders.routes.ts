import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cancellationView } from '../../../domain/cancel-reasons';
import type { ResidentOrderEvent } from '../../../domain/live-orders';
import { normalizeOrderState, orderCode } from '../../../domain/orders';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import { orderEvents, users } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';
import type { CatalogCache } from '../catalog/catalog.cache';
import { orderEventStream } from '../orders/order-event-stream';
import type { OrderEvent } from '../orders/order-events';
import { cancelOwnOrder } from './cancel-own-order.service';

export interface LiveOrderRouteDeps {
  database: Database;
  guard: AuthGuard;
  catalogCache: CatalogCache;
  /** A cancelled order that was paid online: void or mark the refund (payments module). */
  returnPayment?: (orderId: number) => Promise<'voided' | 'refund_due' | 'none'>;
  pingMs?: number;
}

export function residentEventData(event: OrderEvent): ResidentOrderEvent {
  return {
    evento: event.evento === 'creado' ? 'nuevo' : event.evento,
    pedido_id: event.pedido_id,
    codigo: orderCode(event.pedido_id),
    estado: normalizeOrderState(event.estado) ?? 'pendiente',
    etapa: event.etapa ?? 'recibido',
    fecha: event.fecha ?? null,
    total: event.total,
    puntos_compensacion: event.puntos_compensacion ?? 0,
    puntos_ganados: event.puntos_ganados ?? 0,
    fecha_entrega: event.fecha_entrega ?? null,
    aprobacion: event.aprobacion,
    ...(event.por_residente ? { por_residente: true } : {}),
    ...(event.cancelacion_motivo !== undefined
      ? { cancelacion: cancellationView(event.cancelacion_motivo, event.cancelacion_detalle) }
      : {}),
    ...(event.reembolso_estado !== undefined ? { reembolso_estado: event.reembolso_estado } : {}),
    ...(event.evento === 'caso' && event.caso ? { caso: event.caso } : {}),
    ...(event.evento === 'faltante' && event.faltante ? { faltante: event.faltante } : {}),
  };
}

/** The resident's live orders (issue 13, DESIGN §8): their event stream and their own cancel. */
export function liveOrderRoutes({ database, guard, catalogCache, returnPayment, pingMs }: LiveOrderRouteDeps) {
  return async (root: FastifyInstance) => {
    // GET /api/eventos: the same NOTIFY-fed stream as the board, scoped to the caller's orders.
    await root.register(
      orderEventStream({
        database,
        url: '/api/eventos',
        label: 'resident event',
        preValidation: guard.requireUser,
        userIdOf: (request) => guard.userOf(request).id,
        accepts: (userId, event) => event.user_id === userId,
        replayScope: (userId) => eq(orderEvents.user_id, userId),
        data: residentEventData,
        // A deleted account's open stream ends at the next ping.
        stillAllowed: async (userId) => {
          const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
          return row !== undefined;
        },
        pingMs,
      }),
    );

    const app = root.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/pedidos/:id/cancelar',
      { preValidation: guard.requireUser, schema: { params: IdParamSchema } },
      async (request) =>
        cancelOwnOrder(
          { database, catalogCache, returnPayment },
          {
            orderId: request.params.id,
            residentId: guard.userOf(request).id,
            now: app.clock(),
            log: request.log,
            settings: root.shopSettings.current(),
          },
        ),
    );
  };
}
