import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeCursor, encodeCursor } from '../../../domain/admin-panel';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { NEXT_CURSOR_HEADER } from '../../../domain/admin-views';
import { AuditQuerySchema } from '../../../domain/schemas/admin-audit';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { auditPeople, listAudit } from './admin-audit-list.service';

/**
 * The audit trail (issue 24): who changed what and when, for administrators only. A page is a bare
 * array with the next cursor in X-Next-Cursor, as the other admin lists.
 */
export function adminAuditRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('auditoria') };

    app.get(
      '/api/admin/auditoria',
      { ...admin, schema: { querystring: AuditQuerySchema } },
      async (request, reply) => {
        const { cursor, limite, ...filters } = request.query;
        const afterId = cursor === undefined ? undefined : decodeCursor(cursor);
        if (afterId === null)
          throw new AppError('CURSOR_INVALID', 400, ADMIN_MESSAGES.adminOps.cursorInvalid);
        const rows = await listAudit(database.db, { ...filters, afterId, limit: limite + 1 });
        const last = rows[limite - 1];
        if (rows.length > limite && last) reply.header(NEXT_CURSOR_HEADER, encodeCursor(last.id));
        return rows.slice(0, limite);
      },
    );

    app.get('/api/admin/auditoria/personas', admin, async () => ({
      personas: await auditPeople(database.db),
    }));
  };
}
