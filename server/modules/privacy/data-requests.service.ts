import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { bogotaDayKey } from '../../../domain/dates';
import { PRIVACY_MESSAGES } from '../../../domain/privacy/messages';
import {
  businessDaysLeft,
  dataRequestDeadline,
  DATA_REQUEST_LABELS,
  DATA_REQUEST_STATE_LABELS,
  formatDayKey,
} from '../../../domain/privacy/data-requests';
import type { AnswerDataRequest, CreateDataRequest } from '../../../domain/schemas/privacy';
import type { Db } from '../../db/client';
import { dataRequests, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { isColombianHoliday } from './holidays';

type Row = typeof dataRequests.$inferSelect;

/** How a request reads on the wire: its deadline and the business days left, seen from `now`. */
export function dataRequestView(row: Row, now: Date) {
  const open = row.estado === 'en_tramite';
  return {
    id: row.id,
    tipo: row.tipo,
    tipo_texto: DATA_REQUEST_LABELS[row.tipo],
    detalle: row.detalle,
    estado: row.estado,
    estado_texto: DATA_REQUEST_STATE_LABELS[row.estado],
    fecha: row.created_at.toISOString(),
    fecha_limite: row.fecha_limite,
    dias_habiles_restantes: open
      ? businessDaysLeft(row.fecha_limite, now, isColombianHoliday)
      : null,
    vencida: open && bogotaDayKey(now) > row.fecha_limite,
    respuesta: row.respuesta,
    fecha_respuesta: row.respondida_at?.toISOString() ?? null,
  };
}

/** Files a request with its legal deadline in Colombian business days (Bogotá time). */
export async function fileDataRequest(db: Db, userId: number, input: CreateDataRequest, now: Date) {
  const [row] = await db
    .insert(dataRequests)
    .values({
      user_id: userId,
      tipo: input.tipo,
      detalle: input.detalle,
      fecha_limite: dataRequestDeadline(input.tipo, now, isColombianHoliday),
      created_at: now,
    })
    .returning();
  if (!row) throw new Error('data request insert returned no row');
  const view = dataRequestView(row, now);
  return {
    solicitud: view,
    message: PRIVACY_MESSAGES.requestFiled(formatDayKey(view.fecha_limite)),
  };
}

export async function listOwnDataRequests(db: Db, userId: number, now: Date) {
  const rows = await db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.user_id, userId))
    .orderBy(desc(dataRequests.created_at), desc(dataRequests.id));
  return { solicitudes: rows.map((r) => dataRequestView(r, now)) };
}

/** Administrator's list: open requests first by deadline (so overdue ones lead), then answered ones. */
export async function listDataRequestsForAdmin(db: Db, now: Date) {
  const rows = await db
    .select({
      request: dataRequests,
      nombre: users.nombre,
      email: users.email,
      telefono: users.telefono,
    })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.user_id))
    .orderBy(
      sql`case when ${dataRequests.estado} = 'en_tramite' then 0 else 1 end`,
      asc(dataRequests.fecha_limite),
      desc(dataRequests.respondida_at),
      asc(dataRequests.id),
    )
    .limit(500);
  const solicitudes = rows.map((r) => ({
    ...dataRequestView(r.request, now),
    titular: { nombre: r.nombre, email: r.email, telefono: r.telefono },
  }));
  return {
    solicitudes,
    abiertas: solicitudes.filter((s) => s.estado === 'en_tramite').length,
    vencidas: solicitudes.filter((s) => s.vencida).length,
  };
}

/** Answers and closes an open request, with the administrator's audit row in the same transaction. */
export async function answerDataRequest(
  db: Db,
  adminId: number,
  id: number,
  input: AnswerDataRequest,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.id, id))
      .for('update');
    if (!before)
      throw new AppError('DATA_REQUEST_NOT_FOUND', 404, PRIVACY_MESSAGES.requestNotFound);
    if (before.estado !== 'en_tramite')
      throw new AppError('DATA_REQUEST_CLOSED', 409, PRIVACY_MESSAGES.requestAlreadyClosed);
    const [after] = await tx
      .update(dataRequests)
      .set({
        estado: 'respondida',
        respuesta: input.respuesta,
        respondida_por: adminId,
        respondida_at: now,
      })
      .where(and(eq(dataRequests.id, id), eq(dataRequests.estado, 'en_tramite')))
      .returning();
    if (!after)
      throw new AppError('DATA_REQUEST_CLOSED', 409, PRIVACY_MESSAGES.requestAlreadyClosed);
    await recordAudit(tx, {
      adminId,
      action: 'data_request.answer',
      entity: 'data_request',
      entityId: id,
      before: { estado: before.estado },
      after: { estado: after.estado, respondida_at: now.toISOString() },
    });
    return { solicitud: dataRequestView(after, now), message: PRIVACY_MESSAGES.answered };
  });
}
