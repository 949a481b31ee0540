import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { resetStaffFactor, restoreResidentAccess } from './access-reset.service';

/**
 * The shop's way back into an account (issue 39): "Restablecer acceso" for a resident who lost
 * the device with their passkey, "Restablecer segundo factor" for a staff member. Both audited,
 * both end the person's sessions at once.
 */
export function accessResetRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const route = {
      preValidation: guard.staff('roles'),
      schema: { params: IdParamSchema, body: z.object({}).optional() },
    };

    app.post('/api/admin/usuarios/:id/restablecer-acceso', route, async (request) => {
      const input = { adminId: guard.userOf(request).id, userId: request.params.id, now: app.clock() };
      guard.forget(await database.db.transaction((tx) => restoreResidentAccess(tx, input)));
      return { success: true, message: ACCOUNT_MESSAGES.passkey.accessRestored };
    });

    app.post('/api/admin/usuarios/:id/restablecer-factor', route, async (request) => {
      const input = { adminId: guard.userOf(request).id, userId: request.params.id, now: app.clock() };
      guard.forget(await database.db.transaction((tx) => resetStaffFactor(tx, input)));
      return { success: true, message: ACCOUNT_MESSAGES.factor.resetDone };
    });
  };
}
