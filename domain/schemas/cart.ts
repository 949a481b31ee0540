import { z } from 'zod';
import { MESSAGES } from '../messages';
import { parsePackageLineId } from '../packages';
import { normalizePromoCode, PROMO_CODE_MAX_LENGTH } from '../promo';
import { clientAmount, intInRange, numericString, optionalField, optionalText } from './common';
import { FaltantePreferenciaSchema, LineReplacementChoiceSchema } from '../missing-items/preference';

const LINE = MESSAGES.cashOrder.lineInvalid;

/** A line id: positive integer; a package's cart id 'paquete_7' reads as 7. */
const lineId = z.preprocess(
  (v) => (typeof v === 'string' ? (parsePackageLineId(v.trim()) ?? numericString(v)) : v),
  z
    .number({ error: LINE })
    .int({ error: LINE })
    .positive({ error: LINE })
    .max(Number.MAX_SAFE_INTEGER, { error: LINE }),
);

/** One product or package line as the browser sends it; its price only serves the mismatch check. */
export const OrderLineSchema = z.object({
  id: lineId,
  nombre: optionalText(200),
  precio: clientAmount,
  cantidad: intInRange(1, 99, MESSAGES.cashOrder.quantityInvalid),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** A package line may carry its id as paquete_id (payments spec §3). */
export const PackageLineSchema = z.preprocess((v) => {
  if (v && typeof v === 'object' && !('id' in v) && 'paquete_id' in v)
    return { ...v, id: (v as { paquete_id: unknown }).paquete_id };
  return v;
}, OrderLineSchema);

const isPackageItem = (v: unknown) =>
  !!v && typeof v === 'object' && (v as { tipo?: unknown }).tipo === 'paquete';

/** Moves items marked tipo='paquete' from productos to paquetes, so both senders' shapes work. */
export function splitPackageItems(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const b = body as { productos?: unknown; paquetes?: unknown };
  if (!Array.isArray(b.productos) || !b.productos.some(isPackageItem)) return body;
  const paquetes = Array.isArray(b.paquetes) ? b.paquetes : [];
  return {
    ...b,
    productos: b.productos.filter((i) => !isPackageItem(i)),
    paquetes: [...paquetes, ...b.productos.filter(isPackageItem)],
  };
}

/** A product line may name its own replacement, or none, if it is missing (issue 44). */
export const ProductOrderLineSchema = OrderLineSchema.extend({
  reemplazo: LineReplacementChoiceSchema.optional(),
});

export const cartLines = {
  productos: z.array(ProductOrderLineSchema, { error: LINE }).max(100, { error: LINE }).default([]),
  paquetes: z.array(PackageLineSchema, { error: LINE }).max(50, { error: LINE }).default([]),
};

/** An applied promo code as sent with an order: normalised, absent when blank. */
export const promoCodeField = optionalField(
  z.preprocess(
    (v) => (typeof v === 'string' ? normalizePromoCode(v) : v),
    z
      .string({ error: MESSAGES.promo.invalid })
      .max(PROMO_CODE_MAX_LENGTH, { error: MESSAGES.promo.invalid })
      .regex(/^[A-Z0-9]+$/, { error: MESSAGES.promo.invalid }),
  ),
);

export const canjeCodeField = optionalText(40);

/** What to do if a product is missing (issue 44); absent: the resident's remembered default. */
export const missingPreferenceField = optionalField(FaltantePreferenciaSchema);

/** Refinement: at least one line. */
export function nonEmptyCart(
  body: { productos: unknown[]; paquetes: unknown[] },
  ctx: z.RefinementCtx,
): void {
  if (body.productos.length + body.paquetes.length === 0) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.minimums.emptyCart, path: ['productos'] });
  }
}
