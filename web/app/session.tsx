import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { MESSAGES } from '../../domain/messages';
import { ROLES, type Role } from '../../domain/permissions';
import type { Login, Register } from '../../domain/schemas/auth';
import {
  ApiError,
  apiRequest,
  restoreCartAfterLogin,
  SESSION_ENDED_EVENT,
  setCartAside,
  setSessionExpiryNavigate,
} from './api-client';
import { queryClient } from './query-client';
import { SessionLoading } from './session-loading';
import {
  adoptAccount,
  cartOwnerOf,
  clearAccountData,
  clearSession,
  deviceId,
  forgetAccountDeletedHere,
  getPushNotices,
  getToken,
  getUser,
  setToken,
  markAccountDeletedHere,
  setUser,
  STORAGE_KEYS,
  type StoredUser,
} from './storage';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';
export type SessionUser = StoredUser;

/** How a staff member proves it is them after the three facts (issue 39). */
export type FactorMethod = 'passkey' | 'totp' | 'recuperacion';

/**
 * The sign-in's second step (issue 39): `factor` asks for a factor the account has, `enrol` for
 * a first one (a staff member without any). `desafio` names the step at /auth/factor/*.
 */
export interface FactorChallenge {
  kind: 'factor' | 'enrol';
  desafio: string;
  metodos: FactorMethod[];
  message: string;
}

export type LoginOutcome = { kind: 'signed-in'; user: SessionUser } | FactorChallenge;

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /**
   * POST /auth/login with already validated values: a resident is signed in; staff get the
   * factor step (finish it with `adopt`). Throws ApiError (map it with loginErrorMessage).
   */
  login(values: Login): Promise<LoginOutcome>;
  /** POST /auth/register; throws ApiError (map it with registerErrorMessage). */
  register(values: Register): Promise<SessionUser>;
  /**
   * Starts the session from an answer that carries `token` and `user` as login's does (the
   * second factor's /auth/factor/* and the first start's enrolment, issue 39); throws ApiError
   * when either is missing.
   */
  adopt(answer: unknown): SessionUser;
  /**
   * Forgets token and user (customer spec §3: the session is those two keys) and everything else
   * of the account in this browser (issue 22: chat, payment traces). The cart is set aside for
   * this resident, as after an expiry: the next account on this browser never sees it, and the
   * same resident finds it on the next login (issue 15).
   */
  logout(): void;
  /**
   * Ends the session of an account just deleted: as logout, plus nothing kept for a later login
   * (not even its set-aside cart), and `accountDeleted` set until the next login, so the login
   * screen says so whichever route it shows on (issue 22).
   */
  endAfterDeletion(): void;
  /** True from an account deletion until the next login. */
  accountDeleted: boolean;
  /** Keeps a changed profile (PUT /auth/profile) in the session and in local storage. */
  updateUser(user: SessionUser): void;
}

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  accountDeleted?: boolean;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, token: null };

const SessionContext = createContext<Session | null>(null);

/** The session of customer spec §2–4: restored from local storage, validated, ended on expiry. */
/**
 * Web Push is loaded only when a session ends (the store's first paint does not need it, issue
 * 42). Whether this browser had the notices on is read now: the session clears it right after.
 */
