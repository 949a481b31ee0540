import { and, eq, gt } from 'drizzle-orm';
import { proposeReplacements, unitDifference } from '../../../domain/missing-items/replacements';
import type { ProposalView } from '../../../domain/missing-items/questions';
import { effectiveUnitPrice } from '../../../domain/pricing';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import type { ProductRow } from './missing-money';

/**
 * Up to three replacements in stock for a product (domain rule proposeReplacements), each with
 * its store price; `exclude` leaves out products already proposed or refused.
 */
export async function replacementsFor(
  db: DbOrTx,
  productId: number,
  limit?: number,
): Promise<{ missing: ProductRow | undefined; proposals: ProductRow[] }> {
  const [missing] = await db.select().from(products).where(eq(products.id, productId));
  if (!missing) return { missing, proposals: [] };
  const sameCategory = await db
    .select()
    .from(products)
    .where(and(eq(products.categoria, missing.categoria), eq(products.activo, true), gt(products.stock, 0)));
  const priced = sameCategory.map((p) => ({ ...p, precio: effectiveUnitPrice(p), row: p }));
  const chosen = proposeReplacements(
    { id: missing.id, nombre: missing.nombre, categoria: missing.categoria, precio: effectiveUnitPrice(missing) },
    priced,
    limit,
  );
  return { missing, proposals: chosen.map((p) => p.row) };
}

/** A proposal as the resident's sheet shows it, against the missing line's unit price. */
export function proposalView(product: ProductRow, missingUnitPrice: number): ProposalView {
  const precio = effectiveUnitPrice(product);
  return {
    producto_id: product.id,
    nombre: product.nombre,
    precio,
    imagen: product.imagen,
    diferencia: unitDifference(missingUnitPrice, precio),
  };
}
