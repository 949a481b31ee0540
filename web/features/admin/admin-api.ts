import { MESSAGES } from '../../../domain/messages';
import { NEXT_CURSOR_HEADER } from '../../../domain/admin-views';
import { ApiError, apiRequest, handleSessionExpiry } from '../../app/api-client';
import { getToken } from '../../app/storage';
import { fetchRetryingShed } from '../../app/shed-retry';

export { apiRequest, ApiError };

export interface Page<T> {
  rows: T[];
  next: string | null;
}

/** GET of a paged admin list: the rows and the X-Next-Cursor of the next page (null on the last). */
export async function getPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetchRetryingShed(path, { headers, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(MESSAGES.api.connecting, 0, 'NETWORK_ERROR');
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const record = (body ?? {}) as { error?: string; code?: string };
    if (response.status === 401) handleSessionExpiry();
    throw new ApiError(
      record.error ?? MESSAGES.api.httpError(response.status, response.statusText),
      response.status,
      record.code,
    );
  }
  return {
    rows: Array.isArray(body) ? (body as T[]) : [],
    next: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/** A query string from the set values (undefined, null and '' are left out). */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The Spanish message of a failed call. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
