import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginSchema, ProfileUpdateSchema, RegisterSchema } from '../../../domain/schemas/auth';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { Limits } from './auth.limits';
import { getProfile, loginUser, registerUser, updateProfile } from './auth.service';

export interface AuthRouteDeps {
  database: Database;
  guard: AuthGuard;
  limits: Limits;
}

/** /auth/register, /auth/login, /auth/profile (customer spec §7). */
export function authRoutes({ database, guard, limits }: AuthRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const meta = (ip: string) => ({ ip, now: app.clock(), limits, complex: app.shopSettings.current().tienda });

    app.post('/auth/register', { schema: { body: RegisterSchema } }, async (request, reply) => {
      const user = await registerUser(database.db, request.body, meta(request.ip));
      return reply.status(201).send({ token: await guard.signToken(user.id), user });
    });

    app.post('/auth/login', { schema: { body: LoginSchema } }, async (request) => {
      const user = await loginUser(database.db, request.body, meta(request.ip));
      return { token: await guard.signToken(user.id), user };
    });

    app.get('/auth/profile', { preHandler: guard.requireUser }, async (request) => ({
      user: await getProfile(database.db, guard.userOf(request).id),
    }));

    app.put('/auth/profile', { preHandler: guard.requireUser, schema: { body: ProfileUpdateSchema } }, async (request) => ({
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
