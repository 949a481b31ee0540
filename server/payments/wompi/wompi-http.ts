import { GatewayError } from '../provider';

export interface WompiHttpOptions {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface WompiRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The Bearer key this endpoint takes (public or private, wompi-notes §2.1). */
  key: string;
  body?: unknown;
  /** Names the call in error messages without the URL (a path may carry a key). */
  label: string;
}

/** A 2xx or 4xx answer: the caller decides what a 4xx means for its endpoint. */
export interface WompiAnswer {
  status: number;
  json: unknown;
}

/**
 * Wompi's error body `{ error: { type, reason?, messages? } }` as "TYPE (field, field)", else
 * null. Field names only: the messages may echo what was sent.
 */
export function wompiErrorSummary(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const error = (json as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { type, messages } = error as { type?: unknown; messages?: unknown };
  if (typeof type !== 'string') return null;
  const fields = typeof messages === 'object' && messages !== null ? Object.keys(messages) : [];
  return fields.length > 0 ? `${type} (${fields.join(', ')})` : type;
}

/**
 * One JSON call to the gateway under a timeout. Network failures, timeouts, 5xx and unparseable
 * 2xx bodies become GatewayError; neither the key nor the request body appears in a message.
 */
export async function wompiRequest(
  http: WompiHttpOptions,
  request: WompiRequest,
): Promise<WompiAnswer> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${request.key}`,
  };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  let text: string;
  try {
    // One signal for the whole exchange: a gateway that sends headers then stalls times out too.
    const signal = AbortSignal.timeout(http.timeoutMs);
    response = await http.fetch(`${http.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new GatewayError(
      timedOut
        ? `Wompi ${request.label}: no answer within ${http.timeoutMs} ms`
        : `Wompi ${request.label}: network failure (${error instanceof Error ? error.message : 'unknown'})`,
    );
  }

  let json: unknown = null;
  let readable = true;
  try {
    if (text.trim() !== '') json = JSON.parse(text);
  } catch {
    readable = false;
  }

  if (response.status >= 500) {
    throw new GatewayError(`Wompi ${request.label}: HTTP ${response.status}`, response.status);
  }
  if (response.status >= 200 && response.status < 300 && !readable) {
    throw new GatewayError(`Wompi ${request.label}: unreadable answer`, response.status);
  }
  if (response.status >= 300 && response.status < 400) {
    throw new GatewayError(
      `Wompi ${request.label}: unexpected HTTP ${response.status}`,
      response.status,
    );
  }
  return { status: response.status, json };
}
