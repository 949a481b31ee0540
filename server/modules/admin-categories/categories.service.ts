import { asc, count, eq } from 'drizzle-orm';
import { CATALOG_MESSAGES } from '../../../domain/catalog-messages';
import {
  categoryKey,
  findCategory,
  normalizeCategoryName,
  sortCategories,
} from '../../../domain/categories';
import type { DbOrTx } from '../../db/client';
import { categories, products } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';

const M = CATALOG_MESSAGES.category;

export interface AdminCategory {
  id: number;
  nombre: string;
  /** Active products in it. */
  productos: number;
}

/** The category list with how many active products each holds, in Spanish order. */
export async function listCategories(db: DbOrTx): Promise<AdminCategory[]> {
  const rows = await db
    .select({ id: categories.id, nombre: categories.nombre })
    .from(categories)
    .orderBy(asc(categories.id));
  const used = await db
    .select({ categoria: products.categoria, n: count() })
    .from(products)
    .where(eq(products.activo, true))
    .groupBy(products.categoria);
  const counts = new Map(used.map((u) => [u.categoria, Number(u.n)]));
  return sortCategories(rows).map((c) => ({ ...c, productos: counts.get(c.nombre) ?? 0 }));
}

/**
 * Adds a category on purpose (letters and spaces, up to 40 characters); a name that differs from
 * an existing one only in case, accents or spacing is refused (409). Audited.
 */
export async function createCategory(
  db: DbOrTx,
  input: { nombre: string; adminId: number },
): Promise<AdminCategory> {
  const normalized = normalizeCategoryName(input.nombre);
  if (!normalized.ok)
    throw new AppError('VALIDATION', 400, normalized.message, { nombre: normalized.message });
  const nombre = normalized.value;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({ nombre, clave: categoryKey(nombre) })
      .onConflictDoNothing()
      .returning({ id: categories.id, nombre: categories.nombre });
    if (!row) {
      const existing = findCategory(await tx.select().from(categories), nombre);
      const message = M.exists(existing?.nombre ?? nombre);
      throw new AppError('CATEGORY_EXISTS', 409, message, { nombre: message });
    }
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'category.create',
      entity: 'category',
      entityId: row.id,
      after: row,
    });
    return { ...row, productos: 0 };
  });
}

/** The listed name a product form's category means, or 422 CATEGORY_UNKNOWN. */
export async function resolveCategory(db: DbOrTx, typed: string): Promise<string> {
  const found = findCategory(await db.select().from(categories), typed);
  if (found) return found.nombre;
  const message = M.unknown(typed);
  throw new AppError('CATEGORY_UNKNOWN', 422, message, { categoria: message });
}
