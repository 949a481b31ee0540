import type { AuditAction } from '../../../domain/audit';
import type { DbOrTx } from '../../db/client';
import { adminAudit } from '../../db/schema';

export interface AuditEntry {
  adminId: number | null;
  /** What was done: one of the catalogue's actions (domain/audit.ts), each with its Spanish sentence. */
  action: AuditAction;
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
