import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeCursor, encodeCursor } from '../../../domain/admin-panel';
import { NEXT_CURSOR_HEADER, type RoleChangeAnswer } from '../../../domain/admin-views';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { ROLE_LABELS } from '../../../domain/permissions';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import {
  AdminUsersQuerySchema,
  PointsAdjustSchema,
  RoleChangeSchema,
} from '../../../domain/schemas/admin-panel';
import type { PointsAdjustAnswer, ResidentDetailView } from '../../../domain/resident-views';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { adminStats } from '../admin-stats/admin-stats.service';
import { changeUserRole, listAdminUsers } from './admin-users.service';
import { adjustPoints, residentDetail } from './resident-detail.service';

/** Users (payments-and-admin §3 "User (admin view)"), role changes and the dashboard's stats. */
export function adminUserRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('usuarios') };

    app.get(
      '/admin/users',
      { ...admin, schema: { querystring: AdminUsersQuerySchema } },
      async (request, reply) => {
        const { q, cursor, limite } = request.query;
        const afterId = cursor === undefined ? undefined : decodeCursor(cursor);
        if (afterId === null)
          throw new AppError('CURSOR_INVALID', 400, ADMIN_MESSAGES.adminOps.cursorInvalid);
        const rows = await listAdminUsers(database.db, { q, afterId, limit: limite + 1 });
        const last = rows[limite - 1];
        if (rows.length > limite && last) reply.header(NEXT_CURSOR_HEADER, encodeCursor(last.id));
        return rows.slice(0, limite);
      },
    );

    app.put(
      '/api/admin/usuarios/:id/rol',
      { preValidation: guard.staff('roles'), schema: { params: IdParamSchema, body: RoleChangeSchema } },
      async (request): Promise<RoleChangeAnswer> => {
        const { row: usuario, endedSessions } = await changeUserRole(
          database,
          { adminId: guard.userOf(request).id, userId: request.params.id, rol: request.body.rol },
          app.clock(),
        );
        guard.forget(endedSessions);
        // A role change ends the person's sessions (issue 39): the owner is told so.
        const label = ROLE_LABELS[usuario.rol === 'cliente' ? 'customer' : usuario.rol];
        const message = endedSessions.length > 0 ? ACCOUNT_MESSAGES.roles.changed(label) : ADMIN_MESSAGES.adminOps.roleChanged;
        return { success: true, usuario, message };
      },
    );

    app.get(
      '/api/admin/usuarios/:id',
      { ...admin, schema: { params: IdParamSchema } },
      (request): Promise<ResidentDetailView> => residentDetail(database.db, request.params.id),
    );

    app.post(
      '/api/admin/usuarios/:id/puntos',
      { preValidation: guard.staff('dinero'), schema: { params: IdParamSchema, body: PointsAdjustSchema } },
      async (request): Promise<PointsAdjustAnswer> => {
        const balance = await adjustPoints(database, {
          adminId: guard.userOf(request).id,
          userId: request.params.id,
          puntos: request.body.puntos,
          motivo: request.body.motivo,
        });
        return {
          success: true,
          puntos_disponibles: balance,
          message: ADMIN_MESSAGES.residents.adjusted(request.body.puntos, balance),
        };
      },
    );

    app.get('/admin/stats', { preValidation: guard.staff('dinero') }, () =>
      adminStats(
        database.db,
        app.clock(),
        app.shopSettings.current().entrega,
        app.shopSettings.current().tienda.torres,
      ),
    );
  };
}
