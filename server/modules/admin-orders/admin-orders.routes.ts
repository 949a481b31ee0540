import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import { can } from '../../../domain/permissions';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import {
  OrderStageChangeSchema,
  OrderStateChangeSchema,
} from '../../../domain/schemas/admin-orders';
import {
  AdminOrderCountsQuerySchema,
  AdminOrderPageQuerySchema,
} from '../../../domain/schemas/admin-panel';
import { decodeCursor, encodeCursor } from '../../../domain/admin-panel';
import { NEXT_CURSOR_HEADER } from '../../../domain/admin-views';
import { IdParamSchema } from '../../../domain/schemas/params';
import { REFUND_MESSAGES } from '../../../domain/refunds';
import { RefundDoneSchema } from '../../../domain/schemas/refunds';
import { DELIVERY_REVERT_MESSAGES } from '../../../domain/delivery-revert';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import type { CatalogCache } from '../catalog/catalog.cache';
import { orderEventOf, publishOrderEvent } from '../orders/order-events';
import { revertDelivery } from '../orders/delivery-revert.service';
import { advanceOrderStage, changeOrderState } from '../orders/order-state.service';
import { adminOrderView, listAdminOrders } from '../orders/order-views.service';
import { markRefundDone } from '../payments/refunds.service';
import { adminOrderCounts } from './admin-board.service';
import { orderApprovalRoutes } from './order-approval.routes';

export interface AdminOrderRouteDeps {
  database: Database;
  guard: AuthGuard;
  catalogCache: CatalogCache;
  /** A cancelled order that was paid online: void or mark the refund (payments module). */
  returnPayment?: (orderId: number) => Promise<'voided' | 'refund_due' | 'none'>;
}

