import { eq, sql } from 'drizzle-orm';
import { firstSteps, type FirstSteps, type FirstStepsCounts } from '../../../domain/first-steps';
import type { DbOrTx } from '../../db/client';
import { orders, products } from '../../db/schema';

/** The counts the "Primeros pasos" card is checked from: one read of products, one of orders. */
export async function readFirstSteps(db: DbOrTx): Promise<FirstStepsCounts & FirstSteps> {
  const [catalogue] = await db
    .select({
      productos: sql<number>`count(*)::int`,
      sin_costo: sql<number>`count(*) filter (where coalesce(${products.costo_compra}, 0) = 0)::int`,
    })
    .from(products)
    .where(eq(products.activo, true));
  // Whether one order exists, not how many: the index answers it without counting the table.
  const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
  const counts: FirstStepsCounts = {
    productos: catalogue?.productos ?? 0,
    sin_costo: catalogue?.sin_costo ?? 0,
    pedidos: order ? 1 : 0,
  };
  return { ...counts, ...firstSteps(counts) };
}
