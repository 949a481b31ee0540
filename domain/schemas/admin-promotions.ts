import { z } from 'zod';
import { ADMIN_MESSAGES } from '../admin-messages';
import { parseDayKey } from '../dates';
import { MESSAGES } from '../messages';
import { PROMO_GENERATION, PROMO_TYPES } from '../promo';
import {
  blankToUndefined,
  imageField,
  intInRange,
  optionalField,
  optionalText,
  requiredText,
} from './common';

const A = ADMIN_MESSAGES.admin.promo;
const G = PROMO_GENERATION;

const promoType = z.enum(PROMO_TYPES, { error: A.typeInvalid });

/**
 * POST /api/admin/codigos-promocionales/generar. Quantity and discount are required: an emptied
 * field used to fall back to 2000 codes of 10 % without a word (issue 23); the defaults are only
 * the form's starting values. `vence_el` is a Bogotá day; "today or later" needs the clock, so
 * the route checks it with `checkPromoExpiry`.
 */
export const PromoGenerateSchema = z.object({
  cantidad: intInRange(G.quantity.min, G.quantity.max, A.quantityInvalid, A.quantityRequired),
  descuento: intInRange(G.discount.min, G.discount.max, A.discountInvalid, A.discountRequired),
  tipo: optionalField(promoType).transform((v) => v ?? G.defaultType),
  vence_el: optionalField(
    z
      .string({ error: MESSAGES.promo.expiryInvalid })
      .trim()
      .refine((s) => parseDayKey(s) !== null, { error: MESSAGES.promo.expiryInvalid }),
  ),
});
export type PromoGenerate = z.infer<typeof PromoGenerateSchema>;

/** DELETE /api/admin/codigos-promocionales/eliminar: only unused codes are ever deleted. */
export const PromoDeleteSchema = z.discriminatedUnion(
  'tipo_eliminacion',
  [
    z.object({ tipo_eliminacion: z.literal('todos_no_usados') }),
    z.object({
      tipo_eliminacion: z.literal('por_tipo'),
      tipo: z.enum(PROMO_TYPES, { error: A.deleteTypeRequired }),
    }),
  ],
  { error: A.deleteModeInvalid },
);
export type PromoDelete = z.infer<typeof PromoDeleteSchema>;

/** GET /api/admin/codigos-promocionales/lista?estado=&formato=. */
export const PromoCodeListQuerySchema = z.object({
  estado: z.preprocess(
    blankToUndefined,
    z.enum(['todos', 'disponibles', 'usados'], { error: A.listStateInvalid }).default('todos'),
  ),
  formato: optionalField(z.enum(['txt', 'csv'], { error: A.formatInvalid })),
});
export type PromoCodeListQuery = z.infer<typeof PromoCodeListQuerySchema>;

/** POST /api/admin/promociones-popup. */
export const PopupCreateSchema = z.object({
  titulo: requiredText(ADMIN_MESSAGES.admin.popup.titleRequired, 120),
  descripcion: optionalText(500),
  imagen_url: imageField(ADMIN_MESSAGES.admin.popup.imageInvalid),
});
export type PopupCreate = z.infer<typeof PopupCreateSchema>;
