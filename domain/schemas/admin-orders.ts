import { z } from 'zod';
import { CANCEL_DETAIL_MAX, CANCEL_MESSAGES, CANCEL_REASONS } from '../cancel-reasons';
import { MESSAGES } from '../messages';

/** PUT|PATCH /api/admin/pedidos/{id}/estado: a pending order goes to entregado or cancelado. */
/** A cancellation may carry the shop's reason (issue 41): one listed, and words for "otro". */
export const OrderStateChangeSchema = z
  .object({
    estado: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(['entregado', 'cancelado'], { error: MESSAGES.orders.stateInvalid }),
    ),
    motivo_cancelacion: z.enum(CANCEL_REASONS, { error: CANCEL_MESSAGES.reasonRequired }).optional(),
    detalle_cancelacion: z
      .string({ error: CANCEL_MESSAGES.detailRequired })
      .trim()
      .max(CANCEL_DETAIL_MAX, CANCEL_MESSAGES.detailTooLong)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.motivo_cancelacion === 'otro' && !v.detalle_cancelacion)
      ctx.addIssue({ code: 'custom', path: ['detalle_cancelacion'], message: CANCEL_MESSAGES.detailRequired });
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
