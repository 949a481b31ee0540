import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { isStaff } from '../../../domain/permissions';
import { IdParamSchema } from '../../../domain/schemas/params';
import { RecoverySignInSchema, TotpConfirmSchema, TotpEnrolSchema, TotpSignInSchema } from '../../../domain/schemas/factors';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { assertFactorAllowed, FACTOR_OUTCOMES, type Limits } from './auth.limits';
import { getProfile } from './auth.service';
import { failChallenge, openChallenge, useChallenge, type Challenge } from './challenges';
import {
  confirmTotpEnrolment,
  factorsOf,
  removeFactor,
  replaceRecoveryCodes,
  startTotpEnrolment,
  unusedRecoveryCodes,
  useRecoveryCode,
  verifyTotp,
} from './factors.service';
import { recordAuthEvent, recordFactorFailure, sessionAfterFactor, type NewDeviceNotice } from './sign-in.service';
import type { SignInMethod } from './sessions.service';

export interface FactorRouteDeps {
  database: Database;
  guard: AuthGuard;
  limits: Limits;
  onNewDevice?: NewDeviceNotice;
}

/**
 * The second factor (issue 39): TOTP sign-in and enrolment, recovery codes, and the caller's own
 * factors. Enrolment during a sign-in is allowed only while the account has no factor (the first
 * one is how a staff member without one gets in); after that only a signed-in staff session adds one.
 */
export function factorRoutes({ database, guard, limits, onNewDevice }: FactorRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const db = database.db;
    const issuer = () => app.shopSettings.current().tienda.nombre;

    async function signedInWith(challenge: Challenge, metodo: SignInMethod, request: FastifyRequest) {
      const now = app.clock();
      if (!(await useChallenge(db, challenge.id, now)))
        throw new AppError('CHALLENGE_EXPIRED', 401, ACCOUNT_MESSAGES.factor.challengeExpired);
      const { sessionId, userId } = await sessionAfterFactor(db, challenge, metodo, request.ip, now, onNewDevice);
      return { token: await guard.signSession(userId, sessionId), user: await getProfile(db, userId) };
    }

    async function refuse(challenge: Challenge, request: FastifyRequest, message: string, code = 'FACTOR_INVALID'): Promise<never> {
      await failChallenge(db, challenge.id);
      await recordFactorFailure(db, challenge.user_id!, request.ip, app.clock());
      throw new AppError(code, 401, message);
    }

    async function openForFactor(desafio: string, request: FastifyRequest) {
      const challenge = await openChallenge(db, desafio, 'factor', app.clock());
      await assertFactorAllowed(db, { userId: challenge.user_id!, ip: request.ip }, limits, app.clock());
      return challenge;
    }

    app.post('/auth/factor/totp', { schema: { body: TotpSignInSchema } }, async (request) => {
      const challenge = await openForFactor(request.body.desafio, request);
      const check = await verifyTotp(db, challenge.user_id!, request.body.codigo, app.clock());
      if (check === 'reused') return refuse(challenge, request, ACCOUNT_MESSAGES.factor.codeReused, 'FACTOR_REUSED');
      if (check === 'invalid') return refuse(challenge, request, ACCOUNT_MESSAGES.factor.codeInvalid);
      return signedInWith(challenge, 'totp', request);
    });

    app.post('/auth/factor/recuperacion', { schema: { body: RecoverySignInSchema } }, async (request) => {
      const challenge = await openForFactor(request.body.desafio, request);
      if (!(await useRecoveryCode(db, challenge.user_id!, request.body.codigo, app.clock())))
        return refuse(challenge, request, ACCOUNT_MESSAGES.factor.recoveryInvalid);
      const answer = await signedInWith(challenge, 'recuperacion', request);
      return { ...answer, codigos_restantes: await unusedRecoveryCodes(db, challenge.user_id!) };
    });

    /** Whose enrolment this is: a sign-in's challenge with no factor yet, or a signed-in staff member. */
    async function enrolling(request: FastifyRequest, desafio: string | undefined) {
      if (desafio) {
        const challenge = await openForFactor(desafio, request);
        if ((await factorsOf(db, challenge.user_id!)).length > 0)
          throw new AppError('FACTOR_REQUIRED', 403, ACCOUNT_MESSAGES.factor.required);
        return { userId: challenge.user_id!, challenge };
      }
      await guard.requireUser(request, undefined as never);
      const session = guard.userOf(request);
      if (!isStaff(session.rol)) throw new AppError('FORBIDDEN', 403, ACCOUNT_MESSAGES.factor.notStaff);
      return { userId: session.id, challenge: null };
    }

    app.post('/auth/factor/totp/inscribir', { schema: { body: TotpEnrolSchema } }, async (request) => {
      const { userId } = await enrolling(request, request.body.desafio);
      const profile = await getProfile(db, userId);
      return startTotpEnrolment(db, { userId, account: profile.email, issuer: issuer(), now: app.clock() });
    });

    app.post('/auth/factor/totp/confirmar', { schema: { body: TotpConfirmSchema } }, async (request) => {
      const { userId, challenge } = await enrolling(request, request.body.desafio);
      const now = app.clock();
      const result = await confirmTotpEnrolment(db, userId, request.body.codigo, now);
      if (!result.ok) {
        if (challenge) return refuse(challenge, request, ACCOUNT_MESSAGES.factor.codeInvalid);
        // Signed in: a wrong code is a bad answer, not an ended session (a 401 would sign them out).
        throw new AppError('FACTOR_INVALID', 422, ACCOUNT_MESSAGES.factor.codeInvalid);
      }
      await recordAuthEvent(db, { userId, ip: request.ip, outcome: FACTOR_OUTCOMES.enrolled, now });
      const signedIn = challenge ? await signedInWith(challenge, 'totp', request) : {};
      return {
        success: true,
        message: ACCOUNT_MESSAGES.factor.totpEnrolled,
        codigos_recuperacion: result.codigosRecuperacion,
        ...signedIn,
      };
    });

    const signedIn = { preValidation: guard.requireUser };

    app.get('/api/factores', signedIn, async (request) => {
      const { id } = guard.userOf(request);
      return { factores: await factorsOf(db, id), codigos_recuperacion_restantes: await unusedRecoveryCodes(db, id) };
    });

    app.delete('/api/factores/:id', { ...signedIn, schema: { params: IdParamSchema } }, async (request) => {
      const session = guard.userOf(request);
      await removeFactor(db, session.id, request.params.id, isStaff(session.rol));
      await recordAuthEvent(db, { userId: session.id, ip: request.ip, outcome: FACTOR_OUTCOMES.removed, now: app.clock() });
      return { success: true, message: ACCOUNT_MESSAGES.factor.factorRemoved };
    });

    app.post('/api/factores/codigos-recuperacion', { ...signedIn, schema: { body: z.object({}).optional() } }, async (request) => {
      const session = guard.userOf(request);
      if (!isStaff(session.rol)) throw new AppError('FORBIDDEN', 403, ACCOUNT_MESSAGES.factor.notStaff);
      const codes = await replaceRecoveryCodes(db, session.id, app.clock());
      await recordAuthEvent(db, { userId: session.id, ip: request.ip, outcome: FACTOR_OUTCOMES.recoveryReplaced, now: app.clock() });
      return { codigos_recuperacion: codes };
    });
  };
}
