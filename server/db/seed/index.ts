import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { products, users } from '../schema';
import { seedAccounts } from './seed-accounts';
import { seedCatalog } from './seed-catalog';
import { seedExtras } from './seed-extras';
import { seedIdentity } from './seed-identity';

export interface SeedOptions {
  now: Date;
  /** Source of every random choice (promo codes, references), so tests are deterministic. */
  random: () => number;
}

// Shared by every instance so two servers starting on an empty database seed once.
const SEED_LOCK_KEY = 727_002;

/**
 * Loads the demo data (catalogue, packages, popup, promo codes, rewards, expenses, the two demo
 * accounts with the customer's history, the demo shop's contact and operator in its settings) in
 * one transaction, only when the database has no users and no products. Returns whether it seeded.
 */
export async function seedIfEmpty(
  database: Database,
  { now, random }: SeedOptions,
): Promise<boolean> {
  return database.exclusive(SEED_LOCK_KEY, () =>
    database.db.transaction(async (tx) => {
      const [u] = await tx.select({ n: count() }).from(users);
      const [p] = await tx.select({ n: count() }).from(products);
      if ((u?.n ?? 0) > 0 || (p?.n ?? 0) > 0) return false;
      const ids = await seedCatalog(tx, now);
      await seedAccounts(tx, ids, now, random);
      await seedExtras(tx, now, random);
      await seedIdentity(tx, now);
      return true;
    }),
  );
}
