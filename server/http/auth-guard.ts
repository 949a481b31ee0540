import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCOUNT_MESSAGES } from '../../domain/account-messages';
import { MESSAGES } from '../../domain/messages';
import { can, isStaff, STAFF_IDLE_MS, type Permission, type Role } from '../../domain/permissions';
import { ACCESS_CHANNEL } from '../db/channels';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { AppError } from './errors';

/**
 * Bearer-token sessions (DESIGN §3, §10): HS256 JWTs signed with the configured secret, valid
 * 24 h, each naming a row of `sessions` (claim `sid`). A missing token is 401 LOGIN_REQUIRED; a
 * bad, tampered, expired or alg:none token is 403 SESSION_EXPIRED; a token of an ended session
 * (logout, "cerrar las demás", a role change, a factor reset, a deletion, 12 h idle for staff) is
 * 401 SESSION_ENDED. The role is never taken from the token: it is read with the session on every
 * request, so a demotion takes effect at once. A staff role needs a session opened with a second
 * factor (`nivel` 2); staff routes declare a permission of domain/permissions.ts (`staff()`).
 * On the embedded database the sessions read are kept in memory while `watchAccess()` listens and
 * forgotten when the database says access changed (see there).
 */
export const SESSION_HOURS = 24;
/** How often a session's last use is written (its idle clock only needs minutes). */
const TOUCH_EVERY_MS = 5 * 60_000;

export interface SessionUser {
  id: number;
  /** The session row the token names. */
  sessionId: string;
  rol: Role;
}

/** A staff route's guard; `permission` is what the route declares (the route walk reads it). */
export type StaffHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  permission: Permission;
};

/** The permission a route hook declares, if it is a staff guard. */
export function staffPermissionOfHook(hook: unknown): Permission | undefined {
  return typeof hook === 'function' && 'permission' in hook ? (hook as StaffHook).permission : undefined;
}

/** The permission a route declares through its staff guard (preValidation, preHandler, onRequest). */
export function staffPermissionOf(route: {
  preValidation?: unknown;
  preHandler?: unknown;
  onRequest?: unknown;
}): Permission | undefined {
  const hooks = [route.preValidation, route.preHandler, route.onRequest].flat().filter(Boolean);
  for (const hook of hooks) {
    const permission = staffPermissionOfHook(hook);
    if (permission) return permission;
  }
  return undefined;
}

/** Every route as registered, with what it asks of the caller (the security suite walks them). */
export interface RouteEntry {
  method: string;
  url: string;
  permission: Permission | undefined;
  /** Guarded by requireUser or a staff hook (routes that wrap the guard themselves are not marked). */
  signedIn: boolean;
}

/** The back office's API paths: every route under them declares a permission (issue 39). */
export const STAFF_PATH = /^\/(api\/)?admin(\/|$)/;

export interface AuthGuard {
  /**
   * The token of a session this instance just created. With `opened` (its account's role and
   * level), the embedded database's guard keeps it at once, so the session's first request (a
   * new resident's first order) reads nothing more than before sessions were recorded.
   */
  signSession(userId: number, sessionId: string, opened?: { rol: Role; nivel: number }): Promise<string>;
  /** preHandler: the caller must carry a token of an open session. Sets `request.user`. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preValidation of a staff route: an open second-factor session whose role holds `permission`. */
  staff(permission: Permission): StaffHook;
  /** The administrator-only guard (`staff('ajustes')`), for pages only the owner reads. */
  requireAdmin: StaffHook;
  /** The session user of a request that passed requireUser or a staff hook. */
  userOf(request: FastifyRequest): SessionUser;
  /** The same checks as requireUser, answering the session user (routes that wrap the guard). */
  verifyToken(request: FastifyRequest): Promise<SessionUser>;
  /** Forget what this instance kept of these sessions (it just ended them itself). */
  forget(sessionIds: readonly string[]): void;
  /**
   * Embedded database only: keep each session (with its account's role) in memory and forget
   * them all when ACCESS_CHANNEL says access changed (a role, a deletion, an erasure, a
   * truncation, a session ended). PGlite runs that notification before the changing statement
   * returns, so the next request already reads the new state: "at once" still holds. On
   * PostgreSQL the notification reaches other connections a moment after the commit, so every
   * request reads the row (one primary-key read joined to its account). Resolves to the stop.
   */
  watchAccess(): Promise<() => Promise<void>>;
}

/** Tokens whose signature was already checked (an HMAC per request was a tenth of an order's CPU, issue 16). */
const VERIFIED_TOKENS_MAX = 10_000;
const SESSIONS_MAX = 10_000;

interface Claims {
  id: number;
  sid: string;
  exp: number;
  iat: number;
}

interface SessionState {
  userId: number;
  rol: Role;
  nivel: number;
  ended: boolean;
  /** The account was erased or deleted (DESIGN §8): its sessions hear that, not a plain end. */
  gone: boolean;
  lastUsed: number;
  /** When this instance last wrote `last_used_at`. */
  written: number;
}

