import { and, desc, eq, ne } from 'drizzle-orm';
import {
  caseCode,
  checkCaseLines,
  checkReasonForOrder,
  conflictingCase,
  stateAfterMessage,
} from '../../../domain/support/cases';
import { SUPPORT_MESSAGES as M } from '../../../domain/support/messages';
import type { SupportCaseView } from '../../../domain/support/views';
import type { CreateCase } from '../../../domain/schemas/support';
import type { Database, DbOrTx } from '../../db/client';
import { orderLines, orders, supportCaseMessages, supportCases } from '../../db/schema';
import { AppError } from '../../http/errors';
import { caseViews } from './case-views';

const REFUSAL_STATUS: Record<string, number> = {
  ORDER_NOT_DELIVERED: 422,
  CASE_LINES_INVALID: 400,
  CASE_CLOSED: 409,
};

function refuse(code: string, message: string): never {
  throw new AppError(code, REFUSAL_STATUS[code] ?? 422, message);
}

/**
 * Opens a case on one of the caller's own orders (another resident's order reads as not found).
 * The order row is locked, so two reports at once cannot both pass the one-open-case check.
 */
export async function createCase(
  database: Database,
  userId: number,
  input: CreateCase,
  now: Date,
): Promise<SupportCaseView> {
  return database.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, estado: orders.estado })
      .from(orders)
      .where(and(eq(orders.id, input.pedido_id), eq(orders.user_id, userId)))
      .for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND', 404, M.orderNotFound);
    const reason = checkReasonForOrder(input.motivo, order.estado);
    if (!reason.ok) refuse(reason.code, reason.message);
    const lineRows = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.order_id, order.id));
    const lines = checkCaseLines(input.lineas, lineRows.map((l) => l.id));
    if (!lines.ok) refuse(lines.code, lines.message);
    const open = await tx
      .select({ id: supportCases.id, estado: supportCases.estado, lineas: supportCases.lineas })
      .from(supportCases)
      .where(and(eq(supportCases.order_id, order.id), ne(supportCases.estado, 'cerrado')));
    const conflict = conflictingCase(open, lines.value);
    if (conflict !== null)
      throw new AppError('CASE_ALREADY_OPEN', 409, M.alreadyOpen(caseCode(conflict)));
    const [row] = await tx
      .insert(supportCases)
      .values({
        user_id: userId,
        order_id: order.id,
        motivo: input.motivo,
        descripcion: input.descripcion,
        lineas: lines.value,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await tx
      .insert(supportCaseMessages)
      .values({ case_id: row!.id, autor: 'residente', texto: input.descripcion, created_at: now });
    const [view] = await caseViews(tx, [row!]);
    return view!;
  });
}

/** The caller's cases, newest first; optionally those of one order. */
export async function myCases(
  db: DbOrTx,
  userId: number,
  orderId?: number,
): Promise<SupportCaseView[]> {
  const rows = await db
    .select()
    .from(supportCases)
    .where(
      and(
        eq(supportCases.user_id, userId),
        orderId === undefined ? undefined : eq(supportCases.order_id, orderId),
      ),
    )
    .orderBy(desc(supportCases.id))
    .limit(200);
  return caseViews(db, rows);
}

/** One of the caller's cases; another resident's reads as not found. */
export async function myCase(db: DbOrTx, userId: number, caseId: number): Promise<SupportCaseView> {
  const [row] = await db
    .select()
    .from(supportCases)
    .where(and(eq(supportCases.id, caseId), eq(supportCases.user_id, userId)));
  if (!row) throw new AppError('CASE_NOT_FOUND', 404, M.caseNotFound);
  const [view] = await caseViews(db, [row]);
  return view!;
}

/** The resident writes in their case: it waits for the shop again. */
export async function addResidentMessage(
  database: Database,
  userId: number,
  caseId: number,
  texto: string,
  now: Date,
): Promise<SupportCaseView> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supportCases)
      .where(and(eq(supportCases.id, caseId), eq(supportCases.user_id, userId)))
      .for('update');
    if (!row) throw new AppError('CASE_NOT_FOUND', 404, M.caseNotFound);
    const next = stateAfterMessage(row.estado, 'residente');
    if (!next.ok) refuse(next.code, next.message);
    await tx.insert(supportCaseMessages).values({ case_id: caseId, autor: 'residente', texto, created_at: now });
    const [updated] = await tx
      .update(supportCases)
      // Writing in the case means the resident read what the shop said.
      .set({ estado: next.value, updated_at: now, novedad_residente: false })
      .where(eq(supportCases.id, caseId))
      .returning();
    const [view] = await caseViews(tx, [updated!]);
    return view!;
  });
}

/**
 * The resident read their case (its thread was on screen): the store's badge on "Mis pedidos"
 * stops counting it (issue 40). Another resident's case reads as not found.
 */
export async function markCaseSeen(db: DbOrTx, userId: number, caseId: number): Promise<void> {
  const rows = await db
    .update(supportCases)
    .set({ novedad_residente: false })
    .where(and(eq(supportCases.id, caseId), eq(supportCases.user_id, userId)))
    .returning({ id: supportCases.id });
  if (rows.length === 0) throw new AppError('CASE_NOT_FOUND', 404, M.caseNotFound);
}
