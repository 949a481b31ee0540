import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as OTPAuth from 'otpauth';
import { DEMO_ADMIN_TOTP_SECRET } from '../server/db/seed/accounts-data';

export interface StaffCredentials {
  email: string;
  cedula: string;
  telefono: string;
}

interface SignedIn {
  token: string;
  user: { id: number; nombre: string; [key: string]: unknown };
}

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
export function totpCode(secret: string, steps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A busy server sheds load with 503 and Retry-After (issue 27): wait as it asks, a few times. */
async function post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status !== 503 || attempt === 10) return { status: response.status, json };
    const wait = Number(response.headers.get('retry-after')) || 1;
    await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 5) * 1_000));
  }
}

/**
 * Signs in a staff member through the API as a script would (issue 39): the three facts, then
 * the authenticator's code. A code is good once, and every journey on a server signs the demo
 * administrator in, so the code of the next step (the server takes one either way) is tried
 * before waiting for a new one.
 */
export async function signInWithTotp(base: string, who: StaffCredentials, secret: string): Promise<SignedIn> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const login = await post(new URL('/auth/login', base).toString(), who);
    if (login.status !== 200 || typeof login.json.desafio !== 'string')
      throw new Error(`staff login → ${login.status} ${JSON.stringify(login.json)}`);
    for (const steps of [0, 1]) {
      const factor = await post(new URL('/auth/factor/totp', base).toString(), {
        desafio: login.json.desafio,
        codigo: totpCode(secret, steps),
      });
      if (factor.status === 200) return factor.json as unknown as SignedIn;
      if (factor.json.code !== 'FACTOR_REUSED' && factor.json.code !== 'FACTOR_INVALID')
        throw new Error(`staff factor → ${factor.status} ${JSON.stringify(factor.json)}`);
    }
    // Both codes of this moment were used by other journeys: the next one comes within 30 s.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
  throw new Error('staff sign-in: no TOTP code was accepted');
}

/**
 * A staff member without a second factor yet (a resident just promoted) signs in as staff do
 * the first time (issue 39): the three facts, then enrols an authenticator with its first code.
 * Their earlier resident session has no second factor, so staff routes end it (401).
 */
export async function enrolWithTotp(base: string, who: StaffCredentials): Promise<SignedIn> {
  const login = await post(new URL('/auth/login', base).toString(), who);
  if (login.status !== 200 || typeof login.json.desafio !== 'string')
    throw new Error(`staff login → ${login.status} ${JSON.stringify(login.json)}`);
  const enrol = await post(new URL('/auth/factor/totp/inscribir', base).toString(), { desafio: login.json.desafio });
  if (enrol.status !== 200 || typeof enrol.json.secreto !== 'string')
    throw new Error(`staff enrolment → ${enrol.status} ${JSON.stringify(enrol.json)}`);
  const confirm = await post(new URL('/auth/factor/totp/confirmar', base).toString(), {
    desafio: login.json.desafio,
    codigo: totpCode(enrol.json.secreto),
  });
  if (confirm.status !== 200 || typeof confirm.json.token !== 'string')
    throw new Error(`staff enrolment code → ${confirm.status} ${JSON.stringify(confirm.json)}`);
  return confirm.json as unknown as SignedIn;
}

const cacheDir = join(tmpdir(), 'superconjunto-e2e-staff');

function cacheFile(base: string, email: string) {
  const key = createHash('sha256').update(`${base}|${email}`).digest('hex').slice(0, 16);
  return join(cacheDir, `${key}.json`);
}

/**
 * The demo administrator's session on this server, shared by the journeys of one run (each file
 * is its own module, so the cache is a file): signing in for every journey would spend the
 * authenticator's codes faster than they come. A cached session that ended (a journey signed
 * out) is replaced.
 */
export async function demoAdminSession(base: string, who: StaffCredentials): Promise<SignedIn> {
  const file = cacheFile(base, who.email);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as SignedIn;
    const check = await fetch(new URL('/auth/profile', base), { headers: { authorization: `Bearer ${cached.token}` } });
    if (check.ok) return cached;
  } catch {
    // No cache yet, or unreadable: sign in.
  }
  const session = await signInWithTotp(base, who, DEMO_ADMIN_TOTP_SECRET);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, JSON.stringify(session));
  return session;
}
