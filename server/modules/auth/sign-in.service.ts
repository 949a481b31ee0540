import { eq } from 'drizzle-orm';
import { isStaff } from '../../../domain/permissions';
import type { DbOrTx } from '../../db/client';
import { loginAudit, sessions, users } from '../../db/schema';
import { FACTOR_OUTCOMES } from './auth.limits';
import type { PublicUser } from './auth.service';
import { createChallenge, type Challenge } from './challenges';
import { factorsOf, hasPasskey } from './factors.service';
import { createSession, isKnownDevice, type DeviceInfo, type SignInMethod } from './sessions.service';

export type FactorMethod = 'totp' | 'passkey' | 'recuperacion';

/** What the three facts open: a session, or the next step with the factors that may follow. */
export type AfterIdentifiers =
  | { kind: 'session'; sessionId: string }
  | { kind: 'factor'; desafio: string; metodos: FactorMethod[] }
  | { kind: 'enrol'; desafio: string; metodos: FactorMethod[] };

/**
 * The three facts were right. Staff always owe a second factor (and enrol one first when they
 * have none); a resident with a passkey owes it on a device that never signed in to the account
 * (issue 39: the three facts alone no longer open it there); everyone else gets a session.
 */
export async function afterIdentifiers(
  db: DbOrTx,
  user: Pick<PublicUser, 'id' | 'rol'> & { hasPasskey?: boolean },
  device: DeviceInfo,
  now: Date,
): Promise<AfterIdentifiers> {
  if (isStaff(user.rol)) {
    const factors = await factorsOf(db, user.id);
    const desafio = await createChallenge(db, { purpose: 'factor', userId: user.id, device, now });
    if (factors.length === 0) return { kind: 'enrol', desafio, metodos: ['passkey', 'totp'] };
    const kinds = new Set(factors.map((f) => f.tipo));
    const metodos: FactorMethod[] = [];
    if (kinds.has('passkey')) metodos.push('passkey');
    if (kinds.has('totp')) metodos.push('totp');
    metodos.push('recuperacion');
    return { kind: 'factor', desafio, metodos };
  }
  const passkey = user.hasPasskey ?? (await hasPasskey(db, user.id));
  if (passkey && !(await isKnownDevice(db, user.id, device.key))) {
    const desafio = await createChallenge(db, { purpose: 'factor', userId: user.id, device, now });
    return { kind: 'factor', desafio, metodos: ['passkey'] };
  }
  const sessionId = await createSession(db, { userId: user.id, nivel: 1, metodo: 'identificadores', device, now });
  return { kind: 'session', sessionId };
}

/** Called with a staff sign-in from a device the account never used (the other administrators are told). */
export type NewDeviceNotice = (input: { userId: number; nombre: string; dispositivo: string }) => void;

/**
 * The second factor was shown: a session with `nivel` 2, in the audit trail (staff) and the
 * login audit, from the device that gave the three facts.
 */
export async function sessionAfterFactor(
  db: DbOrTx,
  challenge: Challenge,
  metodo: SignInMethod,
  ip: string,
  now: Date,
  onNewDevice?: NewDeviceNotice,
): Promise<{ sessionId: string; userId: number }> {
  const userId = challenge.user_id!;
  const device: DeviceInfo = { label: challenge.device_label ?? 'Otro dispositivo', key: challenge.device_key, ip };
  const known = await isKnownDevice(db, userId, device.key);
  // The first sign-in of an account (its enrolment) is no news; a later one from elsewhere is.
  const [earlier] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.user_id, userId)).limit(1);
  const sessionId = await createSession(db, { userId, nivel: 2, metodo, device, now });
  const [user] = await db.select({ rol: users.rol, nombre: users.nombre, email: users.email }).from(users).where(eq(users.id, userId));
  // The sign-in trail (DESIGN §5's login audit): method and device, and whether the device is new.
  await recordAuthEvent(db, { userId, ip, outcome: FACTOR_OUTCOMES.success, email: user?.email ?? null, now });
  if (user && isStaff(user.rol) && !known && earlier) onNewDevice?.({ userId, nombre: user.nombre, dispositivo: device.label });
  return { sessionId, userId };
}

export async function recordFactorFailure(db: DbOrTx, userId: number, ip: string, now: Date) {
  await recordAuthEvent(db, { userId, ip, outcome: FACTOR_OUTCOMES.failure, now });
}

/** One row of the sign-in trail: a factor shown, refused, enrolled or removed, codes replaced. */
export async function recordAuthEvent(
  db: DbOrTx,
  event: { userId: number; ip: string | null; outcome: (typeof FACTOR_OUTCOMES)[keyof typeof FACTOR_OUTCOMES]; email?: string | null; now: Date },
) {
  await db.insert(loginAudit).values({
    ip: event.ip,
    email: event.email ?? null,
    outcome: event.outcome,
    user_id: event.userId,
    created_at: event.now,
  });
}
