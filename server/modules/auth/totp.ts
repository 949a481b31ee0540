import * as OTPAuth from 'otpauth';
import { renderSVG } from 'uqr';

/** TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits, 30 s), one step either way. */
export const TOTP_PERIOD_S = 30;
const WINDOW = 1;

function totpOf(secretBase32: string, account = 'cuenta', issuer = 'SuperConjunto') {
  return new OTPAuth.TOTP({
    issuer,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** 160 random bits (RFC 4226's recommended length), base32 as the apps read it. */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpEnrolment(secretBase32: string, account: string, issuer: string) {
  const uri = totpOf(secretBase32, account, issuer).toString();
  return { uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** The code an authenticator app shows at `now` (tests, the demo's README, scripts). */
export function totpCodeAt(secretBase32: string, now: Date): string {
  return totpOf(secretBase32).generate({ timestamp: now.getTime() });
}

/**
 * The time step a code belongs to, or null when it matches none within one step of `now`. The
 * caller refuses a step at or before the last one accepted (a code is good once).
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_S) + delta;
}
