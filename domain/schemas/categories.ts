import { z } from 'zod';
import { CATALOG_MESSAGES } from '../catalog-messages';

/** POST /api/admin/categorias: the name's rules are normalizeCategoryName's (one Spanish message each). */
export const CategoryCreateSchema = z.object({
  nombre: z
    .string({ error: CATALOG_MESSAGES.category.nameRequired })
    .max(200, { error: CATALOG_MESSAGES.category.nameTooLong }),
});
export type CategoryCreate = z.infer<typeof CategoryCreateSchema>;
