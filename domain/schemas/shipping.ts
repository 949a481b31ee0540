import { z } from 'zod';
import { MESSAGES } from '../messages';
import { pesosField } from './common';

/** POST /api/calcular-envio. */
export const ShippingQuoteSchema = z.object({
  subtotal: pesosField(MESSAGES.shipping.subtotalInvalid),
  metodoPago: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['digital', 'efectivo'], { error: MESSAGES.shipping.methodInvalid }),
  ),
});
export type ShippingQuote = z.infer<typeof ShippingQuoteSchema>;
