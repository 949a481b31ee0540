import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { checkRegistration } from '../../../domain/registration';
import { LoginSchema, ProfileUpdateSchema, RegisterSchema } from '../../../domain/schemas/auth';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { eq } from 'drizzle-orm';
import { accountLockedMessage } from '../../../domain/push';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { accountLocked, LOGIN_WINDOW_MS, type Limits } from './auth.limits';
import { getProfile, loginUser, registerUser, updateProfile } from './auth.service';
import { afterIdentifiers } from './sign-in.service';
import { deviceKeyOf, deviceLabelOf, endSession, type DeviceInfo } from './sessions.service';

export interface AuthRouteDeps {
  database: Database;
  guard: AuthGuard;
  limits: Limits;
}

/** The device a request comes from: its user agent's label and the id the browser keeps. */
export function deviceOf(request: FastifyRequest, bodyId?: string): DeviceInfo {
  const header = request.headers['x-dispositivo'];
  const id = bodyId ?? (typeof header === 'string' && header.length >= 8 && header.length <= 100 ? header : undefined);
  return { label: deviceLabelOf(request.headers['user-agent']), key: deviceKeyOf(id), ip: request.ip };
}

/**
 * /auth/register, /auth/login, /auth/profile (customer spec §7) and /auth/logout. The login's
 * three facts open a session for a resident; staff (and a resident with a passkey on a new
 * device) get `desafio` instead and finish at /auth/factor/* or /auth/passkey/* (issue 39).
 */
export function authRoutes({ database, guard, limits }: AuthRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const meta = (request: FastifyRequest, deviceId?: string) => ({
      ip: request.ip,
      now: app.clock(),
      limits,
      complex: app.shopSettings.current().tienda,
      deviceKey: deviceOf(request, deviceId).key,
    });

    // The schema documents the body; the check itself is the form's (domain/registration.ts), so a
    // refusal names every field at once, the complex's towers, floors and apartments included.
    app.post('/auth/register', { schema: { body: RegisterSchema }, attachValidation: true }, async (request, reply) => {
      const check = checkRegistration(request.body, app.shopSettings.current().tienda);
      if (!check.ok) throw new AppError('VALIDATION', 400, check.message, check.fields);
      const { user, sessionId } = await registerUser(database.db, check.value, { ...meta(request), device: deviceOf(request) });
      return reply.status(201).send({ token: await guard.signSession(user.id, sessionId, { rol: user.rol, nivel: 1 }), user });
    });

    // Accounts whose owner heard of a lock this quarter hour (once per instance is enough).
    const told = new Map<string, number>();
    async function tellOwnerOfLock(email: string) {
      const now = app.clock();
      const last = told.get(email);
      if (last !== undefined && now.getTime() - last < LOGIN_WINDOW_MS) return;
      if (!(await accountLocked(database.db, email, now))) return;
      const [owner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!owner) return;
      told.set(email, now.getTime());
      if (told.size > 10_000) told.clear();
      void app.push.deliver(accountLockedMessage(owner.id, now)).catch((error: unknown) => {
        app.log.warn({ err: error }, 'lock notice not sent');
      });
    }

    app.post('/auth/login', { schema: { body: LoginSchema } }, async (request) => {
      const device = deviceOf(request, request.body.dispositivo);
      const { user, hasPasskey, sessionId } = await loginUser(database.db, request.body, { ...meta(request, request.body.dispositivo), device }).catch(
        async (error: unknown) => {
          // Someone else's failures hold this account: its owner hears it on their devices (issue 46).
          if (error instanceof AppError && error.code === 'RATE_LIMITED') await tellOwnerOfLock(request.body.email);
          throw error;
        },
      );
      if (sessionId) return { token: await guard.signSession(user.id, sessionId, { rol: user.rol, nivel: 1 }), user };
      const next = await afterIdentifiers(database.db, { ...user, hasPasskey }, device, app.clock());
      if (next.kind === 'session')
        return { token: await guard.signSession(user.id, next.sessionId, { rol: user.rol, nivel: 1 }), user };
      if (next.kind === 'enrol')
        return { enrolamiento_requerido: true, desafio: next.desafio, metodos: next.metodos, message: ACCOUNT_MESSAGES.factor.enrolmentRequired };
      return { factor_requerido: true, desafio: next.desafio, metodos: next.metodos, message: ACCOUNT_MESSAGES.factor.required };
    });

    app.post('/auth/logout', { preValidation: guard.requireUser }, async (request) => {
      const session = guard.userOf(request);
      const ended = await endSession(database.db, session.id, session.sessionId, 'cierre', app.clock());
      guard.forget(ended);
      return { success: true, message: ACCOUNT_MESSAGES.session.closed };
    });

    app.get('/auth/profile', { preHandler: guard.requireUser }, async (request) => ({
      user: await getProfile(database.db, guard.userOf(request).id),
    }));

    app.put('/auth/profile', { preValidation: guard.requireUser, schema: { body: ProfileUpdateSchema } }, async (request) => ({
      user: await updateProfile(
        database.db,
        guard.userOf(request).id,
        request.body,
        app.clock(),
        request.ip,
        app.shopSettings.current().tienda,
      ),
    }));
  };
}
