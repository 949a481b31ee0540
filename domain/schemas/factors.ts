import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../account-messages';

/** The step between the three facts and a session (POST /auth/login's `desafio`). */
const challengeId = z.string({ error: ACCOUNT_MESSAGES.factor.challengeExpired }).trim().min(16).max(64);

const totpCode = z
  .string({ error: ACCOUNT_MESSAGES.factor.codeInvalid })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: ACCOUNT_MESSAGES.factor.codeInvalid }));

const recoveryCode = z
  .string({ error: ACCOUNT_MESSAGES.factor.recoveryInvalid })
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[2-9A-HJ-NP-Z]{10}$/, { error: ACCOUNT_MESSAGES.factor.recoveryInvalid }));

export const TotpSignInSchema = z.object({ desafio: challengeId, codigo: totpCode });
export const RecoverySignInSchema = z.object({ desafio: challengeId, codigo: recoveryCode });
/** Enrolment during the sign-in (with `desafio`) or from a signed-in session (without). */
export const TotpEnrolSchema = z.object({ desafio: challengeId.optional() });
export const TotpConfirmSchema = z.object({ desafio: challengeId.optional(), codigo: totpCode });
export const SessionIdParamSchema = z.object({ id: z.string().trim().min(8).max(64) });
