import type { Database } from '../../db/client';
import { cachedJson, type CachedJson } from '../../http/json-cache';
import { listPublicProducts, withFinalPrices } from './catalog.service';

/**
 * The catalogue's hot read lists. Built once in app.ts and handed to every feature that writes
 * products, packages or stock, which must call `invalidate()` after its transaction commits.
 */
export interface CatalogCache {
  products: CachedJson;
  productsWithDiscounts: CachedJson;
  invalidate(): void;
}

export function createCatalogCache(database: Database): CatalogCache {
  const products = cachedJson(() => listPublicProducts(database.db));
  const productsWithDiscounts = cachedJson(async () => withFinalPrices(await listPublicProducts(database.db)));
  return {
    products,
    productsWithDiscounts,
    invalidate() {
      products.invalidate();
      productsWithDiscounts.invalidate();
    },
  };
}
