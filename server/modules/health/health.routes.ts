import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { migrationsApplied } from '../../db/migrate';

/**
 * GET /api/health: the process is alive (no I/O, for a supervisor or an uptime monitor).
 * GET /api/ready: this instance should get traffic: the database answers, every migration this
 * code ships is applied, and it is not shutting down; 503 otherwise, saying which check failed.
 */
export function healthRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    // Migrations are never undone, so once seen applied the check costs nothing more.
    let migrated = false;
    const ops = { config: { ops: true } };

    app.get('/api/health', ops, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ ok: true }),
    );

    app.get('/api/ready', ops, async (_request, reply) => {
      const accepting = !app.lifecycle.draining;
      const db = await database.ping().catch(() => false);
      if (db && !migrated) migrated = await migrationsApplied(database);
      const ready = accepting && db && migrated;
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ ready, checks: { database: db, migrations: db && migrated, accepting } });
    });
  };
}
