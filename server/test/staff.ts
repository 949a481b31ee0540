import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../domain/permissions';
import { totpCodeAt } from '../modules/auth/totp';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import type { TestApp } from './app';
import { createUser } from './factories';

export interface StaffSession {
  userId: number;
  authorization: string;
  /** The TOTP secret enrolled, to sign in again in a test. */
  secret: string;
  recoveryCodes: string[];
  /** The three facts, to sign in again. */
  facts: { email: string; cedula: string; telefono: string };
}

async function post(t: TestApp, url: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url, payload });
  if (res.statusCode >= 300) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

/**
 * A staff member created in the database who signs in as staff do (issue 39): the three facts,
 * then a TOTP enrolled in the same flow, confirmed with the code an app would show at the test
 * app's clock. Returns the session's bearer header and the factor's secret.
 */
export async function staffMember(
  t: TestApp,
  rol: StaffRole = 'admin',
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<StaffSession> {
  const user = await createUser(t.database.db, { ...overrides, rol });
  const facts = { email: user.email, cedula: user.cedula, telefono: user.telefono };
  return { userId: user.id, facts, ...(await enrolAndSignIn(t, user)) };
}

/**
 * A staff account without a factor signs in: the three facts, a TOTP enrolled and confirmed in
 * the same flow (what a newly promoted staff member does at their next login).
 */
export async function enrolAndSignIn(
  t: TestApp,
  user: { email: string; cedula: string; telefono: string },
): Promise<Omit<StaffSession, 'userId' | 'facts'>> {
  const login = await post(t, '/auth/login', { email: user.email, cedula: user.cedula, telefono: user.telefono });
  if (login.enrolamiento_requerido !== true) throw new Error(`expected an enrolment step: ${JSON.stringify(login)}`);
  const desafio = login.desafio as string;
  const enrol = await post(t, '/auth/factor/totp/inscribir', { desafio });
  const secret = enrol.secreto as string;
  const confirmed = await post(t, '/auth/factor/totp/confirmar', { desafio, codigo: totpCodeAt(secret, t.app.clock()) });
  return {
    authorization: `Bearer ${confirmed.token as string}`,
    secret,
    recoveryCodes: confirmed.codigos_recuperacion as string[],
  };
}

/**
 * Makes an account staff as if its open sessions had been opened with a second factor: for the
 * many route tests about something else that promote a registered resident and keep its token.
 * The factor itself is tested through the API (staffMember, the security suite).
 */
export async function promoteWithFactor(db: DbOrTx, userId: number, rol: StaffRole = 'admin'): Promise<void> {
  await db.update(users).set({ rol }).where(eq(users.id, userId));
  await db.update(sessions).set({ nivel: 2 }).where(eq(sessions.user_id, userId));
}
