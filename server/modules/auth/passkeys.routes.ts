import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { MESSAGES } from '../../../domain/messages';
import { isStaff } from '../../../domain/permissions';
import { PasskeyOptionsSchema, PasskeyRegisterSchema, PasskeySignInSchema } from '../../../domain/schemas/passkeys';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { createAttemptLimiter } from '../../http/attempt-limiter';
import { AppError } from '../../http/errors';
import { requestOrigin, type OriginSettings } from '../../http/request-origin';
import { assertFactorAllowed, FACTOR_OUTCOMES, type Limits } from './auth.limits';
import { deviceOf } from './auth.routes';
import { getProfile } from './auth.service';
import { failChallenge, openChallenge, useChallenge, type Challenge } from './challenges';
import { factorsOf, replaceRecoveryCodes, unusedRecoveryCodes } from './factors.service';
import {
  authenticationOptions,
  recordPasskeyFailure,
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
  verifyPasskeySignIn,
} from './passkeys.service';
import { recordAuthEvent, recordFactorFailure, sessionAfterFactor, type NewDeviceNotice } from './sign-in.service';

export interface PasskeyRouteDeps {
  database: Database;
  guard: AuthGuard;
  limits: Limits;
  /** Where the relying party's id and origin come from: PUBLIC_URL when set, else the request. */
  origin: OriginSettings;
  onNewDevice?: NewDeviceNotice;
}

/**
 * Passkeys (WebAuthn, issue 39): staff use one as their second factor (after the three facts,
 * with the sign-in's `desafio`), residents add one in Mi cuenta and then sign in with it in one
 * tap. Enrolment during a sign-in follows the TOTP rule (only while the account has no factor).
 * Browsers offer passkeys only in a secure context (https, or localhost); the routes answer anyway.
 */
