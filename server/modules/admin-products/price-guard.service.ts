import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { priceConcern, priceConcernMessage } from '../../../domain/price-guard';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Prices of the category's active products, `productId` left out (its old price vouches for nothing). */
export async function categoryPrices(
  tx: DbOrTx,
  categoria: string,
  productId?: number,
): Promise<number[]> {
  const where: SQL[] = [
    eq(products.activo, true),
    sql`lower(trim(${products.categoria})) = lower(trim(${categoria}))`,
  ];
  if (productId !== undefined) where.push(ne(products.id, productId));
  const rows = await tx
    .select({ precio: products.precio })
    .from(products)
    .where(and(...where));
  return rows.map((r) => r.precio);
}

/**
 * Refuses (409 PRICE_UNUSUAL, with the figures) a price below the purchase cost or a factor of 5
 * off the category's usual prices (domain/price-guard) unless the admin confirmed it. `precio`
 * is what the customer pays: the discounted price when a discount is being set.
 */
export async function guardPrice(
  tx: DbOrTx,
  input: {
    precio: number;
    costo: number | null;
    categoria: string;
    productId?: number;
    confirmed: boolean;
  },
): Promise<void> {
  if (input.confirmed) return;
  const others = await categoryPrices(tx, input.categoria, input.productId);
  const concern = priceConcern(input.precio, { costo: input.costo, others });
  if (!concern) return;
  throw new AppError(
    'PRICE_UNUSUAL',
    409,
    priceConcernMessage(concern, input.categoria),
    undefined,
    concern.motivo === 'bajo_costo'
      ? { ...concern, categoria: input.categoria }
      : {
          motivo: concern.motivo,
          precio: concern.precio,
          categoria: input.categoria,
          ...concern.usual,
        },
  );
}
