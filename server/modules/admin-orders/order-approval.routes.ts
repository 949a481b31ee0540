import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import { APPROVAL_MESSAGES } from '../../../domain/order-approval';
import { orderCode } from '../../../domain/orders';
import { IdParamSchema } from '../../../domain/schemas/params';
import { AppError } from '../../http/errors';
import { approveOrder } from '../orders/order-approval.service';
import { orderEventOf, publishOrderEvent } from '../orders/order-events';
import { changeOrderState } from '../orders/order-state.service';
import { adminOrderView } from '../orders/order-views.service';
import type { AdminOrderRouteDeps } from './admin-orders.routes';

/**
 * The owner's answer to an order held for approval (issue 46): approve it, or reject it, which
 * cancels it through the usual path (stock, code and points back). Both need 'cancelar', the
 * permission of whoever may undo an order; the change is published like any other, so the
 * resident's tracker follows it.
 */
export function orderApprovalRoutes({ database, guard, catalogCache }: AdminOrderRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const owner = { preValidation: guard.staff('cancelar'), schema: { params: IdParamSchema } };

    const answer = async (orderId: number, message: string) => {
      const pedido = await adminOrderView(database.db, orderId);
      if (!pedido) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
      return { success: true, pedido, message };
    };

    app.post('/api/admin/pedidos/:id/aprobar', owner, async (request) => {
      const order = await approveOrder(database, {
        orderId: request.params.id,
        now: app.clock(),
        adminId: guard.userOf(request).id,
      });
      await publishOrderEvent(database, orderEventOf('estado', order), request.log);
      return answer(order.id, APPROVAL_MESSAGES.approved(orderCode(order.id)));
    });

    app.post('/api/admin/pedidos/:id/rechazar', owner, async (request) => {
      const change = await changeOrderState(database, {
        orderId: request.params.id,
        estado: 'cancelado',
        rechazo: true,
        now: app.clock(),
        adminId: guard.userOf(request).id,
        settings: app.shopSettings.current(),
      });
      if (change.devuelto.stock) catalogCache.stockChanged();
      await publishOrderEvent(database, orderEventOf('estado', change.order), request.log);
      return {
        ...(await answer(change.order.id, APPROVAL_MESSAGES.rejectedDone(orderCode(change.order.id)))),
        devuelto: change.devuelto,
      };
    });
  };
}
