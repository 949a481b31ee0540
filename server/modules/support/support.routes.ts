import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeCursor, encodeCursor } from '../../../domain/admin-panel';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { IdParamSchema } from '../../../domain/schemas/params';
import {
  AdminCasesQuerySchema,
  CaseMessageSchema,
  CasePointsSchema,
  CaseRefundSchema,
  CaseReplySchema,
  CreateCaseSchema,
  MyCasesQuerySchema,
} from '../../../domain/schemas/support';
import { caseCode } from '../../../domain/support/cases';
import { SUPPORT_MESSAGES as M } from '../../../domain/support/messages';
import type {
  AdminCasePage,
  AdminCaseView,
  CaseWriteAnswer,
  SupportCaseView,
} from '../../../domain/support/views';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import {
  adminCase,
  closeCase,
  creditCasePoints,
  listCases,
  markCaseRefund,
  replyToCase,
} from './support-admin.service';
import { addResidentMessage, createCase, markCaseSeen, myCase, myCases } from './support.service';
import { answerExpectation } from '../../../domain/support/notices';

/**
 * Support cases (issue 25, decision 0013): the resident reports a problem with one of their
 * orders and follows the thread; the admin's "Soporte" answers, credits points, marks a refund
 * and closes. A resident never reaches another's case (404) nor any admin route (403).
 */
export function supportRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const db = database.db;
    const signedIn = { preValidation: guard.requireUser };
    const admin = { preValidation: guard.staff('soporte') };
    const me = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;

    app.post(
      '/api/soporte/casos',
      { ...signedIn, schema: { body: CreateCaseSchema } },
      async (request, reply): Promise<CaseWriteAnswer<SupportCaseView>> => {
        const now = app.clock();
        const caso = await createCase(database, me(request), request.body, now);
        reply.code(201);
        // When to expect the answer, from the shop's hours (issue 40).
        const espera = answerExpectation(now, root.shopSettings.serviceHours());
        return { success: true, caso, message: M.created(caseCode(caso.id), espera) };
      },
    );

    app.get(
      '/api/soporte/casos',
      { ...signedIn, schema: { querystring: MyCasesQuerySchema } },
      (request): Promise<SupportCaseView[]> => myCases(db, me(request), request.query.pedido),
    );

    app.get(
      '/api/soporte/casos/:id',
      { ...signedIn, schema: { params: IdParamSchema } },
      (request): Promise<SupportCaseView> => myCase(db, me(request), request.params.id),
    );

    app.post(
      '/api/soporte/casos/:id/mensajes',
      { ...signedIn, schema: { params: IdParamSchema, body: CaseMessageSchema } },
      async (request): Promise<CaseWriteAnswer<SupportCaseView>> => {
        const caso = await addResidentMessage(
          database,
          me(request),
          request.params.id,
          request.body.texto,
          app.clock(),
        );
        return { success: true, caso, message: M.messageSent };
      },
    );

    app.post(
      '/api/soporte/casos/:id/visto',
      { ...signedIn, schema: { params: IdParamSchema } },
      async (request, reply) => {
        await markCaseSeen(db, me(request), request.params.id);
        reply.code(204);
      },
    );

    app.get(
      '/api/admin/soporte',
      { ...admin, schema: { querystring: AdminCasesQuerySchema } },
      async (request): Promise<AdminCasePage> => {
        const { estado, pedido, cursor, limite } = request.query;
        const afterId = cursor === undefined ? undefined : decodeCursor(cursor);
        if (afterId === null)
          throw new AppError('CURSOR_INVALID', 400, ADMIN_MESSAGES.adminOps.cursorInvalid);
        const { rows, abiertos } = await listCases(db, { estado, pedido, afterId, limit: limite + 1 });
        const last = rows[limite - 1];
        return {
          casos: rows.slice(0, limite),
          abiertos,
          siguiente: rows.length > limite && last ? encodeCursor(last.id) : null,
        };
      },
    );

    app.get(
      '/api/admin/soporte/:id',
      { ...admin, schema: { params: IdParamSchema } },
      (request): Promise<AdminCaseView> => adminCase(db, request.params.id),
    );

    const adminId = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;
    const answer = (caso: AdminCaseView, message: string): CaseWriteAnswer<AdminCaseView> => ({
      success: true,
      caso,
      message,
    });

    app.post(
      '/api/admin/soporte/:id/responder',
      { ...admin, schema: { params: IdParamSchema, body: CaseReplySchema } },
      async (request) => {
        const caso = await replyToCase(database, {
          adminId: adminId(request),
          caseId: request.params.id,
          texto: request.body.texto,
          now: app.clock(),
        });
        return answer(caso, M.replied);
      },
    );

    app.post(
      '/api/admin/soporte/:id/puntos',
      { preValidation: guard.staff('dinero'), schema: { params: IdParamSchema, body: CasePointsSchema } },
      async (request) => {
        const caso = await creditCasePoints(database, {
          adminId: adminId(request),
          caseId: request.params.id,
          ...request.body,
          now: app.clock(),
        });
        return answer(caso, M.credited(request.body.puntos));
      },
    );

    app.post(
      '/api/admin/soporte/:id/reembolso',
      { preValidation: guard.staff('dinero'), schema: { params: IdParamSchema, body: CaseRefundSchema } },
      async (request) => {
        const caso = await markCaseRefund(database, {
          adminId: adminId(request),
          caseId: request.params.id,
          ...request.body,
          now: app.clock(),
        });
        return answer(caso, M.refundMarked(request.body.monto));
      },
    );

    app.post(
      '/api/admin/soporte/:id/cerrar',
      { ...admin, schema: { params: IdParamSchema } },
      async (request) => {
        const caso = await closeCase(database, {
          adminId: adminId(request),
          caseId: request.params.id,
          now: app.clock(),
        });
        return answer(caso, M.closedDone);
      },
    );
  };
}
