import { z } from 'zod';
import { MESSAGES } from '../messages';
import { REWARD_LIMITS } from '../rewards';
import { idField, intInRange, numericString, optionalField, requiredText } from './common';

/**
 * POST /api/puntos/canjear: a whole number of points; whether an active discount reward costs
 * exactly that is the database's answer (issue 24: the table is managed in "Canjes").
 */
export const RedeemPointsSchema = z.object({
  puntos_a_canjear: intInRange(1, REWARD_LIMITS.puntos.max, MESSAGES.points.invalidOption),
});
export type RedeemPoints = z.infer<typeof RedeemPointsSchema>;

/** POST /api/puntos/cancelar-canje. */
export const CancelRedemptionSchema = z.object({
  codigo_canje: requiredText(MESSAGES.points.canjeNotFound, 40),
});
export type CancelRedemption = z.infer<typeof CancelRedemptionSchema>;

/** POST /api/canjes/crear: the reward decides the points; puntos_usados is read but never trusted. */
export const CreateRewardRedemptionSchema = z.object({
  recompensa_id: idField(MESSAGES.points.rewardNotFound),
  puntos_usados: optionalField(z.preprocess(numericString, z.number())),
});
export type CreateRewardRedemption = z.infer<typeof CreateRewardRedemptionSchema>;

/** POST /api/puntos/registrar: only pedido_id matters; any `puntos` sent is dropped (DESIGN §5). */
export const RegisterPointsSchema = z.object({
  pedido_id: idField(MESSAGES.orders.notFound),
  tipo: optionalField(z.literal('COMPRA')),
});
export type RegisterPoints = z.infer<typeof RegisterPointsSchema>;
