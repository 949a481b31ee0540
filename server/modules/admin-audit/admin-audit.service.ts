import type { DbOrTx } from '../../db/client';
import { adminAudit } from '../../db/schema';

export interface AuditEntry {
  adminId: number | null;
  /** What was done, e.g. 'package.create', 'product.cost', 'order.state', 'user.role'. */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one administrative write (DESIGN §8). Call it with the transaction that makes the
 * change, so the audit row exists exactly when the change does.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAudit).values({
    admin_id: entry.adminId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
