import { ApiError, apiRequest, handleSessionExpiry } from '../../app/api-client';

/**
 * The account's security endpoints (issue 39: server/modules/auth/factors.routes.ts and
 * sessions.routes.ts), one function each. `desafio` marks a sign-in's enrolment; without it the
 * signed-in staff member adds a factor.
 */
export interface TotpEnrolmentStart {
  secreto: string;
  uri: string;
  qr_svg: string;
}

export interface TotpConfirmAnswer {
  success: boolean;
  message: string;
  codigos_recuperacion: string[] | null;
  token?: string;
  user?: unknown;
}

export interface SessionView {
  id: string;
  dispositivo: string;
  metodo: string;
  creada: string;
  ultimo_uso: string;
  actual: boolean;
}

export interface FactorView {
  id: number;
  tipo: 'totp' | 'passkey' | string;
  nombre: string | null;
  creado: string;
  ultimo_uso: string | null;
}

export interface FactorsView {
  factores: FactorView[];
  codigos_recuperacion_restantes: number;
}

const NO_EXPIRY = { handleSessionExpiry: false } as const;

export const startTotpEnrolment = (desafio?: string) =>
  apiRequest<TotpEnrolmentStart>(
    'POST',
    '/auth/factor/totp/inscribir',
    desafio ? { desafio } : {},
    desafio ? NO_EXPIRY : {},
  );

/** Refusals of a code (401 too): the session is fine, the code was not. */
const CODE_REFUSALS = new Set(['FACTOR_INVALID', 'FACTOR_REUSED', 'RATE_LIMITED']);

export async function confirmTotpEnrolment(codigo: string, desafio?: string): Promise<TotpConfirmAnswer> {
  const body = desafio ? { desafio, codigo } : { codigo };
  try {
    return await apiRequest<TotpConfirmAnswer>('POST', '/auth/factor/totp/confirmar', body, NO_EXPIRY);
  } catch (error) {
    // Signed in, a wrong code answers 401 as a wrong sign-in code does; only a session that
    // really ended goes through the expiry handling.
    const ended =
      !desafio && error instanceof ApiError && error.status === 401 && !CODE_REFUSALS.has(error.code ?? '');
    if (ended) handleSessionExpiry();
    throw error;
  }
}

export const SECURITY_KEYS = {
  sessions: ['cuenta', 'sesiones'] as const,
  factors: ['cuenta', 'factores'] as const,
};

export const sessionsQuery = {
  queryKey: SECURITY_KEYS.sessions,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<{ sesiones: SessionView[] }>('GET', '/api/sesiones', undefined, { signal }),
};

export const closeSession = (id: string) =>
  apiRequest<{ message: string }>('DELETE', `/api/sesiones/${encodeURIComponent(id)}`);

export const closeOtherSessions = () =>
  apiRequest<{ cerradas: number; message: string }>('POST', '/api/sesiones/cerrar-otras');

export const factorsQuery = {
  queryKey: SECURITY_KEYS.factors,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiRequest<FactorsView>('GET', '/api/factores', undefined, { signal }),
};

export const removeFactor = (id: number) =>
  apiRequest<{ message: string }>('DELETE', `/api/factores/${id}`);

export const regenerateRecoveryCodes = () =>
  apiRequest<{ codigos_recuperacion: string[] }>('POST', '/api/factores/codigos-recuperacion', {});

/** The sign-in's second step with a code: the authenticator's or a recovery code. */
export const signInWithCode = (kind: 'totp' | 'recuperacion', desafio: string, codigo: string) =>
  apiRequest<{ token: string; user: unknown; codigos_restantes?: number }>(
    'POST',
    `/auth/factor/${kind}`,
    { desafio, codigo },
    NO_EXPIRY,
  );
