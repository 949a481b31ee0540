import { z } from 'zod';
import { MESSAGES } from '../messages';
import { CASE_REASONS, CASE_STATES } from '../support/cases';
import { SUPPORT_MESSAGES as M } from '../support/messages';
import { blankToUndefined, idField, intInRange, optionalField, requiredText } from './common';

const V = MESSAGES.server.validation;

/** POST /api/soporte/casos: the order, what happened, optionally which of its lines. */
export const CreateCaseSchema = z.object({
  pedido_id: intInRange(1, 2_147_483_647, M.orderRequired),
  motivo: z.enum(CASE_REASONS, { error: M.reasonRequired }),
  descripcion: requiredText(M.descriptionRequired, 1000),
  lineas: z
    .array(intInRange(1, 2_147_483_647, M.linesInvalid), { error: M.linesInvalid })
    .max(50, { error: M.linesInvalid })
    .default([]),
});
export type CreateCase = z.infer<typeof CreateCaseSchema>;

/** GET /api/soporte/casos: optionally the cases of one order. */
export const MyCasesQuerySchema = z.object({ pedido: optionalField(idField()) });

/** POST /api/soporte/casos/:id/mensajes and POST /api/admin/soporte/:id/responder. */
export const CaseMessageSchema = z.object({ texto: requiredText(M.messageRequired, 1000) });
export const CaseReplySchema = z.object({ texto: requiredText(M.replyRequired, 1000) });

/** The admin's filters: one state, 'activos' (not closed yet) or every case. */
export const CASE_FILTERS = ['activos', ...CASE_STATES, 'todos'] as const;
export type CaseFilter = (typeof CASE_FILTERS)[number];

/** GET /api/admin/soporte: filter by state or order, paged by cursor. */
export const AdminCasesQuerySchema = z.object({
  estado: z.preprocess(
    blankToUndefined,
    z.enum(CASE_FILTERS, { error: M.estadoInvalid }).default('todos'),
  ),
  pedido: optionalField(idField()),
  cursor: optionalField(z.string().max(200)),
  limite: optionalField(intInRange(1, 100, V)).transform((v) => v ?? 20),
});
export type AdminCasesQuery = z.infer<typeof AdminCasesQuerySchema>;

/** POST /api/admin/soporte/:id/puntos: positive points with the reason the resident reads. */
export const CasePointsSchema = z.object({
  puntos: intInRange(1, 1_000_000, M.pointsInvalid),
  motivo: requiredText(M.reasonNoteRequired, 200),
});

/** POST /api/admin/soporte/:id/reembolso: the amount returned by hand and its reference. */
export const CaseRefundSchema = z.object({
  monto: intInRange(1, 100_000_000, M.refundAmountInvalid),
  referencia: requiredText(M.refundReferenceRequired, 100),
});
