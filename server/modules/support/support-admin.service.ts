import { and, desc, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { bogotaDayKey } from '../../../domain/dates';
import { orderCode } from '../../../domain/orders';
import {
  CASE_REASON_LABELS,
  caseCode,
  checkCasePoints,
  checkCaseRefund,
  stateAfterMessage,
} from '../../../domain/support/cases';
import type { CaseFilter } from '../../../domain/schemas/support';
import { SUPPORT_MESSAGES as M } from '../../../domain/support/messages';
import type { CaseNotice } from '../../../domain/support/notices';
import type { AdminCaseRow, AdminCaseView } from '../../../domain/support/views';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { orders, pointsLedger, supportCaseMessages, supportCases, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { orderEventOf, recordOrderEvent } from '../orders/order-events';
import { adminCaseView, type CaseRow } from './case-views';

const STATUS: Record<string, number> = {
  CASE_CLOSED: 409,
  CASE_REFUND_EXISTS: 409,
  CASE_REFUND_INVALID: 400,
  POINTS_ADJUST_INVALID: 400,
};

function refuse(code: string, message: string): never {
  throw new AppError(code, STATUS[code] ?? 422, message);
}

/** The admin's list, newest first, by state and/or order; cursor = the last id seen. */
export async function listCases(
  db: DbOrTx,
  input: { estado: CaseFilter; pedido?: number; afterId?: number; limit: number },
): Promise<{ rows: AdminCaseRow[]; abiertos: number }> {
  const where: SQL[] = [];
  if (input.estado === 'activos') where.push(ne(supportCases.estado, 'cerrado'));
  else if (input.estado !== 'todos') where.push(eq(supportCases.estado, input.estado));
  if (input.pedido !== undefined) where.push(eq(supportCases.order_id, input.pedido));
  if (input.afterId !== undefined) where.push(lt(supportCases.id, input.afterId));
  const [rows, [count]] = await Promise.all([
    db
      .select({ c: supportCases, nombre: users.nombre, torre: users.torre, apartamento: users.apartamento })
      .from(supportCases)
      .innerJoin(users, eq(users.id, supportCases.user_id))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(supportCases.id))
      .limit(input.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportCases)
      .where(eq(supportCases.estado, 'abierto')),
  ]);
  return {
    abiertos: Number(count?.n ?? 0),
    rows: rows.map(({ c, nombre, torre, apartamento }) => ({
      id: c.id,
      codigo: caseCode(c.id),
      pedido: { id: c.order_id, codigo: orderCode(c.order_id) },
      residente: { id: c.user_id, nombre, torre, apartamento },
      motivo: c.motivo,
      motivo_texto: CASE_REASON_LABELS[c.motivo],
      estado: c.estado,
      descripcion: c.descripcion,
      fecha: c.created_at.toISOString(),
      actualizado: c.updated_at.toISOString(),
    })),
  };
}

export async function adminCase(db: DbOrTx, caseId: number): Promise<AdminCaseView> {
  const [row] = await db.select().from(supportCases).where(eq(supportCases.id, caseId));
  if (!row) throw new AppError('CASE_NOT_FOUND', 404, M.caseNotFound);
  return adminCaseView(db, row);
}

/**
 * Runs `fn` on the locked case and answers the case as the admin reads it afterwards. What `fn`
 * did reaches the resident (issue 40): the case is marked new for them, and the change is
 * published on the case's order's event channel inside the transaction, so it is heard at
 * COMMIT or never — on their open store, their history and, if they opted in, their phone.
 */
async function onCase(
  database: Database,
  caseId: number,
  fn: (tx: Tx, row: CaseRow) => Promise<Omit<CaseNotice, 'caso_id'>>,
): Promise<AdminCaseView> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(supportCases).where(eq(supportCases.id, caseId)).for('update');
    if (!row) throw new AppError('CASE_NOT_FOUND', 404, M.caseNotFound);
    const notice = await fn(tx, row);
    const [after] = await tx
      .update(supportCases)
      .set({ novedad_residente: true })
      .where(eq(supportCases.id, caseId))
      .returning();
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.order_id));
    if (order) await recordOrderEvent(tx, { ...orderEventOf('caso', order), caso: { caso_id: row.id, ...notice } });
    return adminCaseView(tx, after!);
  });
}

async function shopMessage(tx: Tx, row: CaseRow, adminId: number, texto: string, now: Date) {
  const next = stateAfterMessage(row.estado, 'tienda');
  if (!next.ok) refuse(next.code, next.message);
  await tx
    .insert(supportCaseMessages)
    .values({ case_id: row.id, autor: 'tienda', admin_id: adminId, texto, created_at: now });
  return next.value;
}

