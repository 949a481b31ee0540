import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { SessionIdParamSchema } from '../../../domain/schemas/factors';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { endSession, endSessionsOf, listSessions } from './sessions.service';

/** The caller's open sessions (Mi cuenta, the staff's profile): list, end one, end the others. */
export function sessionRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const signedIn = { preValidation: guard.requireUser };

    app.get('/api/sesiones', signedIn, async (request) => {
      const session = guard.userOf(request);
      return { sesiones: await listSessions(database.db, session.id, session.sessionId) };
    });

    app.delete('/api/sesiones/:id', { ...signedIn, schema: { params: SessionIdParamSchema } }, async (request) => {
      const session = guard.userOf(request);
      guard.forget(await endSession(database.db, session.id, request.params.id, 'cerrada_por_usuario', app.clock()));
      return { success: true, message: ACCOUNT_MESSAGES.session.closed };
    });

    app.post('/api/sesiones/cerrar-otras', signedIn, async (request) => {
      const session = guard.userOf(request);
      const ended = await endSessionsOf(database.db, session.id, 'cerrada_por_usuario', app.clock(), session.sessionId);
      guard.forget(ended);
      return { success: true, cerradas: ended.length, message: ACCOUNT_MESSAGES.session.othersClosed(ended.length) };
    });
  };
}
