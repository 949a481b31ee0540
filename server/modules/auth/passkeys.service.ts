import { createHash } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import type { Role } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { authChallenges, authFactors, loginAudit, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { FACTOR_OUTCOMES } from './auth.limits';
import { createChallenge, type Challenge } from './challenges';
import type { DeviceInfo } from './sessions.service';

/** Who the browser talks to: the host the shop is opened under (PUBLIC_URL, or the request's). */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(origin: string, name: string): RelyingParty {
  return { id: new URL(origin).hostname, origin, name };
}

/**
 * The user handle the authenticator keeps with a discoverable passkey: opaque and stable per
 * account (so registering again on the same phone replaces its passkey), never an e-mail.
 */
export function userHandleOf(userId: number): Uint8Array<ArrayBuffer> {
  const digest = createHash('sha256').update(`superconjunto-user:${userId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

async function passkeysOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ id: authFactors.credential_id, transports: authFactors.transports })
    .from(authFactors)
    .where(and(eq(authFactors.user_id, userId), eq(authFactors.kind, 'passkey'), isNotNull(authFactors.confirmed_at)))
    .orderBy(asc(authFactors.id));
  return rows.flatMap((r) => (r.id ? [{ id: r.id, transports: transportsOf(r.transports) }] : []));
}

function transportsOf(stored: string | null): string[] | undefined {
  return stored ? stored.split(',') : undefined;
}

/** The challenge the browser says it signed, read from clientDataJSON; null when unreadable. */
export function clientChallengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 ? data.challenge : null;
  } catch {
    return null;
  }
}

/** Options for a new passkey; the challenge is kept (purpose passkey_registro) with the account. */
export async function registrationOptions(
  db: DbOrTx,
  input: { userId: number; rp: RelyingParty; device: DeviceInfo; now: Date },
) {
  const [user] = await db.select({ email: users.email, nombre: users.nombre }).from(users).where(eq(users.id, input.userId));
  if (!user) throw new AppError('NOT_FOUND', 404, ACCOUNT_MESSAGES.session.notFound);
  const options = await generateRegistrationOptions({
    rpName: input.rp.name,
    rpID: input.rp.id,
    userName: user.email,
    userDisplayName: user.nombre,
    userID: userHandleOf(input.userId),
    attestationType: 'none',
    excludeCredentials: await passkeysOf(db, input.userId),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await createChallenge(db, {
    purpose: 'passkey_registro',
    userId: input.userId,
    challenge: options.challenge,
    device: input.device,
    now: input.now,
  });
  return options;
}

/**
 * Verifies a new passkey against the account's open registration challenge (spent here, good
 * once) and stores it confirmed. A refusal is a value; a passkey already registered is a 409.
 */
export async function registerPasskey(
  db: DbOrTx,
  input: { userId: number; response: RegistrationResponseJSON; rp: RelyingParty; label: string; now: Date },
): Promise<{ ok: false } | { ok: true; factorId: number }> {
  const challenge = clientChallengeOf(input.response.response.clientDataJSON);
  if (!challenge) return { ok: false };
  const spent = await db
    .update(authChallenges)
    .set({ used_at: input.now })
    .where(
      and(
        eq(authChallenges.purpose, 'passkey_registro'),
        eq(authChallenges.user_id, input.userId),
        eq(authChallenges.challenge, challenge),
        isNull(authChallenges.used_at),
        gt(authChallenges.expires_at, input.now),
      ),
    )
    .returning({ id: authChallenges.id });
  if (spent.length !== 1) return { ok: false };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.id,
      // A second factor needs possession only; the one-tap sign-in asks for verification itself.
      requireUserVerification: false,
    });
  } catch {
    return { ok: false };
  }
  if (!verified.verified) return { ok: false };
  const { credential } = verified.registrationInfo;
  const [taken] = await db
    .select({ userId: authFactors.user_id })
    .from(authFactors)
    .where(eq(authFactors.credential_id, credential.id));
  if (taken) throw new AppError('PASSKEY_TAKEN', 409, ACCOUNT_MESSAGES.passkey.alreadyRegistered);
  const [row] = await db
    .insert(authFactors)
    .values({
      user_id: input.userId,
      kind: 'passkey',
      label: input.label,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports?.join(',') || null,
      confirmed_at: input.now,
      created_at: input.now,
    })
    .returning({ id: authFactors.id });
  return { ok: true, factorId: row!.id };
}

/**
 * Options for signing in: a sign-in's user (allowCredentials = their passkeys) or nobody (the
 * one-tap sign-in, discoverable passkeys only). The one-tap asks the authenticator to verify
 * the person (fingerprint, face, PIN), since the passkey alone opens the account there.
 */
export async function authenticationOptions(
  db: DbOrTx,
  input: { userId: number | null; rp: RelyingParty; device: DeviceInfo; now: Date },
) {
  const options = await generateAuthenticationOptions({
    rpID: input.rp.id,
    allowCredentials: input.userId === null ? [] : await passkeysOf(db, input.userId),
    userVerification: input.userId === null ? 'required' : 'preferred',
  });
  const id = await createChallenge(db, {
    purpose: 'passkey_login',
    userId: input.userId,
    challenge: options.challenge,
    device: input.device,
    now: input.now,
  });
  return { opciones: options, id_desafio: id };
}

export type PasskeyCheck =
  | { kind: 'unknown' }
  | { kind: 'invalid'; userId: number }
  | { kind: 'ok'; userId: number; rol: Role; factorId: number };

/**
 * A sign-in's assertion against the stored public key and counter. With a user on the challenge
 * the credential must be theirs. The counter must grow whenever either side is non-zero (a
 * cloned authenticator); the update is conditional on the counter read, so it moves once.
 */
export async function verifyPasskeySignIn(
  db: DbOrTx,
  input: { challenge: Challenge; response: AuthenticationResponseJSON; rp: RelyingParty; now: Date },
): Promise<PasskeyCheck> {
  const { challenge, response } = input;
  const [factor] = await db
    .select({
      id: authFactors.id,
      userId: authFactors.user_id,
      publicKey: authFactors.public_key,
      counter: authFactors.counter,
      transports: authFactors.transports,
      rol: users.rol,
    })
    .from(authFactors)
    .innerJoin(users, eq(users.id, authFactors.user_id))
    .where(
      and(
        eq(authFactors.credential_id, response.id),
        eq(authFactors.kind, 'passkey'),
        isNotNull(authFactors.confirmed_at),
        isNull(users.deleted_at),
        challenge.user_id === null ? undefined : eq(authFactors.user_id, challenge.user_id),
      ),
    );
  if (!factor?.publicKey || !challenge.challenge) return { kind: 'unknown' };
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandleOf(factor.userId)).toString('base64url'))
    return { kind: 'invalid', userId: factor.userId };
  const counter = factor.counter ?? 0;
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.id,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(Buffer.from(factor.publicKey, 'base64url')),
        counter,
        transports: transportsOf(factor.transports),
      },
      requireUserVerification: challenge.user_id === null,
    });
    if (!verified.verified) return { kind: 'invalid', userId: factor.userId };
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    return { kind: 'invalid', userId: factor.userId };
  }
  const moved = await db
    .update(authFactors)
    .set({ counter: newCounter, last_used_at: input.now })
    .where(and(eq(authFactors.id, factor.id), eq(authFactors.counter, counter)))
    .returning({ id: authFactors.id });
  if (moved.length !== 1) return { kind: 'invalid', userId: factor.userId };
  return { kind: 'ok', userId: factor.userId, rol: factor.rol, factorId: factor.id };
}

/** A failed passkey sign-in, counted per account (when known) and per address like a wrong code. */
export async function recordPasskeyFailure(db: DbOrTx, userId: number | null, ip: string, now: Date) {
  await db.insert(loginAudit).values({ ip, email: null, outcome: FACTOR_OUTCOMES.failure, user_id: userId, created_at: now });
}
