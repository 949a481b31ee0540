import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  AUDIT_KINDS,
  auditKindOf,
  type AuditEntryView,
  type AuditPersonView,
} from '../../../domain/audit';
import { addDaysToKey, bogotaDayStart, parseDayKey } from '../../../domain/dates';
import { orderCode } from '../../../domain/orders';
import type { AuditQuery } from '../../../domain/schemas/admin-audit';
import type { DbOrTx } from '../../db/client';
import { adminAudit, users } from '../../db/schema';

export interface AuditEntryRow extends AuditEntryView {
  /** What was changed, in words: a product's or package's name, SUP-012, a person, an expense. */
  objeto: string | null;
}

function dayStart(key: string): Date {
  const p = parseDayKey(key);
  if (!p) throw new Error(`not a day key: ${key}`);
  return bogotaDayStart(p.year, p.month, p.day);
}

// The numeric id of the changed row, or null for entities keyed otherwise (promo batches).
const entityNumber = sql`case when "admin_audit"."entity_id" ~ '^[0-9]{1,9}$' then "admin_audit"."entity_id"::int end`;
// Names looked up for the page only (≤ 100 rows), so the list itself stays an index walk.
const objectName = sql<string | null>`case "admin_audit"."entity"
  when 'product' then (select p.nombre from products p where p.id = ${entityNumber})
  when 'package' then (select k.nombre from packages k where k.id = ${entityNumber})
  when 'user' then (select x.nombre from users x where x.id = ${entityNumber})
  when 'expense' then (select e.concepto from expenses e where e.id = ${entityNumber})
  when 'reward' then (select r.nombre from rewards r where r.id = ${entityNumber})
  when 'category' then (select c.nombre from categories c where c.id = ${entityNumber})
  when 'popup' then (select pp.titulo from popup_promotions pp where pp.id = ${entityNumber})
  when 'data_request' then (select x.nombre from data_requests d join users x on x.id = d.user_id where d.id = ${entityNumber})
  when 'support_case' then (select 'order:' || s.order_id from support_cases s where s.id = ${entityNumber})
end`;

/** Fields of before/after that hold a person's id: shown with the person's name (issue 41). */
const PERSON_FIELDS = ['usuario', 'user_id'] as const;

function personIds(value: unknown): number[] {
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  return PERSON_FIELDS.map((f) => record[f]).filter((v): v is number => Number.isSafeInteger(v));
}

function withNames(value: unknown, names: ReadonlyMap<number, string>): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const record = { ...(value as Record<string, unknown>) };
  for (const f of PERSON_FIELDS) {
    const id = record[f];
    if (typeof id === 'number') record[f] = names.get(id) ?? 'Una cuenta eliminada';
  }
  return record;
}

/** What the row names: a product, a person, SUP-012 for an order or a support case's order. */
function objectOf(entity: string, entityId: string | null, looked: string | null): string | null {
  if (entity === 'order' && entityId && /^\d+$/.test(entityId)) return orderCode(Number(entityId));
  const caseOrder = looked?.startsWith('order:') ? Number(looked.slice(6)) : null;
  if (caseOrder !== null && Number.isSafeInteger(caseOrder))
    return `caso del pedido ${orderCode(caseOrder)}`;
  return looked;
}

/** One page of the audit trail, newest first; `afterId` is the last id of the previous page. */
export async function listAudit(
  db: DbOrTx,
  query: Omit<AuditQuery, 'cursor' | 'limite'> & { afterId?: number; limit: number },
): Promise<AuditEntryRow[]> {
  const where: SQL[] = [];
  if (query.persona !== undefined) where.push(eq(adminAudit.admin_id, query.persona));
  if (query.tipo) where.push(inArray(adminAudit.action, [...AUDIT_KINDS[query.tipo].actions]));
  if (query.desde) where.push(gte(adminAudit.created_at, dayStart(query.desde)));
  if (query.hasta) where.push(lt(adminAudit.created_at, dayStart(addDaysToKey(query.hasta, 1))));
  if (query.afterId !== undefined) where.push(lt(adminAudit.id, query.afterId));
  const rows = await db
    .select({
      id: adminAudit.id,
      created_at: adminAudit.created_at,
      admin_id: adminAudit.admin_id,
      // A lookup per row of the page, not a join: a join let the planner sort the whole trail.
      persona: sql<
        string | null
      >`(select u.nombre from users u where u.id = "admin_audit"."admin_id")`,
      action: adminAudit.action,
      entity: adminAudit.entity,
      entity_id: adminAudit.entity_id,
      before: adminAudit.before,
      after: adminAudit.after,
      objeto: objectName,
    })
    .from(adminAudit)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAudit.id))
    .limit(query.limit);
  const ids = [...new Set(rows.flatMap((r) => [...personIds(r.before), ...personIds(r.after)]))];
  const people = ids.length
    ? await db
        .select({ id: users.id, nombre: users.nombre })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const names = new Map(people.map((p) => [p.id, p.nombre]));
  return rows.map((r) => ({
    id: r.id,
    fecha: r.created_at.toISOString(),
    persona: r.admin_id === null ? null : { id: r.admin_id, nombre: r.persona ?? '' },
    accion: r.action,
    tipo: auditKindOf(r.action),
    entidad: r.entity,
    entidad_id: r.entity_id,
    antes: withNames(r.before, names),
    despues: withNames(r.after, names),
    objeto: objectOf(r.entity, r.entity_id, r.objeto),
  }));
}

/** The people who appear in the trail (administrators, and former ones), for the filter. */
export async function auditPeople(db: DbOrTx): Promise<AuditPersonView[]> {
  const rows = await db
    .select({ id: users.id, nombre: users.nombre })
    .from(users)
    .where(
      // One pass over the trail (an aggregate), not one probe per resident.
      sql`${users.rol} = 'admin' or ${users.id} in (select distinct a.admin_id from admin_audit a)`,
    )
    .orderBy(users.nombre);
  return rows;
}
