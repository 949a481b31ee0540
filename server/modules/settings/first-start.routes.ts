import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import { FirstStartSchema } from '../../../domain/schemas/settings';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import type { Database } from '../../db/client';
import { createAttemptLimiter } from '../../http/attempt-limiter';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { colombianHolidaysOf } from '../privacy/holidays';
import { bogotaParts } from '../../../domain/dates';
import { getProfile } from '../auth/auth.service';
import { deviceOf } from '../auth/auth.routes';
import { createChallenge } from '../auth/challenges';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { isLocalRequest } from '../../http/metrics';
import { setupCodeMatches } from './setup-code';
import { firstStart, type SetupGate } from './first-start.service';
import type { SettingsStore } from './settings.store';

/**
 * The one-time setup of an empty shop (issue 26): open while no administrator exists (200 with
 * what the setup screen needs), 404 for good afterwards. The command line (`npm run admin`)
 * still creates administrators too.
 */
export function firstStartRoutes({
  database,
  store,
  gate,
  secret,
  paymentsProvider = 'sandbox',
}: {
  database: Database;
  /** Unused since the first administrator enrols a factor before holding a session (issue 39). */
  guard?: AuthGuard;
  store: SettingsStore;
  gate: SetupGate;
  /** The server's secret, from which the setup code is derived (setup-code.ts). */
  secret: string;
  /** Issue 46: the new owner is told when payments are only a test, and how to connect Wompi. */
  paymentsProvider?: 'sandbox' | 'wompi';
}) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    // Ten tries per address per 15 minutes: enough to fix typos, not to hammer the lock.
    const limiter = createAttemptLimiter({ limit: 10, windowMs: 15 * 60_000 });
    const isClosed = async () => !(await gate.isOpen());

    app.get('/api/configuracion-inicial', async (request) => {
      if (await isClosed()) throw new AppError('NOT_FOUND', 404, SETTINGS_MESSAGES.setup.alreadyDone);
      const year = bogotaParts(app.clock()).year;
      return {
        success: true,
        ajustes: store.current(),
        festivos: colombianHolidaysOf(year),
        codigo_requerido: !isLocalRequest(request),
        pagos_prueba: paymentsProvider === 'sandbox',
      };
    });

    // Counted before the body is checked, so refused bodies count too.
    const limited = {
      preValidation: async (request: FastifyRequest) => {
        const now = app.clock();
        const wait = limiter.retryAfter(request.ip, now);
        if (wait > 0) throw new AppError('RATE_LIMITED', 429, MESSAGES.server.rateLimited, undefined, { retryAfter: wait });
        limiter.record(request.ip, now);
      },
    };

    app.post('/api/configuracion-inicial', { ...limited, schema: { body: FirstStartSchema } }, async (request, reply) => {
      const now = app.clock();
      if (await isClosed()) throw new AppError('NOT_FOUND', 404, SETTINGS_MESSAGES.setup.alreadyDone);
      // Whoever reaches a fresh server first must also read its log (or run the CLI on it); the
      // server's own machine, unforwarded, is already that person.
      if (!isLocalRequest(request) && !setupCodeMatches(request.body.codigo, secret)) {
        const message = request.body.codigo ? ACCOUNT_MESSAGES.setup.codeInvalid : ACCOUNT_MESSAGES.setup.codeRequired;
        throw new AppError('SETUP_CODE_REQUIRED', 403, message, { codigo: message });
      }
      const userId = await firstStart(database, store, { ...request.body, now, ip: request.ip });
      gate.close();
      // As a staff login answers (issue 39): the first administrator enrols a second factor in
      // the same flow, and only then holds a session.
      const desafio = await createChallenge(database.db, { purpose: 'factor', userId, device: deviceOf(request), now });
      return reply.status(201).send({
        success: true,
        enrolamiento_requerido: true,
        desafio,
        metodos: ['passkey', 'totp'],
        user: await getProfile(database.db, userId),
        message: SETTINGS_MESSAGES.setup.created,
      });
    });
  };
}
