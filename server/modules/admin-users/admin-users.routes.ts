import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';

/** GET /admin/users: the administrator's user list (payments-and-admin §3 "User (admin view)"). */
export function adminUserRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (app: FastifyInstance) => {
    app.get('/admin/users', { preHandler: guard.requireAdmin }, async () => {
      const rows = await database.db
        .select({ id: users.id, nombre: users.nombre, email: users.email, rol: users.rol, fecha_registro: users.created_at })
        .from(users)
        .orderBy(desc(users.created_at), desc(users.id));
      return { users: rows };
    });
  };
}
