import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { getTestDatabase, resetDatabase } from '../../test/db';
import { createPackage, createProduct } from '../../test/factories';
import { CATALOG_CHANNEL, createCatalogCache } from './catalog.cache';

const clock = () => new Date('2026-11-21T15:00:00Z');
const prices = async (list: { get(): Promise<{ body: Buffer }> }) =>
  (JSON.parse((await list.get()).body.toString('utf8')) as Array<{ precio: number }>).map(
    (p) => p.precio,
  );

describe('the catalogue cache across instances', () => {
  let database: Database;
  beforeEach(async () => {
    database = await getTestDatabase();
    await resetDatabase(database);
  });

  it("drops another instance's lists when one instance writes", async () => {
    const product = await createProduct(database.db, { precio: 1_000 });
    const a = createCatalogCache(database, clock, { publish: true });
    const b = createCatalogCache(database, clock, { publish: true });
    const stops = [await a.listen(), await b.listen()];
    try {
      expect(await prices(b.productsWithDiscounts)).toEqual([1_000]);
      await database.db.update(products).set({ precio: 2_000 }).where(eq(products.id, product.id));
      // Held in memory until someone says the catalogue changed.
      expect(await prices(b.productsWithDiscounts)).toEqual([1_000]);
      a.invalidate();
      await vi.waitFor(async () => expect(await prices(b.productsWithDiscounts)).toEqual([2_000]));
      expect(await prices(a.productsWithDiscounts)).toEqual([2_000]);
    } finally {
      for (const stop of stops) await stop();
    }
  });

  it('tells a burst of writes with a few notifications, the last one after the last write', async () => {
    const notify = vi.fn(database.notify.bind(database));
    const cache = createCatalogCache({ ...database, notify }, clock, { publish: true });
    for (let i = 0; i < 20; i += 1) cache.invalidate();
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(notify).toHaveBeenCalledWith(CATALOG_CHANNEL, expect.any(String));
  });

  it('tells a burst that mixed a full change into stock-only ones as a full change', async () => {
    const notify = vi.fn(database.notify.bind(database));
    const cache = createCatalogCache({ ...database, notify }, clock, { publish: true });
    cache.stockChanged();
    cache.invalidate();
    cache.stockChanged();
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(notify.mock.calls[0]![1]).toMatch(/:stock$/);
    expect(notify.mock.calls[1]![1]).not.toMatch(/:stock$/);
  });

  it('publishes nothing on the embedded database by default (one process owns it)', () => {
    const notify = vi.fn(database.notify.bind(database));
    createCatalogCache({ ...database, notify, kind: 'pglite' }, clock).invalidate();
    expect(notify).not.toHaveBeenCalled();
  });

  it('reads the products once per version for both product lists, and again after a write', async () => {
    const product = await createProduct(database.db, { precio: 1_000 });
    let selects = 0;
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'select') selects += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const cache = createCatalogCache({ ...database, db }, clock);
    await Promise.all([cache.products.get(), cache.productsWithDiscounts.get(), cache.packages.get()]);
    await cache.products.get();
    // One read per version: the products and the packages (no package, so no items to read).
    expect(selects).toBe(2);
    await database.db.update(products).set({ precio: 2_000 }).where(eq(products.id, product.id));
    cache.invalidate();
    expect(await prices(cache.products)).toEqual([2_000]);
    expect(await prices(cache.productsWithDiscounts)).toEqual([2_000]);
    expect(selects).toBe(4);
  });

  it('after a stock-only change reads just the stock, and shows it in both lists and the packages', async () => {
    const rice = await createProduct(database.db, { precio: 3_000, stock: 10 });
    const oil = await createProduct(database.db, { precio: 9_000, stock: 4 });
    await createPackage(database.db, {
      items: [
        { product: rice, cantidad: 2 },
        { product: oil, cantidad: 1 },
      ],
    });
    const reads: string[] = [];
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'select' || key === 'execute') reads.push(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const cache = createCatalogCache({ ...database, db }, clock);
    expect(await stocks(cache.products)).toEqual([10, 4]);
    expect(await buildable(cache.packages)).toEqual([4]);
    const fullRead = reads.length;
    await database.db.update(products).set({ stock: 5 }).where(eq(products.id, rice.id));
    cache.stockChanged();
    expect(await stocks(cache.productsWithDiscounts)).toEqual([5, 4]);
    expect(await stocks(cache.products)).toEqual([5, 4]);
    expect(await buildable(cache.packages)).toEqual([2]);
    expect(reads.length - fullRead).toBe(1);
    // A product put on sale behind the cache's back: the stock read sees it and reads everything.
    await createProduct(database.db, { precio: 1_000, stock: 7 });
    cache.stockChanged();
    expect(await stocks(cache.products)).toEqual([5, 4, 7]);
    expect(reads.length - fullRead).toBeGreaterThan(2);
  });

  it("tells another instance a stock-only change, and it shows the new stock", async () => {
    const product = await createProduct(database.db, { stock: 9 });
    const a = createCatalogCache(database, clock, { publish: true });
    const b = createCatalogCache(database, clock, { publish: true });
    const stops = [await a.listen(), await b.listen()];
    try {
      expect(await stocks(b.products)).toEqual([9]);
      await database.db.update(products).set({ stock: 8 }).where(eq(products.id, product.id));
      a.stockChanged();
      await vi.waitFor(async () => expect(await stocks(b.products)).toEqual([8]));
    } finally {
      for (const stop of stops) await stop();
    }
  });
});

const stocks = async (list: { get(): Promise<{ body: Buffer }> }) =>
  (JSON.parse((await list.get()).body.toString('utf8')) as Array<{ stock: number }>).map((p) => p.stock);
const buildable = async (list: { get(): Promise<{ body: Buffer }> }) =>
  (
    JSON.parse((await list.get()).body.toString('utf8')) as {
      paquetes: Array<{ stock_paquetes_disponibles: number }>;
    }
  ).paquetes.map((p) => p.stock_paquetes_disponibles);
