import { MESSAGES } from '../../domain/messages';
import { toast } from '../ui/toast';
import {
  cartOwnerOf,
  clearSession,
  deviceId,
  dropCartNotOwnedBy,
  getCart,
  getCartTemp,
  getCartTempOwner,
  getToken,
  getUser,
  removeCart,
  removeCartTemp,
  setCart,
  setCartTemp,
} from './storage';
import { fetchRetryingShed } from './shed-retry';

/**
 * The shared API helper (customer spec §4, §8): JSON in and out, the bearer token from local
 * storage, one error type, and the session-expiry handling on 401/403.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiRequestOptions {
  /** Sent as `Idempotency-Key` (POST /orders, POST /api/crear-pago). */
  idempotencyKey?: string;
  /** false for calls whose 401/403 is not an expired session (login, register). */
  handleSessionExpiry?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    /** The parsed error body, for answers that carry more (409 PRICES_CHANGED's `precios`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/**
 * The server's own reason for a refusal (`error` of its JSON answer), or null when it gave none
 * (a lost connection, an HTML error page, an empty body): callers then show their generic message.
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null)
    return null;
  const reason = (error.body as Record<string, unknown>).error;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : null;
}

/** What to tell the person: the connection message, else the server's reason, else `fallback`. */
export function reasonOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return serverReason(error) ?? fallback;
}

export const SESSION_EXPIRY_REDIRECT_MS = 2_000;

/** Window event raised when a session ends without a logout (expiry), so the session state follows. */
export const SESSION_ENDED_EVENT = 'superconjunto:session-ended';

/** Tells the app the stored session is gone (the session provider flips to signed out). */
export function announceSessionEnded(): void {
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

type Navigate = (path: string) => void;
const defaultNavigate: Navigate = (path) => window.location.assign(path);
let navigate: Navigate = defaultNavigate;

/** Replaces how the helper goes home after a session expires; returns a function that restores it. */
export function setSessionExpiryNavigate(next: Navigate): () => void {
  navigate = next;
  return () => {
    navigate = defaultNavigate;
  };
}

/** Sets the cart aside, clears the session, shows the red toast and goes home after 2 s. */
export function handleSessionExpiry(): void {
  setCartAside();
  clearSession();
  announceSessionEnded();
  toast.sessionExpired();
  setTimeout(() => navigate('/'), SESSION_EXPIRY_REDIRECT_MS);
}

/** Goes home the way the session-expiry handling does (the router's navigate when one is set). */
export function navigateHome(): void {
  navigate('/');
}

/**
 * Sets the signed-in resident's cart aside (session expiry, logout) under its owner and takes it
 * out of view, so the next account on this browser never sees it (issue 15).
 */
export function setCartAside(): void {
  const cart = getCart();
  const user = getUser();
  if (cart.length > 0) setCartTemp(cart, user ? cartOwnerOf(user) : null);
  removeCart();
}

/**
 * At login: puts back the cart set aside for this resident, says so, and returns how many products
 * it holds. A cart in view or set aside for someone else is never shown: the first goes, the second
 * waits for its owner.
 */
export function restoreCartAfterLogin(owner: string): number {
  dropCartNotOwnedBy(owner);
  const saved = getCartTemp();
  if (saved === null) return 0;
  const savedOwner = getCartTempOwner();
  if (savedOwner !== owner) {
    // An unowned copy (kept before carts had owners) could be anyone's: it is not shown.
    if (savedOwner === null) removeCartTemp();
    return 0;
  }
  removeCartTemp();
  const count = saved.reduce((sum, item) => sum + item.cantidad, 0);
  if (count === 0) return 0;
  setCart(saved);
  toast.success(MESSAGES.api.cartRestored(count));
  return count;
}

/** Calls that open or end a session name this browser's device (issue 39). */
const DEVICE_PATHS = ['/auth/', '/api/configuracion-inicial'];

const writeListeners = new Set<(path: string) => void>();

/**
 * Calls `listener` after every write this tab makes successfully (any method but GET): screens
 * that summarise the shop (the panel's "Primeros pasos", issue 41) read again at once, whichever
 * section made the change. Returns the unsubscribe.
 */
export function onApiWrite(listener: (path: string) => void): () => void {
  writeListeners.add(listener);
  return () => void writeListeners.delete(listener);
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (DEVICE_PATHS.some((prefix) => path.startsWith(prefix))) headers['X-Dispositivo'] = deviceId();
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetchRetryingShed(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(MESSAGES.api.connecting, 0, 'NETWORK_ERROR');
  }

  const payload = await readPayload(response);
  if (response.ok) {
    if (method !== 'GET') for (const listener of writeListeners) listener(path);
    return payload as T;
  }

  const { error, code, fields } = errorFields(payload);
  // A 403 FORBIDDEN is a valid session without the right role (DESIGN §4): not an expiry.
  const expired = (response.status === 401 || response.status === 403) && code !== 'FORBIDDEN';
  if (expired && options.handleSessionExpiry !== false) {
    handleSessionExpiry();
    throw new ApiError(MESSAGES.api.sessionExpired, response.status, code ?? 'SESSION_EXPIRED');
  }
  throw new ApiError(
    error ?? MESSAGES.api.httpError(response.status, response.statusText),
    response.status,
    code,
    fields,
    payload,
  );
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFields(payload: unknown): {
  error?: string;
  code?: string;
  fields?: Record<string, string>;
} {
  if (typeof payload !== 'object' || payload === null) return {};
  const record = payload as Record<string, unknown>;
  return {
    error: typeof record.error === 'string' && record.error !== '' ? record.error : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
    fields:
      typeof record.fields === 'object' && record.fields !== null
        ? (record.fields as Record<string, string>)
        : undefined,
  };
}
