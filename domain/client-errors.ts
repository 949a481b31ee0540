import { MESSAGES } from './messages';

/** How the login form words a server error (customer spec §8). */
export function loginErrorMessage(serverMessage: string | null | undefined): string {
  const m = serverMessage ?? '';
  const lower = m.toLowerCase();
  if (lower.includes('servidor')) return MESSAGES.auth.loginServer;
  if (lower.includes('datos no coinciden') || lower.includes('usuario no encontrado'))
    return MESSAGES.auth.loginFailed;
  return m || MESSAGES.auth.loginGeneric;
}

/** How the registration form words a server error (customer spec §8). */
export function registerErrorMessage(
  serverMessage: string | null | undefined,
  code?: string | null,
): string {
  const m = serverMessage ?? '';
  const lower = m.toLowerCase();
  if (code === 'REGISTRATION_REFUSED') return MESSAGES.auth.registrationRefused;
  if (code === 'EMAIL_TAKEN' || lower.includes('email ya existe')) return MESSAGES.auth.emailTaken;
  if (
    code === 'CEDULA_TAKEN' ||
    lower.includes('cedula ya existe') ||
    lower.includes('cédula ya existe')
  ) {
    return MESSAGES.auth.cedulaTaken;
  }
  return m || MESSAGES.auth.registerGeneric;
}

const SESSION_HINTS = ['sesión ha expirado', 'inicie sesión', 'inicia sesión', 'token inválido'];
const SESSION_CODES = ['LOGIN_REQUIRED', 'SESSION_EXPIRED'];

/** How the cash order words a failure, and whether it means the session ended (customer spec §8). */
export function cashOrderErrorMessage(
  serverMessage: string | null | undefined,
  code?: string | null,
): { message: string; sessionExpired: boolean } {
  const m = serverMessage ?? '';
  const lower = m.toLowerCase();
  if ((code && SESSION_CODES.includes(code)) || SESSION_HINTS.some((h) => lower.includes(h))) {
    return { message: MESSAGES.cashOrder.sessionExpired, sessionExpired: true };
  }
  // The shop's own stock messages are worded for people and shown as they are.
  if (code === 'INSUFFICIENT_STOCK' || code === 'PACKAGE_UNAVAILABLE' || m.includes('Stock insuficiente'))
    return { message: m, sessionExpired: false };
  if (lower.includes('stock')) {
    return { message: `${MESSAGES.stock.inventoryPrefix}: ${m}`, sessionExpired: false };
  }
  return {
    message: MESSAGES.cashOrder.failed(m || MESSAGES.server.internal),
    sessionExpired: false,
  };
}
