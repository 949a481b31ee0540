import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ADMIN_MESSAGES } from '../admin-messages';
import { PACKAGE_CATEGORIES } from '../packages';
import { PRODUCT_LIMITS } from '../products';
import {
  booleanish,
  dateOrDateTime,
  idField,
  imageField,
  intInRange,
  numericString,
  optionalField,
  optionalText,
  pesosField,
  requiredText,
} from './common';

const K = ADMIN_MESSAGES.admin.package;

/** Drops quantities ≤ 0 (the form's way to remove one) and merges repeated products. */
function tidyItems(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const merged = new Map<unknown, Record<string, unknown>>();
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') return value;
    const item = raw as Record<string, unknown>;
    const qty = numericString(item.cantidad);
    if (typeof qty === 'number' && qty <= 0) continue;
    const key = numericString(item.producto_id);
    const seen = merged.get(key);
    if (seen && typeof seen.cantidad === 'number' && typeof qty === 'number') seen.cantidad += qty;
    else merged.set(key, { ...item, producto_id: key, cantidad: qty });
  }
  return [...merged.values()];
}

export const PackageItemSchema = z.object({
  producto_id: idField(K.productInvalid),
  cantidad: intInRange(1, 99, MESSAGES.cashOrder.quantityInvalid),
});

const productos = z.preprocess(
  tidyItems,
  z
    .array(PackageItemSchema, { error: K.productsRequired })
    .min(1, { error: K.productsRequired })
    .max(50, { error: K.productsRequired }),
);

/** Package fields without defaults (shared by create and the partial update). */
const packageFields = {
  nombre: requiredText(K.nameRequired, 120),
  descripcion: optionalText(1000),
  precio_paquete: pesosField(
    K.priceInvalid,
    K.priceRequired,
    1,
    PRODUCT_LIMITS.priceMax,
    ADMIN_MESSAGES.admin.product.priceMax,
  ),
  categoria: z.enum(PACKAGE_CATEGORIES, { error: K.categoryInvalid }),
  imagen: imageField(ADMIN_MESSAGES.admin.product.imageInvalid),
  activo: z.preprocess(booleanish, z.boolean({ error: MESSAGES.server.validation })),
  fecha_inicio: optionalField(dateOrDateTime),
  fecha_fin: optionalField(dateOrDateTime),
  productos,
};

const datesInOrder = (p: { fecha_inicio?: string; fecha_fin?: string }) =>
  !p.fecha_inicio || !p.fecha_fin || p.fecha_inicio.slice(0, 10) <= p.fecha_fin.slice(0, 10);

/** POST /api/admin/paquetes. */
export const PackageCreateSchema = z
  .object({
    ...packageFields,
    categoria: optionalField(packageFields.categoria).transform((c) => c ?? 'general'),
    activo: packageFields.activo.optional().transform((a) => a ?? true),
  })
  .refine(datesInOrder, { error: K.datesInvalid, path: ['fecha_fin'] });
export type PackageCreate = z.infer<typeof PackageCreateSchema>;

/** PUT /api/admin/paquetes/{id}: fields sent replace the stored ones; nothing is defaulted. */
export const PackageUpdateSchema = z
  .object(packageFields)
  .partial()
  .refine(datesInOrder, { error: K.datesInvalid, path: ['fecha_fin'] });
export type PackageUpdate = z.infer<typeof PackageUpdateSchema>;
