import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import { apiRequest, reasonOf } from '../../app/api-client';

/**
 * Passkeys in the browser (issue 39): @simplewebauthn/browser's prompts around the server's
 * /auth/passkey/* (server/modules/auth/passkeys.routes.ts). Every call here answers its own
 * refusals (a wrong passkey is a 401 that is not an expired session), so none goes through the
 * session-expiry handling.
 */
const OWN_ERRORS = { handleSessionExpiry: false } as const;

/** A refusal of the browser or the authenticator, already in Spanish. */
export class PasskeyError extends Error {
  override readonly name = 'PasskeyError';
}

/**
 * Whether this page can offer passkeys: the browser has WebAuthn and the page is a secure
 * context (https, or localhost). A shop opened over plain http by IP cannot: the button hides.
 */
export function passkeysAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext === true && browserSupportsWebAuthn();
}

/** What to tell the person when the prompt did not give a passkey. */
function promptError(error: unknown): PasskeyError {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: unknown } | null)?.code;
  // NotAllowedError is what browsers answer to "Cancelar", a timeout, or no passkey for this shop.
  if (name === 'NotAllowedError' || name === 'AbortError') return new PasskeyError(ACCOUNT_MESSAGES.passkey.cancelled);
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new PasskeyError(ACCOUNT_MESSAGES.passkey.alreadyRegistered);
  if (name === 'SecurityError' || name === 'NotSupportedError' || code === 'ERROR_INVALID_DOMAIN')
    return new PasskeyError(ACCOUNT_MESSAGES.passkey.unsupported);
  return new PasskeyError(ACCOUNT_MESSAGES.passkey.failed);
}

/** The Spanish sentence for any failure of the calls below (the server's own reason when it gave one). */
export function passkeyErrorMessage(error: unknown): string {
  if (error instanceof PasskeyError) return error.message;
  return reasonOf(error, ACCOUNT_MESSAGES.passkey.failed);
}

function assertAvailable() {
  if (!passkeysAvailable()) throw new PasskeyError(ACCOUNT_MESSAGES.passkey.unsupported);
}

export interface PasskeyEnrolAnswer {
  success: boolean;
  message: string;
  codigos_recuperacion: string[] | null;
  /** Present when the passkey finished a sign-in's enrolment step. */
  token?: string;
  user?: unknown;
}

/**
 * Registers a passkey: for the signed-in account (Mi cuenta, the staff's security panel) or, with
 * the sign-in's `desafio`, as a staff member's first factor (the answer then opens the session).
 */
export async function registerPasskey(input: { desafio?: string; nombre?: string } = {}): Promise<PasskeyEnrolAnswer> {
  assertAvailable();
  const desafio = input.desafio ? { desafio: input.desafio } : {};
  const { opciones } = await apiRequest<{ opciones: PublicKeyCredentialCreationOptionsJSON }>(
    'POST',
    '/auth/passkey/opciones-registro',
    desafio,
    OWN_ERRORS,
  );
  const respuesta = await startRegistration({ optionsJSON: opciones }).catch((error: unknown) => {
    throw promptError(error);
  });
  return apiRequest<PasskeyEnrolAnswer>(
    'POST',
    '/auth/passkey/registrar',
    { ...desafio, respuesta, ...(input.nombre ? { nombre: input.nombre } : {}) },
    OWN_ERRORS,
  );
}

/**
 * Signs in with a passkey: the sign-in's factor step (`desafio`, the account's passkeys only) or,
 * without one, "Entrar con huella o Face ID" (any passkey of this shop kept on the device).
 * Answers `{ token, user }` for the session's `adopt`.
 */
export async function signInWithPasskey(desafio?: string): Promise<{ token: string; user: unknown }> {
  assertAvailable();
  const step = desafio ? { desafio } : {};
  const { opciones, id_desafio } = await apiRequest<{
    opciones: PublicKeyCredentialRequestOptionsJSON;
    id_desafio: string;
  }>('POST', '/auth/passkey/opciones-ingreso', step, OWN_ERRORS);
  const respuesta = await startAuthentication({ optionsJSON: opciones }).catch((error: unknown) => {
    throw promptError(error);
  });
  return apiRequest('POST', '/auth/passkey/ingresar', { ...step, id_desafio, respuesta }, OWN_ERRORS);
}
