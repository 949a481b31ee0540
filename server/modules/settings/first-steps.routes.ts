import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { readFirstSteps } from './first-steps.service';

/**
 * `GET /api/admin/primeros-pasos` (issue 26): the admin panel's start checklist, from real data,
 * and `pagos_prueba` (issue 46): whether payments run on the sandbox, so the panel says plainly
 * that nothing is charged. The owner reads it; the gateway is never asked.
 */
export function firstStepsRoutes({
  database,
  guard,
  paymentsProvider,
}: {
  database: Database;
  guard: AuthGuard;
  paymentsProvider: 'sandbox' | 'wompi';
}) {
  return async (app: FastifyInstance) => {
    app.get('/api/admin/primeros-pasos', { preValidation: guard.staff('ajustes') }, async () => ({
      success: true,
      ...(await readFirstSteps(database.db, app.shopSettings)),
      pagos_prueba: paymentsProvider === 'sandbox',
    }));
  };
}
