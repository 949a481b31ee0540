import type { DbOrTx } from '../../db/client';
import { adminAudit } from '../../db/schema';

export interface AuditEntry {
  adminId: number;
  /** What was done, e.g. 'package.create', 'product.cost'. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one row to the admin audit (DESIGN §8); call it inside the write's transaction. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(adminAudit).values({
    admin_id: entry.adminId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
