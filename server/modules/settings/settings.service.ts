import { eq, sql } from 'drizzle-orm';
import type { ShopSettings } from '../../../domain/settings';
import { settingsFromStored } from '../../../domain/schemas/settings';
import type { DbOrTx } from '../../db/client';
import { shopSettings } from '../../db/schema';
import { recordAudit } from '../admin-audit/admin-audit.service';

/** The channel a settings change is published on (at COMMIT), so every instance reloads. */
export const SETTINGS_CHANNEL = 'ajustes';

export interface StoredSettings {
  settings: ShopSettings;
  version: number;
  updatedAt: Date | null;
}

/** The saved settings, or today's defaults when the shop never saved any (version 0). */
export async function readSettings(db: DbOrTx): Promise<StoredSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) return { settings: settingsFromStored(null).settings, version: 0, updatedAt: null };
  return { settings: settingsFromStored(row.datos).settings, version: row.version, updatedAt: row.updated_at };
}

/**
 * Saves validated settings in the caller's transaction: the row (version + 1), the audit with
 * before and after, and the NOTIFY that reaches every instance when the transaction commits.
 * `publisher` is the saving instance's id, which already holds the new copy.
 */
export async function writeSettings(
  tx: DbOrTx,
  input: { settings: ShopSettings; adminId: number | null; now: Date; publisher: string },
): Promise<StoredSettings> {
  // Row-locked read: two saves at once both audit the "before" they really replaced.
  await tx.execute(sql`select pg_advisory_xact_lock(727026)`);
  const before = await readSettings(tx);
  const [row] = await tx
    .insert(shopSettings)
    .values({ id: 1, datos: input.settings, version: 1, updated_by: input.adminId, updated_at: input.now })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: {
        datos: input.settings,
        version: sql`${shopSettings.version} + 1`,
        updated_by: input.adminId,
        updated_at: input.now,
      },
    })
    .returning();
  await recordAudit(tx, {
    adminId: input.adminId,
    action: 'settings.update',
    entity: 'shop_settings',
    entityId: 1,
    before: before.settings,
    after: input.settings,
  });
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${input.publisher})`);
  return { settings: input.settings, version: row!.version, updatedAt: row!.updated_at };
}
