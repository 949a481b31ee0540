import { z } from 'zod';
import { MESSAGES } from '../messages';

/** PUT|PATCH /api/admin/pedidos/{id}/estado: a pending order goes to entregado or cancelado. */
export const OrderStateChangeSchema = z.object({
  estado: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['entregado', 'cancelado'], { error: MESSAGES.orders.stateInvalid }),
  ),
});
export type OrderStateChange = z.infer<typeof OrderStateChangeSchema>;

/**
 * PUT|PATCH /api/admin/pedidos/{id}/etapa: a pending, received order goes on its way, or one on
 * its way goes back to received (issue 41: the undo of "En camino").
 */
export const OrderStageChangeSchema = z.object({
  etapa: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['en_camino', 'recibido'], { error: MESSAGES.liveOrders.stageInvalid }),
  ),
});
export type OrderStageChange = z.infer<typeof OrderStageChangeSchema>;
