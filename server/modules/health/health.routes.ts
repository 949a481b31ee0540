import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';

/** GET /api/health: liveness plus a real round trip to the database. */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', async (_request, reply) => {
      const db = await database.ping().catch(() => false);
      reply.header('cache-control', 'no-store');
      return reply.status(db ? 200 : 503).send({ ok: db, db });
    });
  };
}
