import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamSchema } from '../../../domain/schemas/params';
import { AnswerDataRequestSchema } from '../../../domain/schemas/privacy';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { answerDataRequest, listDataRequestsForAdmin } from './data-requests.service';

/** The administrator's "Solicitudes de datos": deadlines, days left, answer and close (audited). */
export function adminRequestRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('datos') };

    app.get('/api/admin/solicitudes', admin, () =>
      listDataRequestsForAdmin(database.db, app.clock()),
    );

    app.post(
      '/api/admin/solicitudes/:id/responder',
      { ...admin, schema: { params: IdParamSchema, body: AnswerDataRequestSchema } },
      (request) =>
        answerDataRequest(
          database.db,
          guard.userOf(request).id,
          request.params.id,
          request.body,
          app.clock(),
        ),
    );
  };
}
