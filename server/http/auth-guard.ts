import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { MESSAGES } from '../../domain/messages';
import { ACCESS_CHANNEL } from '../db/channels';
import type { Database } from '../db/client';
import { preparedFor } from '../db/prepared';
import { users, type UserRole } from '../db/schema';
import { AppError } from './errors';

/**
 * Bearer-token sessions (DESIGN §3): HS256 JWTs signed with the configured secret, valid 24 h.
 * A missing token is 401 LOGIN_REQUIRED; a bad, tampered, expired or alg:none token is 403
 * SESSION_EXPIRED (the web app's session-expiry handling keys on both). The role is never taken
 * from the token: `requireAdmin` reads it from the database on every request, so a demotion
 * takes effect at once; `requireUser` reads the same row, so a deleted account's token stops at once.
 * On the embedded database the roles read are kept in memory while `watchRoles()` listens, and
 * forgotten when the database says access changed: see `watchRoles`.
 */
export const SESSION_HOURS = 24;

export interface SessionUser {
  id: number;
}

export interface AuthGuard {
  signToken(userId: number): Promise<string>;
  /** preHandler: the caller must carry a valid token. Sets `request.user`. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** preHandler: valid token AND the database says rol = admin now. */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The session user of a request that passed requireUser. */
  userOf(request: FastifyRequest): SessionUser;
  /**
   * The token's signature and lifetime only, no database read: for a route that reads the user's
   * row anyway and refuses an erased account itself (the chat, issue 12: one query, not two).
   */
  verifyToken(request: FastifyRequest): Promise<SessionUser>;
  /**
   * Embedded database only: keep each account's role in memory and forget them all when
   * ACCESS_CHANNEL says access changed (a role, a deletion, an erasure, a truncation). PGlite
   * runs that notification before the changing statement returns, so the next request already
   * reads the new role: "at once" still holds. The role read was a tenth of the embedded
   * database's time at the evening peak (issue 27). On PostgreSQL the notification reaches
   * other connections a moment after the commit, so every request keeps reading the row.
   * Resolves to the stop.
   */
  watchRoles(): Promise<() => Promise<void>>;
}

/**
 * Tokens whose signature was already checked, so a customer's every request does not pay an HMAC
 * through WebCrypto again (a tenth of an order's CPU, issue 16). Only a token that verified is
 * kept, with its expiry, which is checked against the clock on every use; bounded, oldest out.
 */
const VERIFIED_TOKENS_MAX = 10_000;
/** Roles kept while watchRoles listens (a complex has a few thousand residents at most). */
const ROLES_MAX = 10_000;

/** Every signed-in request reads its account's role: built once (issue 27). */
const roleQuery = preparedFor((db) =>
  db
    .select({ rol: users.rol, deleted: users.deleted_at })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('auth_role_of'),
);

export function createAuthGuard(deps: { secret: string; database: Database; clock: () => Date }): AuthGuard {
  const key = new TextEncoder().encode(deps.secret);
  const verified = new Map<string, { id: number; exp: number; iat: number }>();

  function fromCache(token: string): SessionUser | undefined {
    const hit = verified.get(token);
    if (!hit) return undefined;
    const now = Math.floor(deps.clock().getTime() / 1000);
    // Outside [iat, exp) jose decides (and refuses) again, exactly as without the cache.
    if (now >= hit.exp || now < hit.iat) return undefined;
    return { id: hit.id };
  }

  function remember(token: string, entry: { id: number; exp: number; iat: number }) {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, entry);
  }

  async function verify(request: FastifyRequest): Promise<SessionUser> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match?.[1]) throw new AppError('LOGIN_REQUIRED', 401, MESSAGES.server.loginRequired);
    const token = match[1];
    const cached = fromCache(token);
    if (cached) return cached;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: deps.clock(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0) throw new joseErrors.JWTInvalid('bad subject');
      remember(token, { id, exp: payload.exp!, iat: payload.iat! });
      return { id };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        throw new AppError('SESSION_EXPIRED', 403, MESSAGES.server.sessionExpired);
      }
      throw error;
    }
  }

  let roles: Map<number, UserRole> | null = null;
  let accessChanges = 0;

  // An erased account (DESIGN §8) keeps its row, anonymised: its tokens must stop working.
  async function roleOf(userId: number): Promise<UserRole | undefined> {
    const known = roles?.get(userId);
    if (known) return known;
    const changesBefore = accessChanges;
    const [row] = await roleQuery(deps.database.db).execute({ id: userId });
    const rol = row && !row.deleted ? row.rol : undefined;
    // A read that a change overtook is not kept (only accounts that exist are).
    if (rol && roles && changesBefore === accessChanges) {
      if (roles.size >= ROLES_MAX) roles.clear();
      roles.set(userId, rol);
    }
    return rol;
  }

  return {
    async signToken(userId) {
      const now = Math.floor(deps.clock().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(now)
        .setExpirationTime(now + SESSION_HOURS * 3600)
        .sign(key);
    },
    async requireUser(request) {
      const user = await verify(request);
      if ((await roleOf(user.id)) === undefined) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
      request.user = user;
    },
    async requireAdmin(request) {
      const user = await verify(request);
      const rol = await roleOf(user.id);
      if (rol === undefined) throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
      if (rol !== 'admin') throw new AppError('FORBIDDEN', 403, MESSAGES.server.forbidden);
      request.user = user;
    },
    verifyToken: verify,
    async watchRoles() {
      if (deps.database.kind !== 'pglite') return async () => {};
      const unlisten = await deps.database.listen(ACCESS_CHANNEL, () => {
        accessChanges += 1;
        roles?.clear();
      });
      roles = new Map();
      return async () => {
        roles = null;
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
}
