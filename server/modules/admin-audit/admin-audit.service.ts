import type { DbOrTx } from '../../db/client';
import { adminAudit } from '../../db/schema';

export interface AuditEntry {
  /** The administrator who made the change (null only for system jobs). */
  adminId: number | null;
  /** 'product.create', 'product.stock', 'order.state', 'user.role', … */
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one administrative write. Call it with the transaction that makes the change, so the
 * audit row exists exactly when the change does.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAudit).values({
    admin_id: entry.adminId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
