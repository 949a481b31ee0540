import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { getTestDatabase, resetDatabase } from '../../test/db';
import { createProduct } from '../../test/factories';
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
    await Promise.all([cache.products.get(), cache.productsWithDiscounts.get()]);
    await cache.products.get();
    expect(selects).toBe(1);
    await database.db.update(products).set({ precio: 2_000 }).where(eq(products.id, product.id));
    cache.invalidate();
    expect(await prices(cache.products)).toEqual([2_000]);
    expect(await prices(cache.productsWithDiscounts)).toEqual([2_000]);
    expect(selects).toBe(2);
  });
});
