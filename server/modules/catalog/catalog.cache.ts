import { randomUUID } from 'node:crypto';
import { bogotaDayKey } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { cachedJson, type CachedJson } from '../../http/json-cache';
import { isPackageActiveAt } from '../../../domain/packages';
import {
  listPublicCategories,
  listPublicProducts,
  readPublicStock,
  withFinalPrices,
  type PublicProduct,
} from './catalog.service';
import {
  describePackagesWith,
  readActivePackageRows,
  readPackageItems,
  type PackageItemRow,
} from './packages.service';
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
  /**
   * Only stock changed (an order, a cancellation, a payment's hold or release): the next read
   * takes the stock of every product on sale and rebuilds both product lists and the packages
   * from it, instead of every column of every product and package; categories and the popup
   * stay. Anything else a write changes needs `invalidate()`.
   */
  stockChanged(): void;
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
  // Both product lists and the packages come from ONE read per catalogue version: every order
  // changes stock and drops the lists, and at an evening peak the products, the packages and
  // their items read again per order were the embedded database's largest queries (issue 27's
  // soak). A stock-only version reads just the stock and patches the last full read.
  let generation = 0;
  let full = 0;
  let shared: { generation: number; sources: Promise<Sources> } | undefined;
  let base: { full: number; sources: Sources } | undefined;
  const readSources = async (): Promise<Sources> => {
    const startedFull = full;
    if (base?.full === startedFull) {
      const patched = withStock(base.sources, await readPublicStock(database.db));
      if (patched) return patched;
    }
    const [productRows, packageRows] = await Promise.all([
      listPublicProducts(database.db),
      readActivePackageRows(database.db),
    ]);
    const items = packageRows.length
      ? await readPackageItems(database.db, packageRows.map((p) => p.id))
      : [];
    const sources = { products: productRows, packageRows, items };
    // A read that raced with a full invalidation is not a base for later patches.
    if (startedFull === full) base = { full: startedFull, sources };
    return sources;
  };
  const currentSources = () => {
    if (shared?.generation !== generation) {
      const sources = readSources();
      const mine = { generation, sources };
      shared = mine;
      // A failed read is not shared with the next caller: it reads again.
      sources.catch(() => {
        if (shared === mine) shared = undefined;
      });
    }
    return shared.sources;
  };
  const products = cachedJson(async () => (await currentSources()).products);
  const productsWithDiscounts = cachedJson(async () =>
    withFinalPrices((await currentSources()).products),
  );
  const packageList = cachedJson(async () => {
    const { packageRows, items } = await currentSources();
    const now = clock();
    return {
      success: true,
      paquetes: describePackagesWith(
        packageRows.filter((p) => isPackageActiveAt(p, now)),
        items,
      ),
    };
  });
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
  const dropStock = () => {
    generation += 1;
    products.invalidate();
    productsWithDiscounts.invalidate();
    packageList.invalidate();
  };
  const dropLocal = () => {
    full += 1;
    base = undefined;
    dropStock();
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
    stockChanged() {
      dropStock();
      publish(`${instance}${STOCK_ONLY}`);
    },
    listen: () =>
      database.listen(CATALOG_CHANNEL, (payload) => {
        if (payload === instance || payload === `${instance}${STOCK_ONLY}`) return;
        if (payload.endsWith(STOCK_ONLY)) dropStock();
        else dropLocal();
      }),
  };
}

/** What a catalogue version is built from. */
interface Sources {
  products: PublicProduct[];
  packageRows: Awaited<ReturnType<typeof readActivePackageRows>>;
  items: PackageItemRow[];
}

/** The suffix of a notification that says only stock changed. */
const STOCK_ONLY = ':stock';

/**
 * The last full read with the stock of now, or null when the products on sale are not the same
 * ones (a product retired or put on sale without `invalidate()`: read everything again).
 */
function withStock(sources: Sources, stock: Map<number, number>): Sources | null {
  if (stock.size !== sources.products.length) return null;
  const productRows: PublicProduct[] = [];
  for (const p of sources.products) {
    const now = stock.get(p.id);
    if (now === undefined) return null;
    productRows.push(now === p.stock ? p : { ...p, stock: now });
  }
  // An item of a product no longer on sale keeps its old stock: its package is not buildable.
  const items = sources.items.map((i) => {
    const now = stock.get(i.producto_id);
    return now === undefined || now === i.stock ? i : { ...i, stock: now };
  });
  return { products: productRows, packageRows: sources.packageRows, items };
}

/**
 * One NOTIFY in flight at a time: writes that land while one is out are told by a single next
 * one (sent after they committed), so a burst of orders costs a handful of notifications, not
 * one each.
 */
function coalescedNotify(database: Database, options: CatalogCacheOptions): (payload: string) => void {
  const enabled = options.publish ?? database.kind === 'postgres';
  let inFlight = false;
  // What the next notification must say: a full change outranks a stock-only one, so a burst
  // that mixed both is told as full.
  let pending: string | null = null;
  const send = (payload: string): void => {
    if (!enabled) return;
    if (inFlight) {
      if (pending === null || pending.endsWith(STOCK_ONLY)) pending = payload;
      return;
    }
    inFlight = true;
    database
      .notify(CATALOG_CHANNEL, payload)
      .catch((error: unknown) => options.onPublishError?.(error))
      .finally(() => {
        inFlight = false;
        const next = pending;
        pending = null;
        if (next !== null) send(next);
      });
  };
  return send;
}
