import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bogotaDayKey } from '../../../domain/dates';
import {
  CreateDataRequestSchema,
  DeleteAccountSchema,
  MarketingConsentSchema,
} from '../../../domain/schemas/privacy';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { exportAccountData, exportOrdersCsv } from './account-export.service';
import { consentSummary, deleteOwnAccount, setMarketingConsent } from './account.service';
import { fileDataRequest, listOwnDataRequests } from './data-requests.service';
import { startRetentionJob, type RetentionJob } from './retention.job';

/**
 * "Mi cuenta" data rights (Ley 1581; DESIGN §8): consents and their history, the data download,
 * account deletion and data requests, all for the signed-in caller. The profile itself stays at
 * /auth/profile. While the app is up it also runs the retention job.
 */
export interface AccountRouteDeps {
  database: Database;
  guard: AuthGuard;
  /** The retention job's period; 0 leaves the job off. */
  retentionIntervalMs?: number;
}

export function accountRoutes({ database, guard, retentionIntervalMs }: AccountRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const db = database.db;
    const me = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;
    const signedIn = { preValidation: guard.requireUser };

    app.get('/api/mi-cuenta/consentimientos', signedIn, (request) =>
      consentSummary(db, me(request)),
    );

    app.put(
      '/api/mi-cuenta/consentimientos/marketing',
      { ...signedIn, schema: { body: MarketingConsentSchema } },
      (request) =>
        setMarketingConsent(db, me(request), request.body.aceptado, {
          ip: request.ip,
          now: app.clock(),
        }),
    );

    app.get('/api/mi-cuenta/datos', signedIn, async (request, reply) => {
      const data = await exportAccountData(db, me(request), app.clock(), app.shopSettings.current());
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="mis-datos-${bogotaDayKey(app.clock())}.json"`,
        )
        .header('Cache-Control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    });

    app.get('/api/mi-cuenta/pedidos.csv', signedIn, async (request, reply) => {
      const csv = await exportOrdersCsv(db, me(request));
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="mis-pedidos-${bogotaDayKey(app.clock())}.csv"`,
        )
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    });

    app.post(
      '/api/mi-cuenta/eliminar',
      { ...signedIn, schema: { body: DeleteAccountSchema } },
      (request) => deleteOwnAccount(db, me(request), app.clock()),
    );

    app.get('/api/mi-cuenta/solicitudes', signedIn, (request) =>
      listOwnDataRequests(db, me(request), app.clock()),
    );

    app.post(
      '/api/mi-cuenta/solicitudes',
      { ...signedIn, schema: { body: CreateDataRequestSchema } },
      async (request, reply) =>
        reply.status(201).send(await fileDataRequest(db, me(request), request.body, app.clock())),
    );

    let job: RetentionJob | undefined;
    if (retentionIntervalMs !== 0) {
      root.addHook('onReady', async () => {
        job = startRetentionJob({
          database,
          clock: root.clock,
          log: root.log,
          intervalMs: retentionIntervalMs,
        });
      });
      root.addHook('onClose', async () => job?.stop());
    }
  };
}
