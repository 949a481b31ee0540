import { z } from 'zod';
import { MESSAGES } from '../messages';
import { normalizePromoCode, PROMO_CODE_MAX_LENGTH } from '../promo';

/** POST /api/validar-codigo-promocional: trimmed, upper-cased, 1–12 letters and digits. */
export const ValidatePromoCodeSchema = z.object({
  codigo: z.preprocess(
    (v) => (typeof v === 'string' ? normalizePromoCode(v) : v),
    z
      .string({ error: MESSAGES.promo.empty })
      .min(1, { error: MESSAGES.promo.empty })
      .max(PROMO_CODE_MAX_LENGTH, { error: MESSAGES.promo.invalid })
      .regex(/^[A-Z0-9]+$/, { error: MESSAGES.promo.invalid }),
  ),
});
export type ValidatePromoCode = z.infer<typeof ValidatePromoCodeSchema>;
