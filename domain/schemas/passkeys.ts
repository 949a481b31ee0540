import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages';

/**
 * The passkey (WebAuthn) payloads of /auth/passkey/* (issue 39). The browser's response is
 * checked for shape here (base64url strings of bounded size); its meaning is checked by
 * @simplewebauthn/server against the stored challenge and public key.
 */
const invalid = { error: ACCOUNT_MESSAGES.factor.passkeyInvalid };
const b64url = (max: number) => z.string(invalid).max(max, invalid).regex(/^[A-Za-z0-9_-]*$/, invalid);
const challengeId = z.string({ error: ACCOUNT_MESSAGES.factor.challengeExpired }).trim().min(16).max(64);
const credentialId = b64url(1400).min(1, invalid);
const extensions = z.record(z.string(), z.unknown()).default({});
const attachment = z.enum(['platform', 'cross-platform']).optional();

export const PasskeyRegistrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', invalid),
  response: z.object({
    clientDataJSON: b64url(4096).min(1, invalid),
    attestationObject: b64url(16384).min(1, invalid),
    authenticatorData: b64url(16384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4096).optional(),
  }, invalid),
  clientExtensionResults: extensions,
  authenticatorAttachment: attachment,
}, invalid);

export const PasskeyAuthenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', invalid),
  response: z.object({
    clientDataJSON: b64url(4096).min(1, invalid),
    authenticatorData: b64url(16384).min(1, invalid),
    signature: b64url(2048).min(1, invalid),
    userHandle: b64url(256).optional(),
  }, invalid),
  clientExtensionResults: extensions,
  authenticatorAttachment: attachment,
}, invalid);

/** Options for a new passkey: during a sign-in's enrolment step (`desafio`) or signed in. */
export const PasskeyOptionsSchema = z.object({ desafio: challengeId.optional() });

export const PasskeyRegisterSchema = z.object({
  desafio: challengeId.optional(),
  respuesta: PasskeyRegistrationResponseSchema,
  /** What the person calls it in their list ("iPhone de Ana"); by default the browser's label. */
  nombre: z
    .string({ error: ACCOUNT_MESSAGES.passkey.nameInvalid })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.passkey.nameInvalid })
    .max(60, { error: ACCOUNT_MESSAGES.passkey.nameInvalid })
    .optional(),
});

export const PasskeySignInSchema = z.object({
  desafio: challengeId.optional(),
  id_desafio: challengeId,
  respuesta: PasskeyAuthenticationResponseSchema,
});
