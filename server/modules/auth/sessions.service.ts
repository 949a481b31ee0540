import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../domain/account-messages';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../../http/errors';

/** How a session was opened (`sessions.metodo`). */
export type SignInMethod = 'identificadores' | 'totp' | 'passkey' | 'recuperacion' | 'configuracion';

export interface DeviceInfo {
  /** A readable label from the user agent ("Chrome en Android"). */
  label: string;
  /** A hash of the random id the browser keeps; null when it sent none (scripts). */
  key: string | null;
  ip: string;
}

/** 128 random bits, URL-safe: a session's id and a challenge's. */
export function randomId(): string {
  return randomBytes(16).toString('base64url');
}

/** The browser's device id is kept only as a hash: a leaked table names no device. */
export function deviceKeyOf(deviceId: string | undefined): string | null {
  if (!deviceId) return null;
  return createHash('sha256').update(`superconjunto-device:${deviceId}`).digest('base64url');
}

const BROWSERS: Array<[RegExp, string]> = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iPhone'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function deviceLabelOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? 'Otro dispositivo';
}

export async function createSession(
  db: DbOrTx,
  input: { userId: number; nivel: 1 | 2; metodo: SignInMethod; device: DeviceInfo; now: Date },
): Promise<string> {
  const id = randomId();
  await db.insert(sessions).values({
    id,
    user_id: input.userId,
    nivel: input.nivel,
    metodo: input.metodo,
    device_label: input.device.label,
    device_key: input.device.key,
    ip: input.device.ip,
    created_at: input.now,
    last_used_at: input.now,
  });
  return id;
}

/** Whether this browser opened a session of this account before (a known device). */
export async function isKnownDevice(db: DbOrTx, userId: number, deviceKey: string | null): Promise<boolean> {
  if (!deviceKey) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), eq(sessions.device_key, deviceKey)))
    .limit(1);
  return row !== undefined;
}

export interface SessionView {
  id: string;
  dispositivo: string;
  metodo: string;
  creada: string;
  ultimo_uso: string;
  actual: boolean;
}

/** The account's open sessions, newest use first (Mi cuenta, the staff's profile). */
export async function listSessions(db: DbOrTx, userId: number, currentId: string): Promise<SessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at)))
    .orderBy(desc(sessions.last_used_at))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    dispositivo: r.device_label,
    metodo: r.metodo,
    creada: r.created_at.toISOString(),
    ultimo_uso: r.last_used_at.toISOString(),
    actual: r.id === currentId,
  }));
}

/** Ends one session of the account (its own logout or "Cerrar esta sesión"). */
export async function endSession(db: DbOrTx, userId: number, sessionId: string, reason: string, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ ended_at: now, ended_reason: reason })
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.ended_at)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError('NOT_FOUND', 404, ACCOUNT_MESSAGES.session.notFound);
  return ended.map((r) => r.id);
}

/**
 * Ends every open session of the account but `keep` (none when omitted): "Cerrar todas las
 * demás", a role change, a factor reset, an erasure. Returns the ids ended.
 */
export async function endSessionsOf(
  db: DbOrTx,
  userId: number,
  reason: string,
  now: Date,
  keep?: string,
): Promise<string[]> {
  const open = and(eq(sessions.user_id, userId), isNull(sessions.ended_at));
  const rows = await db
    .update(sessions)
    .set({ ended_at: now, ended_reason: reason })
    .where(keep ? and(open, ne(sessions.id, keep)) : open)
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Sessions ended long ago say nothing useful: kept 90 days for the account's own history. */
export async function pruneSessions(db: DbOrTx, now: Date) {
  const before = new Date(now.getTime() - 90 * 86_400_000);
  await db.delete(sessions).where(sql`${sessions.ended_at} < ${before}`);
}

/**
 * One statement for what a sign-in writes: the login audit's row, and with `session` the new
 * session and the account's last activity (issue 39: recording sessions must not slow the
 * residents' login and registration; on the embedded database every statement is a round of
 * its one connection).
 */
export async function recordSignIn(
  db: DbOrTx,
  audit: { ip: string; email: string; outcome: string; userId: number | null; now: Date },
  session?: { id: string; userId: number; device: DeviceInfo; touchUser: boolean },
): Promise<void> {
  const at = audit.now.toISOString();
  const auditInsert = sql`insert into login_audit (ip, email, outcome, user_id, created_at)
    values (${audit.ip}, ${audit.email}, ${audit.outcome}, ${audit.userId}::int, ${at}::timestamptz)`;
  if (!session) {
    await db.execute(auditInsert);
    return;
  }
  const touch = session.touchUser
    ? sql`, touched as (update users set last_active_at = ${at}::timestamptz where id = ${session.userId}::int)`
    : sql``;
  await db.execute(sql`with opened as (
      insert into sessions (id, user_id, nivel, metodo, device_label, device_key, ip, created_at, last_used_at)
      values (${session.id}, ${session.userId}::int, 1, 'identificadores', ${session.device.label}, ${session.device.key},
        ${session.device.ip}, ${at}::timestamptz, ${at}::timestamptz)
    )${touch}
    ${auditInsert}`);
}
