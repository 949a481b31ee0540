import { z } from 'zod';
import { checkRewardValue, REWARD_KINDS, REWARD_LIMITS, REWARD_MESSAGES } from '../rewards';
import { booleanish, intInRange, optionalField, optionalText, requiredText } from './common';

const L = REWARD_LIMITS;
const M = REWARD_MESSAGES;

const fields = {
  nombre: requiredText(M.nombreRequired, L.nombre.max),
  descripcion: optionalText(L.descripcion.max),
  puntos: intInRange(L.puntos.min, L.puntos.max, M.puntosInvalid),
  // Pesos: whole, above zero; the ceiling depends on the points (checkRewardValue).
  valor: optionalField(intInRange(1, Number.MAX_SAFE_INTEGER, M.valorInvalid)),
  orden: optionalField(intInRange(L.orden.min, L.orden.max, M.ordenInvalid)),
};

/** POST /api/admin/recompensas. */
export const RewardCreateSchema = z
  .object({ ...fields, tipo: z.enum(REWARD_KINDS, { error: M.kindInvalid }) })
  .superRefine((body, ctx) => {
    const value = checkRewardValue(body.tipo, body.puntos, body.valor);
    if (!value.ok) ctx.addIssue({ code: 'custom', path: ['valor'], message: value.message });
  });
export type RewardCreate = z.infer<typeof RewardCreateSchema>;

/**
 * PUT /api/admin/recompensas/{id}. The kind is fixed at creation (its canjes were made under it),
 * so the value is checked against the stored kind by the service.
 */
export const RewardUpdateSchema = z.object(fields);
export type RewardUpdate = z.infer<typeof RewardUpdateSchema>;

/** PUT /api/admin/recompensas/{id}/activa. */
export const RewardActiveSchema = z.object({
  activa: z.preprocess(booleanish, z.boolean({ error: M.activaInvalid })),
});
export type RewardActive = z.infer<typeof RewardActiveSchema>;