export function passkeyRoutes({ database, guard, limits, origin, onNewDevice }: PasskeyRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const db = database.db;
    // The one-tap options need no account and each stores a challenge: a person taps a few times a
    // minute, a script filling the table is held back (per instance; the rows expire in minutes).
    const oneTapOptions = createAttemptLimiter({ limit: 30, windowMs: 60_000 });
    const rpOf = (request: FastifyRequest) =>
      relyingPartyOf(requestOrigin(request, origin), app.shopSettings.current().tienda.nombre);

    async function signedInWith(challenge: Challenge, request: FastifyRequest) {
      const now = app.clock();
      if (!(await useChallenge(db, challenge.id, now)))
        throw new AppError('CHALLENGE_EXPIRED', 401, ACCOUNT_MESSAGES.factor.challengeExpired);
      const { sessionId, userId } = await sessionAfterFactor(db, challenge, 'passkey', request.ip, now, onNewDevice);
      return { token: await guard.signSession(userId, sessionId), user: await getProfile(db, userId) };
    }

    async function refuse(challenge: Challenge, request: FastifyRequest, message: string): Promise<never> {
      await failChallenge(db, challenge.id);
      await recordFactorFailure(db, challenge.user_id!, request.ip, app.clock());
      throw new AppError('FACTOR_INVALID', 401, message);
    }

    async function openForFactor(desafio: string, request: FastifyRequest) {
      const challenge = await openChallenge(db, desafio, 'factor', app.clock());
      await assertFactorAllowed(db, { userId: challenge.user_id!, ip: request.ip }, limits, app.clock());
      return challenge;
    }

    /** A sign-in's enrolment step (no factor yet), or anyone signed in adding a passkey. */
    async function enrolling(request: FastifyRequest, desafio: string | undefined) {
      if (desafio) {
        const challenge = await openForFactor(desafio, request);
        if ((await factorsOf(db, challenge.user_id!)).length > 0)
          throw new AppError('FACTOR_REQUIRED', 403, ACCOUNT_MESSAGES.factor.required);
        const profile = await getProfile(db, challenge.user_id!);
        return { userId: challenge.user_id!, staff: isStaff(profile.rol), challenge };
      }
      await guard.requireUser(request, undefined as never);
      const session = guard.userOf(request);
      return { userId: session.id, staff: isStaff(session.rol), challenge: null };
    }

    app.post('/auth/passkey/opciones-registro', { schema: { body: PasskeyOptionsSchema } }, async (request) => {
      const { userId } = await enrolling(request, request.body.desafio);
      const opciones = await registrationOptions(db, { userId, rp: rpOf(request), device: deviceOf(request), now: app.clock() });
      return { opciones };
    });

    app.post('/auth/passkey/registrar', { schema: { body: PasskeyRegisterSchema } }, async (request) => {
      const { userId, staff, challenge } = await enrolling(request, request.body.desafio);
      const now = app.clock();
      const label = request.body.nombre ?? `Llave de acceso (${deviceOf(request).label})`;
      const response = request.body.respuesta as RegistrationResponseJSON;
      const result = await registerPasskey(db, { userId, response, rp: rpOf(request), label, now });
      if (!result.ok) {
        if (challenge) return refuse(challenge, request, ACCOUNT_MESSAGES.factor.passkeyInvalid);
        throw new AppError('FACTOR_INVALID', 401, ACCOUNT_MESSAGES.factor.passkeyInvalid);
      }
      await recordAuthEvent(db, { userId, ip: request.ip, outcome: FACTOR_OUTCOMES.enrolled, now });
      const codes = staff && (await unusedRecoveryCodes(db, userId)) === 0 ? await replaceRecoveryCodes(db, userId, now) : null;
      const signedIn = challenge ? await signedInWith(challenge, request) : {};
      return { success: true, message: ACCOUNT_MESSAGES.factor.passkeyEnrolled, codigos_recuperacion: codes, ...signedIn };
    });

    app.post('/auth/passkey/opciones-ingreso', { schema: { body: PasskeyOptionsSchema } }, async (request) => {
      const challenge = request.body.desafio ? await openForFactor(request.body.desafio, request) : null;
      if (!challenge) {
        const wait = oneTapOptions.retryAfter(request.ip, app.clock());
        if (wait > 0) throw new AppError('RATE_LIMITED', 429, MESSAGES.server.rateLimited, undefined, { retryAfter: wait });
        oneTapOptions.record(request.ip, app.clock());
      }
      return authenticationOptions(db, {
        userId: challenge?.user_id ?? null,
        rp: rpOf(request),
        device: deviceOf(request),
        now: app.clock(),
      });
    });

    app.post('/auth/passkey/ingresar', { schema: { body: PasskeySignInSchema } }, async (request) => {
      const now = app.clock();
      const login = await openChallenge(db, request.body.id_desafio, 'passkey_login', now);
      const factor = request.body.desafio ? await openForFactor(request.body.desafio, request) : null;
      // The options were made for this sign-in's account, or for the one-tap (no account): not mixed.
      if ((factor?.user_id ?? null) !== login.user_id)
        throw new AppError('CHALLENGE_EXPIRED', 401, ACCOUNT_MESSAGES.factor.challengeExpired);
      // Good once, whatever the outcome: a failed prompt asks the server for new options.
      if (!(await useChallenge(db, login.id, now)))
        throw new AppError('CHALLENGE_EXPIRED', 401, ACCOUNT_MESSAGES.factor.challengeExpired);
      const response = request.body.respuesta as AuthenticationResponseJSON;
      const check = await verifyPasskeySignIn(db, { challenge: login, response, rp: rpOf(request), now });
      if (factor) {
        if (check.kind === 'unknown') return refuse(factor, request, ACCOUNT_MESSAGES.factor.passkeyUnknown);
        if (check.kind === 'invalid') return refuse(factor, request, ACCOUNT_MESSAGES.factor.passkeyInvalid);
        return signedInWith(factor, request);
      }
      if (check.kind === 'unknown') {
        await recordPasskeyFailure(db, null, request.ip, now);
        throw new AppError('FACTOR_INVALID', 401, ACCOUNT_MESSAGES.factor.passkeyUnknown);
      }
      await assertFactorAllowed(db, { userId: check.userId, ip: request.ip }, limits, now);
      if (check.kind === 'invalid') {
        await recordPasskeyFailure(db, check.userId, request.ip, now);
        throw new AppError('FACTOR_INVALID', 401, ACCOUNT_MESSAGES.factor.passkeyInvalid);
      }
      // Staff show the three facts first (issue 39); their passkey is the second factor there.
      if (isStaff(check.rol)) throw new AppError('FACTOR_REQUIRED', 403, ACCOUNT_MESSAGES.passkey.staffUseFactor);
      const { sessionId, userId } = await sessionAfterFactor(db, { ...login, user_id: check.userId }, 'passkey', request.ip, now);
      return { token: await guard.signSession(userId, sessionId), user: await getProfile(db, userId) };
    });
  };
}
