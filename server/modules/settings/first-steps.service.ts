import { eq, sql } from 'drizzle-orm';
import { firstSteps, identityComplete, type FirstSteps, type FirstStepsCounts } from '../../../domain/first-steps';
import type { DbOrTx } from '../../db/client';
import { categories, orders, products } from '../../db/schema';
import type { SettingsStore } from './settings.store';

/**
 * The counts the "Primeros pasos" card is checked from: one read of products, one of orders, one
 * of categories, and the settings from memory.
 */
export async function readFirstSteps(
  db: DbOrTx,
  settings: Pick<SettingsStore, 'current' | 'version'>,
): Promise<FirstStepsCounts & FirstSteps> {
  const [catalogue] = await db
    .select({
      productos: sql<number>`count(*)::int`,
      sin_costo: sql<number>`count(*) filter (where coalesce(${products.costo_compra}, 0) = 0)::int`,
    })
    .from(products)
    .where(eq(products.activo, true));
  // Whether one row exists, not how many: the index answers it without counting the table.
  const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  const counts: FirstStepsCounts = {
    contacto: identityComplete(settings.current()),
    // The first start saves version 1; a save in Ajustes after it means the owner went through
    // the fee, the minimums and the towers.
    ajustes: settings.version() >= 2,
    categorias: category ? 1 : 0,
    productos: catalogue?.productos ?? 0,
    sin_costo: catalogue?.sin_costo ?? 0,
    pedidos: order ? 1 : 0,
  };
  return { ...counts, ...firstSteps(counts) };
}
