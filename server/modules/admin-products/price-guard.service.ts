import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { unusualPrice } from '../../../domain/price-guard';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';

/**
 * Refuses (409 PRICE_UNUSUAL, with the figures) a price far above what the category usually
 * costs unless the admin confirmed it. `productId` is left out of the comparison (its own old
 * price must not vouch for the new one).
 */
export async function guardUnusualPrice(
  tx: DbOrTx,
  input: { precio: number; categoria: string; productId?: number; confirmed: boolean },
): Promise<void> {
  if (input.confirmed) return;
  const where: SQL[] = [
    eq(products.activo, true),
    sql`lower(trim(${products.categoria})) = lower(trim(${input.categoria}))`,
  ];
  if (input.productId !== undefined) where.push(ne(products.id, input.productId));
  const rows = await tx
    .select({ precio: products.precio })
    .from(products)
    .where(and(...where));
  const usual = unusualPrice(
    input.precio,
    rows.map((r) => r.precio),
  );
  if (!usual) return;
  throw new AppError(
    'PRICE_UNUSUAL',
    409,
    ADMIN_MESSAGES.admin.product.priceUnusual(
      input.precio,
      input.categoria,
      usual.minimo,
      usual.maximo,
    ),
    undefined,
    { precio: input.precio, categoria: input.categoria, ...usual },
  );
}