/** The administrator's order board and the order's life (payments-and-admin §4, §7). */
export function adminOrderRoutes({
  database,
  guard,
  catalogCache,
  returnPayment,
}: AdminOrderRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('entregas') };
    await app.register(orderApprovalRoutes({ database, guard, catalogCache }));

    app.get(
      '/api/admin/pedidos',
      { ...admin, schema: { querystring: AdminOrderPageQuerySchema } },
      async (request, reply) => {
        const { cursor, limite, ...filter } = request.query;
        const afterId = cursor === undefined ? undefined : decodeCursor(cursor);
        if (afterId === null)
          throw new AppError('CURSOR_INVALID', 400, ADMIN_MESSAGES.adminOps.cursorInvalid);
        const page = await listAdminOrders(database.db, { ...filter, afterId, limit: limite + 1 });
        const last = page[limite - 1];
        if (page.length > limite && last) reply.header(NEXT_CURSOR_HEADER, encodeCursor(last.id));
        return page.slice(0, limite);
      },
    );

    app.get(
      '/api/admin/pedidos/conteos',
      { ...admin, schema: { querystring: AdminOrderCountsQuerySchema } },
      (request) =>
        adminOrderCounts(
          database.db,
          request.query,
          app.clock(),
          app.shopSettings.current().entrega,
          app.shopSettings.current().tienda.torres,
        ),
    );

    app.get(
      '/api/admin/pedidos/:id',
      { ...admin, schema: { params: IdParamSchema } },
      async (request) => {
        const pedido = await adminOrderView(database.db, request.params.id);
        if (!pedido) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
        return pedido;
      },
    );

    const changeState = app.withTypeProvider<ZodTypeProvider>();
    for (const method of ['PUT', 'PATCH'] as const) {
      changeState.route({
        method,
        url: '/api/admin/pedidos/:id/estado',
        ...admin,
        schema: { params: IdParamSchema, body: OrderStateChangeSchema },
        handler: async (request) => {
          // "Entregado" is the deliverer's; cancelling moves stock, codes and money back.
          if (request.body.estado === 'cancelado' && !can(guard.userOf(request).rol, 'cancelar'))
            throw new AppError('FORBIDDEN', 403, MESSAGES.server.forbidden);
          const change = await changeOrderState(database, {
            orderId: request.params.id,
            estado: request.body.estado,
            now: app.clock(),
            adminId: guard.userOf(request).id,
            settings: app.shopSettings.current(),
            cancelacion: request.body.motivo_cancelacion
              ? {
                  motivo: request.body.motivo_cancelacion,
                  detalle: request.body.detalle_cancelacion || null,
                }
              : undefined,
          });
          if (change.devuelto.stock) catalogCache.stockChanged();
          const { order } = change;
          const pago =
            order.estado === 'cancelado' && order.metodo_pago !== 'EFECTIVO' && returnPayment
              ? await returnPayment(order.id)
              : 'none';
          // The event tells the resident where their money is (issue 40): the refund was decided
          // just now, after the row the change returned.
          const reembolso =
            pago === 'voided' ? 'anulado' : pago === 'refund_due' ? 'pendiente' : order.reembolso_estado;
          await publishOrderEvent(
            database,
            orderEventOf(
              'estado',
              { ...order, reembolso_estado: reembolso },
              change.puntosCompensacion,
              change.puntosAcreditados,
            ),
            request.log,
          );
          const pedido = await adminOrderView(database.db, order.id);
          if (!pedido) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
          return {
            success: true,
            pedido,
            puntos_acreditados: change.puntosAcreditados,
            puntos_compensacion: change.puntosCompensacion,
            devuelto: { ...change.devuelto, pago },
            message:
              order.estado === 'entregado' ? MESSAGES.orders.delivered : MESSAGES.orders.cancelled,
          };
        },
      });
      // "En camino" and its undo: the step inside 'pendiente' (DESIGN §8); estado stays.
      changeState.route({
        method,
        url: '/api/admin/pedidos/:id/etapa',
        ...admin,
        schema: { params: IdParamSchema, body: OrderStageChangeSchema },
        handler: async (request) => {
          const order = await advanceOrderStage(database, {
            orderId: request.params.id,
            etapa: request.body.etapa,
            now: app.clock(),
            adminId: guard.userOf(request).id,
          });
          await publishOrderEvent(database, orderEventOf('etapa', order), request.log);
          const pedido = await adminOrderView(database.db, order.id);
          if (!pedido) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
          const message =
            order.etapa === 'recibido'
              ? MESSAGES.liveOrders.backToReceived
              : MESSAGES.liveOrders.onTheWay;
          return { success: true, pedido, message };
        },
      });
      // "Marcar reembolso realizado" (DESIGN §9): the money went back by hand; record it.
      changeState.route({
        method,
        url: '/api/admin/pedidos/:id/reembolso',
        preValidation: guard.staff('dinero'),
        schema: { params: IdParamSchema, body: RefundDoneSchema },
        handler: async (request) => {
          const order = await markRefundDone(database, {
            orderId: request.params.id,
            fecha: request.body.fecha,
            referencia: request.body.referencia,
            adminId: guard.userOf(request).id,
            now: app.clock(),
          });
          await publishOrderEvent(database, orderEventOf('estado', order), request.log);
          const pedido = await adminOrderView(database.db, order.id);
          if (!pedido) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
          return { success: true, pedido, message: REFUND_MESSAGES.marked };
        },
      });
    }

    // "Deshacer" and "Revertir entrega" (issue 23): within the hour after delivery.
    app.post(
      '/api/admin/pedidos/:id/revertir-entrega',
      { preValidation: guard.staff('cancelar'), schema: { params: IdParamSchema } },
      async (request) => {
        const { order, puntos } = await revertDelivery(database, {
          orderId: request.params.id,
          now: app.clock(),
          adminId: guard.userOf(request).id,
        });
        await publishOrderEvent(database, orderEventOf('estado', order), request.log);
        const pedido = await adminOrderView(database.db, order.id);
        if (!pedido) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
        return {
          success: true,
          pedido,
          puntos_descontados: puntos.taken,
          puntos_no_descontados: puntos.shortfall,
          message: DELIVERY_REVERT_MESSAGES.reverted,
        };
      },
    );
  };
}