const sessionQuery = preparedFor((db) =>
  db
    .select({
      userId: sessions.user_id,
      nivel: sessions.nivel,
      endedAt: sessions.ended_at,
      lastUsedAt: sessions.last_used_at,
      rol: users.rol,
      deletedAt: users.deleted_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('auth_session_of'),
);

export function createAuthGuard(deps: { secret: string; database: Database; clock: () => Date }): AuthGuard {
  const key = new TextEncoder().encode(deps.secret);
  const verified = new Map<string, Claims>();
  let kept: Map<string, SessionState> | null = null;
  let accessChanges = 0;

  function bounded<K, V>(map: Map<K, V>, max: number) {
    if (map.size < max) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }

  async function claimsOf(request: FastifyRequest): Promise<Claims> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match?.[1]) throw new AppError('LOGIN_REQUIRED', 401, MESSAGES.server.loginRequired);
    const token = match[1];
    const now = Math.floor(deps.clock().getTime() / 1000);
    const hit = verified.get(token);
    // Outside [iat, exp) jose decides (and refuses) again, exactly as without the cache.
    if (hit && now < hit.exp && now >= hit.iat) return hit;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: deps.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const id = Number(payload.sub);
      const sid = payload.sid;
      if (!Number.isSafeInteger(id) || id <= 0) throw new joseErrors.JWTInvalid('bad subject');
      // A token from before sessions were recorded names none: it cannot be ended, so it is refused.
      if (typeof sid !== 'string' || sid === '') throw new joseErrors.JWTInvalid('no session');
      const claims = { id, sid, exp: payload.exp!, iat: payload.iat! };
      bounded(verified, VERIFIED_TOKENS_MAX);
      verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.server.sessionExpired);
      throw error;
    }
  }

  async function readSession(sid: string): Promise<SessionState | undefined> {
    const known = kept?.get(sid);
    if (known) return known;
    const changesBefore = accessChanges;
    const [row] = await sessionQuery(deps.database.db).execute({ sid });
    if (!row) return undefined;
    const lastUsed = row.lastUsedAt.getTime();
    const state = {
      userId: row.userId,
      rol: row.rol,
      nivel: row.nivel,
      ended: row.endedAt !== null,
      gone: row.deletedAt !== null,
      lastUsed,
      written: lastUsed,
    };
    // A read that a change overtook is not kept.
    if (kept && changesBefore === accessChanges) {
      bounded(kept, SESSIONS_MAX);
      kept.set(sid, state);
    }
    return state;
  }

  async function endIdle(sid: string, now: Date) {
    await deps.database.db
      .update(sessions)
      .set({ ended_at: now, ended_reason: 'inactividad' })
      .where(sql`${sessions.id} = ${sid} and ${sessions.ended_at} is null`);
    kept?.delete(sid);
  }

  async function touch(sid: string, state: SessionState, now: number) {
    state.lastUsed = now;
    if (now - state.written < TOUCH_EVERY_MS) return;
    state.written = now;
    await deps.database.db.update(sessions).set({ last_used_at: new Date(now) }).where(eq(sessions.id, sid));
  }

  async function sessionUser(request: FastifyRequest): Promise<SessionUser> {
    const claims = await claimsOf(request);
    const state = await readSession(claims.sid);
    if (!state || state.userId !== claims.id) throw new AppError('SESSION_ENDED', 401, ACCOUNT_MESSAGES.session.ended);
    if (state.gone) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
    if (state.ended) throw new AppError('SESSION_ENDED', 401, ACCOUNT_MESSAGES.session.ended);
    const staff = isStaff(state.rol);
    // A staff role on a session without a second factor (promoted while signed in) opens nothing.
    if (staff && state.nivel < 2) throw new AppError('SESSION_ENDED', 401, ACCOUNT_MESSAGES.session.ended);
    const now = deps.clock();
    if (staff && now.getTime() - state.lastUsed > STAFF_IDLE_MS) {
      await endIdle(claims.sid, now);
      throw new AppError('SESSION_ENDED', 401, ACCOUNT_MESSAGES.session.idle);
    }
    await touch(claims.sid, state, now.getTime());
    return { id: claims.id, sessionId: claims.sid, rol: state.rol };
  }

  const hooks = new Map<Permission, StaffHook>();
  function staff(permission: Permission): StaffHook {
    const existing = hooks.get(permission);
    if (existing) return existing;
    const hook = Object.assign(
      async (request: FastifyRequest) => {
        const user = await sessionUser(request);
        if (!can(user.rol, permission)) throw new AppError('FORBIDDEN', 403, MESSAGES.server.forbidden);
        request.user = user;
      },
      { permission },
    );
    hooks.set(permission, hook);
    return hook;
  }

  return {
    async signSession(userId, sessionId, opened) {
      if (opened && kept) {
        const at = deps.clock().getTime();
        bounded(kept, SESSIONS_MAX);
        kept.set(sessionId, { userId, rol: opened.rol, nivel: opened.nivel, ended: false, gone: false, lastUsed: at, written: at });
      }
      const now = Math.floor(deps.clock().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(now + SESSION_HOURS * 3600)
        .sign(key);
    },
    async requireUser(request) {
      request.user = await sessionUser(request);
    },
    staff,
    requireAdmin: staff('ajustes'),
    verifyToken: sessionUser,
    forget(sessionIds) {
      for (const sid of sessionIds) kept?.delete(sid);
    },
    async watchAccess() {
      if (deps.database.kind !== 'pglite') return async () => {};
      const unlisten = await deps.database.listen(ACCESS_CHANNEL, () => {
        accessChanges += 1;
        kept?.clear();
      });
      kept = new Map();
      return async () => {
        kept = null;
        await unlisten();
      };
    },
    userOf(request) {
      if (!request.user) throw new AppError('LOGIN_REQUIRED', 401, MESSAGES.server.loginRequired);
      return request.user;
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    routeInventory: readonly RouteEntry[];
  }
}