/** The shop answers: the case reads 'respondido' until the resident writes again. */
export function replyToCase(
  database: Database,
  input: { adminId: number; caseId: number; texto: string; now: Date },
): Promise<AdminCaseView> {
  return onCase(database, input.caseId, async (tx, row) => {
    const estado = await shopMessage(tx, row, input.adminId, input.texto, input.now);
    await tx.update(supportCases).set({ estado, updated_at: input.now }).where(eq(supportCases.id, row.id));
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'support.reply',
      entity: 'support_case',
      entityId: row.id,
      before: { estado: row.estado },
      after: { estado },
    });
    return { cambio: 'respuesta' };
  });
}

/**
 * Credits points as the case's remedy: one 'soporte' ledger row naming the case (the trigger
 * moves the balance), the case's running sum, a reply the resident reads, and the audit row,
 * under the resident's row lock like every other points adjustment.
 */
export function creditCasePoints(
  database: Database,
  input: { adminId: number; caseId: number; puntos: number; motivo: string; now: Date },
): Promise<AdminCaseView> {
  return onCase(database, input.caseId, async (tx, row) => {
    const check = checkCasePoints(row.estado, input.puntos);
    if (!check.ok) refuse(check.code, check.message);
    const [user] = await tx
      .select({ puntos: users.puntos_disponibles })
      .from(users)
      .where(and(eq(users.id, row.user_id), isNull(users.deleted_at)))
      .for('update');
    if (!user) refuse('CASE_CLOSED', M.closed);
    await tx.insert(pointsLedger).values({
      user_id: row.user_id,
      kind: 'soporte',
      puntos: check.value,
      order_id: row.order_id,
      note: M.ledgerNote(caseCode(row.id), input.motivo),
      created_at: input.now,
    });
    const texto = `${M.resolutionPoints(check.value)} ${input.motivo}`;
    const estado = await shopMessage(tx, row, input.adminId, texto, input.now);
    await tx
      .update(supportCases)
      .set({ estado, puntos_abonados: row.puntos_abonados + check.value, updated_at: input.now })
      .where(eq(supportCases.id, row.id));
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'support.points',
      entity: 'support_case',
      entityId: row.id,
      before: { puntos: user.puntos },
      after: { puntos: user.puntos + check.value, motivo: input.motivo, usuario: row.user_id },
    });
    return { cambio: 'puntos', puntos: check.value };
  });
}

/**
 * Marks a refund on the case (the shop returns the money by hand, as order refunds, decision
 * 0009): amount up to the order's total, the reference, today's Bogotá day; once per case.
 */
export function markCaseRefund(
  database: Database,
  input: { adminId: number; caseId: number; monto: number; referencia: string; now: Date },
): Promise<AdminCaseView> {
  return onCase(database, input.caseId, async (tx, row) => {
    const [order] = await tx.select({ total: orders.total }).from(orders).where(eq(orders.id, row.order_id));
    const check = checkCaseRefund(
      { estado: row.estado, reembolsoMonto: row.reembolso_monto },
      input.monto,
      order?.total ?? 0,
    );
    if (!check.ok) refuse(check.code, check.message);
    const estado = await shopMessage(tx, row, input.adminId, M.resolutionRefund(check.value, input.referencia), input.now);
    const fecha = bogotaDayKey(input.now);
    await tx
      .update(supportCases)
      .set({
        estado,
        reembolso_monto: check.value,
        reembolso_referencia: input.referencia,
        reembolso_fecha: fecha,
        updated_at: input.now,
      })
      .where(eq(supportCases.id, row.id));
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'support.refund',
      entity: 'support_case',
      entityId: row.id,
      before: { reembolso: null },
      after: { monto: check.value, referencia: input.referencia, fecha },
    });
    return { cambio: 'reembolso', monto: check.value };
  });
}

/** Closes the case: no more messages or remedies. Closing twice is refused. */
export function closeCase(
  database: Database,
  input: { adminId: number; caseId: number; now: Date },
): Promise<AdminCaseView> {
  return onCase(database, input.caseId, async (tx, row) => {
    if (row.estado === 'cerrado') refuse('CASE_CLOSED', M.closed);
    await tx
      .update(supportCases)
      .set({ estado: 'cerrado', cerrado_por: input.adminId, cerrado_at: input.now, updated_at: input.now })
      .where(eq(supportCases.id, row.id));
    await recordAudit(tx, {
      adminId: input.adminId,
      action: 'support.close',
      entity: 'support_case',
      entityId: row.id,
      before: { estado: row.estado },
      after: { estado: 'cerrado' },
    });
    return { cambio: 'cerrado' };
  });
}
