import { randomUUID } from 'node:crypto';
import { bogotaDayKey } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { cachedJson, type CachedJson } from '../../http/json-cache';
import { listPublicCategories, listPublicProducts, withFinalPrices } from './catalog.service';
import { listActivePackages } from './packages.service';
import { activePopup } from './popup.service';

/** The channel a catalogue write is published on, so every instance drops its cached lists. */
export const CATALOG_CHANNEL = 'catalogo';

/**
 * The catalogue's hot read lists. Built once in app.ts and handed to every feature that writes
 * products, packages, popups or stock, which must call `invalidate()` after its transaction
 * commits. Packages also depend on the Bogotá day (their date range), so a new day reloads them.
 * Several instances on one PostgreSQL: `invalidate()` also publishes on CATALOG_CHANNEL and
 * `listen()` drops this instance's lists when another one wrote (issue 22, decision 0008).
 */
export interface CatalogCache {
  products: CachedJson;
  productsWithDiscounts: CachedJson;
  packages: CachedJson;
  popup: CachedJson;
  categories: CachedJson;
  invalidate(): void;
  /** Hears the other instances' catalogue writes; resolves to the stop. */
  listen(): Promise<() => Promise<void>>;
}

export interface CatalogCacheOptions {
  /**
   * Publish each write to the other instances. Default: on PostgreSQL only; an embedded PGlite
   * folder belongs to one process, so there is nobody to tell and no query to spend per order.
   */
  publish?: boolean;
  onPublishError?: (error: unknown) => void;
}

export function createCatalogCache(
  database: Database,
  clock: () => Date,
  options: CatalogCacheOptions = {},
): CatalogCache {
  // Both product lists come from ONE query per catalogue version: every order changes stock and
  // drops the lists, and at an evening peak reading the products twice per version was the
  // embedded database's single largest query (issue 27's soak).
  let generation = 0;
  let shared: { generation: number; rows: ReturnType<typeof listPublicProducts> } | undefined;
  const productRows = () => {
    if (shared?.generation !== generation) {
      const rows = listPublicProducts(database.db);
      const mine = { generation, rows };
      shared = mine;
      // A failed read is not shared with the next caller: it reads again.
      rows.catch(() => {
        if (shared === mine) shared = undefined;
      });
    }
    return shared.rows;
  };
  const products = cachedJson(() => productRows());
  const productsWithDiscounts = cachedJson(async () => withFinalPrices(await productRows()));
  const packageList = cachedJson(async () => ({ success: true, paquetes: await listActivePackages(database.db, clock()) }));
  const popup = cachedJson(() => activePopup(database.db));
  const categoryList = cachedJson(() => listPublicCategories(database.db));
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
  const dropLocal = () => {
    generation += 1;
    products.invalidate();
    productsWithDiscounts.invalidate();
    packageList.invalidate();
    popup.invalidate();
    categoryList.invalidate();
  };
  const publish = coalescedNotify(database, options);
  // This instance's own notifications carry its id: it dropped its lists already.
  const instance = randomUUID();
  return {
    products,
    productsWithDiscounts,
    packages: packagesToday,
    popup,
    categories: categoryList,
    invalidate() {
      dropLocal();
      publish(instance);
    },
    listen: () =>
      database.listen(CATALOG_CHANNEL, (payload) => {
        if (payload !== instance) dropLocal();
      }),
  };
}

/**
 * One NOTIFY in flight at a time: writes that land while one is out are told by a single next
 * one (sent after they committed), so a burst of orders costs a handful of notifications, not
 * one each.
 */
function coalescedNotify(database: Database, options: CatalogCacheOptions): (payload: string) => void {
  const enabled = options.publish ?? database.kind === 'postgres';
  let inFlight = false;
  let again = false;
  const send = (payload: string): void => {
    if (!enabled) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    database
      .notify(CATALOG_CHANNEL, payload)
      .catch((error: unknown) => options.onPublishError?.(error))
      .finally(() => {
        inFlight = false;
        if (again) {
          again = false;
          send(payload);
        }
      });
  };
  return send;
}
