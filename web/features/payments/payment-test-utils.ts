import { vi } from 'vitest';
import type { PaymentConfig } from './payments-api';

// Test helpers of the payments feature (not imported by the app).

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal | null;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** An answer that never comes, unless the request is aborted (then fetch rejects as browsers do). */
export function pending(call: RecordedCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}

/**
 * A fetch routed by "METHOD /path-prefix": each route answers with its queued handlers in order,
 * then repeats the last one. Unrouted calls fail the test loudly.
 */
export function routeFetch(routes: Record<string, Handler | Handler[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([k, v]) => [k, Array.isArray(v) ? [...v] : [v]]),
  );
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: RecordedCall = { method, url, headers, body, signal: init.signal };
    calls.push(call);
    const key = [...queues.keys()]
      .filter((k) => {
        const [m, path] = k.split(' ');
        return m === method && path !== undefined && url.startsWith(path);
      })
      .sort((a, b) => b.length - a.length)[0];
    const queue = key ? queues.get(key) : undefined;
    if (!queue || queue.length === 0) throw new Error(`unrouted fetch ${method} ${url}`);
    const handler = queue.length > 1 ? queue.shift()! : queue[0]!;
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The calls whose "METHOD url" starts with `prefix`. */
    callsTo(prefix: string): RecordedCall[] {
      return calls.filter((c) => `${c.method} ${c.url}`.startsWith(prefix));
    },
  };
}

export function paymentConfig(overrides: Partial<PaymentConfig> = {}): PaymentConfig {
  return {
    proveedor: 'sandbox',
    ambiente: 'test',
    tokenizacion: null,
    aceptacion: {
      terminos: { acceptance_token: 'acc-terms-1', permalink: 'https://example.test/terminos.pdf' },
      datos_personales: {
        acceptance_token: 'acc-data-1',
        permalink: 'https://example.test/datos.pdf',
      },
    },
    ...overrides,
  };
}
