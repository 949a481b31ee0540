import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PUSH_ERRORS,
  PUSH_NOTICES,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
} from '../../domain/schemas/push';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { AuthGuard } from '../http/auth-guard';
import { AppError } from '../http/errors';
import { checkPushEndpoint } from '../../domain/push-endpoints';
import { deviceLabel, removeSubscription, saveSubscription } from './push-subscriptions.service';

export interface PushRouteDeps {
  database: Database;
  guard: AuthGuard;
  push: AppConfig['push'];
}

/**
 * Web Push subscriptions (issue 24, decision 0012). The same table behind two doors: residents
 * switch on their orders' notices in "Mi cuenta" (/api/avisos-push/…), administrators the shop's
 * in the panel (/api/admin/avisos-push/…, closed to residents like every admin route). What a
 * device receives follows its owner's role when a notice is sent.
 */
export function pushRoutes({ database, guard, push }: PushRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const db = database.db;
    const me = (request: FastifyRequest) => guard.userOf(request).id;

    const checkEndpoint = (endpoint: string) => {
      // The server POSTs to this address: only a push service's (tests' fake aside, issue 46).
      if (push.allowHttpEndpoints) return;
      const checked = checkPushEndpoint(endpoint);
      if (!checked.ok)
        throw new AppError('VALIDATION', 400, checked.message, { endpoint: checked.message });
    };

    app.get('/api/avisos-push/clave', { preValidation: guard.requireUser }, () => {
      // No key pair, no push: the browser names this cause instead of blaming the connection.
      if (!push.publicKey) throw new AppError('PUSH_NOT_CONFIGURED', 503, PUSH_ERRORS.notConfigured);
      return { clave_publica: push.publicKey };
    });

    for (const [prefix, preValidation] of [
      ['/api/avisos-push', guard.requireUser],
      ['/api/admin/avisos-push', guard.staff('entregas')],
    ] as const) {
      app.post(
        `${prefix}/suscripcion`,
        { preValidation, schema: { body: PushSubscriptionSchema } },
        async (request, reply) => {
          checkEndpoint(request.body.endpoint);
          const saved = await saveSubscription(
            db,
            me(request),
            request.body,
            deviceLabel(request.headers['user-agent']),
          );
          if (!saved) throw new AppError('PUSH_ENDPOINT_TAKEN', 409, PUSH_ERRORS.endpointTaken);
          return reply.status(201).send({ success: true, message: PUSH_NOTICES.subscribed });
        },
      );
      app.delete(
        `${prefix}/suscripcion`,
        { preValidation, schema: { body: PushUnsubscribeSchema } },
        async (request) => {
          // Idempotent: a device already forgotten (410, another account) is off all the same.
          await removeSubscription(db, me(request), request.body.endpoint);
          return { success: true, message: PUSH_NOTICES.unsubscribed };
        },
      );
    }
  };
}
