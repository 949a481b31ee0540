import { asc, eq, inArray } from 'drizzle-orm';
import { orderCode } from '../../../domain/orders';
import { CASE_REASON_LABELS, caseCode } from '../../../domain/support/cases';
import type { AdminCaseRow, AdminCaseView, SupportCaseView } from '../../../domain/support/views';
import type { DbOrTx } from '../../db/client';
import type { supportCases} from '../../db/schema';
import { orderLines, orders, supportCaseMessages, users } from '../../db/schema';

export type CaseRow = typeof supportCases.$inferSelect;

/**
 * Builds the resident's view of cases (thread, lines, resolution) in three queries whatever
 * their number. `admin` adds who answered each reply, for the admin's view only.
 */
export async function caseViews(db: DbOrTx, rows: CaseRow[]): Promise<SupportCaseView[]> {
  const views = await loadViews(db, rows, false);
  // The resident's view (and data export) keeps its shape: prices are for the admin's case.
  return views.map((v) => ({
    ...v,
    lineas: v.lineas.map(({ id, nombre, cantidad }) => ({ id, nombre, cantidad })),
  })) as SupportCaseView[];
}

/** The admin's case; the order's total is the one stored at checkout, never recomputed. */
export async function adminCaseView(db: DbOrTx, row: CaseRow): Promise<AdminCaseView> {
  const [[view], residente, [order]] = await Promise.all([
    loadViews(db, [row], true),
    residentOf(db, row.user_id),
    db.select({ total: orders.total }).from(orders).where(eq(orders.id, row.order_id)),
  ]);
  const base = view as unknown as AdminCaseView;
  return { ...base, pedido: { ...base.pedido, total: order?.total ?? 0 }, residente };
}

async function residentOf(db: DbOrTx, userId: number): Promise<AdminCaseRow['residente']> {
  const [u] = await db
    .select({ id: users.id, nombre: users.nombre, torre: users.torre, apartamento: users.apartamento })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? { id: userId, nombre: '—', torre: null, apartamento: null };
}

async function loadViews(db: DbOrTx, rows: CaseRow[], admin: boolean) {
  if (rows.length === 0) return [];
  const caseIds = rows.map((r) => r.id);
  const lineIds = [...new Set(rows.flatMap((r) => r.lineas))];
  const [messages, lines] = await Promise.all([
    db
      .select({
        id: supportCaseMessages.id,
        case_id: supportCaseMessages.case_id,
        autor: supportCaseMessages.autor,
        texto: supportCaseMessages.texto,
        created_at: supportCaseMessages.created_at,
        admin: users.nombre,
      })
      .from(supportCaseMessages)
      .leftJoin(users, eq(users.id, supportCaseMessages.admin_id))
      .where(inArray(supportCaseMessages.case_id, caseIds))
      .orderBy(asc(supportCaseMessages.id)),
    lineIds.length
      ? db
          .select({
            id: orderLines.id,
            nombre: orderLines.nombre,
            cantidad: orderLines.cantidad,
            precio_unitario: orderLines.precio_unitario,
          })
          .from(orderLines)
          .where(inArray(orderLines.id, lineIds))
      : Promise.resolve([]),
  ]);
  const lineById = new Map(lines.map((l) => [l.id, l]));
  return rows.map((r) => ({
    id: r.id,
    codigo: caseCode(r.id),
    pedido: { id: r.order_id, codigo: orderCode(r.order_id) },
    motivo: r.motivo,
    motivo_texto: CASE_REASON_LABELS[r.motivo],
    descripcion: r.descripcion,
    estado: r.estado,
    lineas: r.lineas.flatMap((id) => {
      const l = lineById.get(id);
      return l ? [l] : [];
    }),
    mensajes: messages
      .filter((m) => m.case_id === r.id)
      .map((m) => ({
        id: m.id,
        autor: m.autor,
        texto: m.texto,
        fecha: m.created_at.toISOString(),
        ...(admin ? { admin: m.autor === 'tienda' ? m.admin : null } : {}),
      })),
    resolucion: {
      puntos: r.puntos_abonados,
      reembolso:
        r.reembolso_monto !== null && r.reembolso_referencia !== null && r.reembolso_fecha !== null
          ? { monto: r.reembolso_monto, referencia: r.reembolso_referencia, fecha: r.reembolso_fecha }
          : null,
    },
    novedad: r.novedad_residente,
    fecha: r.created_at.toISOString(),
    actualizado: r.updated_at.toISOString(),
  }));
}