function dropPush(token: string | null): Promise<void> {
  if (!getPushNotices()) return Promise.resolve();
  return import('./web-push').then((push) => push.dropPushOnLogout(token, true));
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(savedSession);
  useRouterForExpiry();

  useEffect(() => {
    const token = getToken();
    const user = getUser();
    if (!token || !user) {
      // A half or corrupt saved session (e.g. unreadable user) is cleared entirely.
      clearSession();
      return;
    }
    const controller = new AbortController();
    apiRequest<{ user?: unknown }>('GET', '/auth/profile', undefined, { signal: controller.signal })
      .then((body) => {
        const fresh = asUser(body?.user);
        if (fresh) setUser(fresh);
        setState({ status: 'signed-in', token, user: fresh ?? user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // 401/403 already went through the expiry handling; offline or a server hiccup keeps the
        // saved session, so a resident is not logged out by a bad connection.
        const expired = error instanceof ApiError && (error.status === 401 || error.status === 403);
        setState(expired ? SIGNED_OUT : { status: 'signed-in', token, user });
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const onEnded = () => {
      // As in logout: the screens of the session go before their cached answers.
      flushSync(() => setState(SIGNED_OUT));
      queryClient.clear();
    };
    // Another tab logged in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user)
        return;
      const token = getToken();
      const user = getUser();
      if (!token || !user) onEnded();
      else setState({ status: 'signed-in', token, user });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const start = useCallback((body: unknown, incomplete: string): SessionUser => {
    const auth = readAuthResponse(body);
    // Customer spec §7: a response without token or user is incomplete.
    if (!auth) throw new ApiError(incomplete, 200, 'INCOMPLETE_RESPONSE');
    // Issue 22: what another account left in this browser (chat, payment traces) goes first.
    adoptAccount(cartOwnerOf(auth.user));
    setToken(auth.token);
    setUser(auth.user);
    forgetAccountDeletedHere();
    setState({ status: 'signed-in', token: auth.token, user: auth.user });
    restoreCartAfterLogin(cartOwnerOf(auth.user));
    return auth.user;
  }, []);

  const login = useCallback(
    async (values: Login): Promise<LoginOutcome> => {
      const answer = await apiRequest<unknown>(
        'POST',
        '/auth/login',
        { ...values, dispositivo: deviceId() },
        { handleSessionExpiry: false },
      );
      const step = readFactorChallenge(answer);
      if (step) return step;
      return { kind: 'signed-in', user: start(answer, MESSAGES.auth.loginGeneric) };
    },
    [start],
  );

  const register = useCallback(
    async (values: Register) =>
      start(
        await apiRequest<unknown>('POST', '/auth/register', values, { handleSessionExpiry: false }),
        MESSAGES.auth.registerGeneric,
      ),
    [start],
  );

  const logout = useCallback(() => {
    const token = getToken();
    // What uses the session leaves the screen first, while the token is still there: the browser
    // suite once saw the admin panel ask for its queries again without a token after "Salir" (a
    // 401, console errors); with the cache cleared under a mounted panel, one more render of it
    // would rebuild and fetch them.
    flushSync(() => setState(SIGNED_OUT));
    // Issue 24: this browser stops receiving the account's notices; then (issue 39) the session
    // ends on the server, with the token read above. Offline, it is still forgotten here.
    void dropPush(token)
      .catch(() => undefined)
      .then(() => endOnServer(token));
    // Issue 15: the cart leaves the view with its resident and waits for them to log in again.
    setCartAside();
    // Issue 22: the chat, payment traces and every other account-scoped key leave with the session.
    clearAccountData();
    queryClient.clear();
  }, []);

  const endAfterDeletion = useCallback(() => {
    // The server dropped the account's subscriptions; the browser drops its own.
    flushSync(() => setState({ ...SIGNED_OUT, accountDeleted: true }));
    void dropPush(null).catch(() => undefined);
    clearAccountData({ withSetAside: true });
    markAccountDeletedHere(new Date());
    queryClient.clear();
  }, []);

  const updateUser = useCallback((user: SessionUser) => {
    setUser(user);
    setState((current) => (current.status === 'signed-in' ? { ...current, user } : current));
  }, []);

  const session = useMemo<Session>(
    () => ({
      ...state,
      accountDeleted: state.accountDeleted === true,
      login,
      register,
      adopt: (answer: unknown) => start(answer, MESSAGES.auth.loginGeneric),
      logout,
      endAfterDeletion,
      updateUser,
    }),
    [state, login, register, start, logout, endAfterDeletion, updateUser],
  );

  return (
    <SessionContext.Provider value={session}>
      {state.status === 'loading' ? <SessionLoading /> : children}
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user's role as domain/permissions.ts names it, or undefined (none, or unknown). */
export function roleOf(user: SessionUser | null | undefined): Role | undefined {
  const rol = user?.rol;
  return (ROLES as readonly unknown[]).includes(rol) ? (rol as Role) : undefined;
}

function savedSession(): SessionState {
  const token = getToken();
  const user = getUser();
  return token && user ? { status: 'loading', token, user } : SIGNED_OUT;
}

/** After an expiry the helper goes home through the router, not with a full page load. */
function useRouterForExpiry(): void {
  const navigate = useNavigate();
  useEffect(() => setSessionExpiryNavigate((path) => void navigate(path)), [navigate]);
}

/** POST /auth/logout with the session's own token, kept alive past a page change. */
async function endOnServer(token: string | null): Promise<void> {
  if (!token) return;
  await fetch('/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Dispositivo': deviceId() },
    keepalive: true,
  }).catch(() => undefined);
}

const FACTOR_METHODS: readonly FactorMethod[] = ['passkey', 'totp', 'recuperacion'];

/** The factor step an answer asks for (login, the first start), or null. */
export function readFactorChallenge(body: unknown): FactorChallenge | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as Record<string, unknown>;
  const kind =
    answer.enrolamiento_requerido === true ? 'enrol' : answer.factor_requerido === true ? 'factor' : null;
  if (!kind || typeof answer.desafio !== 'string') return null;
  const metodos = Array.isArray(answer.metodos)
    ? FACTOR_METHODS.filter((m) => (answer.metodos as unknown[]).includes(m))
    : [];
  const message = typeof answer.message === 'string' ? answer.message : '';
  return { kind, desafio: answer.desafio, metodos, message };
}

function asUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const user = value as Record<string, unknown>;
  return typeof user.email === 'string' && typeof user.nombre === 'string'
    ? (user as SessionUser)
    : null;
}

function readAuthResponse(body: unknown): { token: string; user: SessionUser } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { token, user } = body as { token?: unknown; user?: unknown };
  const parsedUser = asUser(user);
  return typeof token === 'string' && token !== '' && parsedUser
    ? { token, user: parsedUser }
    : null;
}
