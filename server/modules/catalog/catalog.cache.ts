import { bogotaDayKey } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { cachedJson, type CachedJson } from '../../http/json-cache';
import { listPublicProducts, withFinalPrices } from './catalog.service';
import { listActivePackages } from './packages.service';
import { activePopup } from './popup.service';

/**
 * The catalogue's hot read lists. Built once in app.ts and handed to every feature that writes
 * products, packages, popups or stock, which must call `invalidate()` after its transaction
 * commits. Packages also depend on the Bogotá day (their date range), so a new day reloads them.
 */
export interface CatalogCache {
  products: CachedJson;
  productsWithDiscounts: CachedJson;
  packages: CachedJson;
  popup: CachedJson;
  invalidate(): void;
}

export function createCatalogCache(database: Database, clock: () => Date): CatalogCache {
  const products = cachedJson(() => listPublicProducts(database.db));
  const productsWithDiscounts = cachedJson(async () => withFinalPrices(await listPublicProducts(database.db)));
  const packageList = cachedJson(async () => ({ success: true, paquetes: await listActivePackages(database.db, clock()) }));
  const popup = cachedJson(() => activePopup(database.db));
  let packagesDay = bogotaDayKey(clock());
  const packagesToday: CachedJson = {
    get() {
      const today = bogotaDayKey(clock());
      if (today !== packagesDay) {
        packagesDay = today;
        packageList.invalidate();
      }
      return packageList.get();
    },
    invalidate: () => packageList.invalidate(),
  };
  return {
    products,
    productsWithDiscounts,
    packages: packagesToday,
    popup,
    invalidate() {
      products.invalidate();
      productsWithDiscounts.invalidate();
      packageList.invalidate();
      popup.invalidate();
    },
  };
}
