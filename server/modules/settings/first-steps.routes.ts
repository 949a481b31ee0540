import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { readFirstSteps } from './first-steps.service';

/** `GET /api/admin/primeros-pasos` (issue 26): the admin panel's start checklist, from real data. */
export function firstStepsRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (app: FastifyInstance) => {
    app.get('/api/admin/primeros-pasos', { preValidation: guard.staff('ajustes') }, async () => ({
      success: true,
      ...(await readFirstSteps(database.db)),
    }));
  };
}
