/**
 * A loaded server sheds requests with 503 and `Retry-After` (server/http/overload.ts, the drain
 * of a restart). A read asks again after the time it was told instead of showing "HTTP 503" as a
 * broken screen (issue 42); a write never repeats here (its Idempotency-Key path decides that).
 */
const READS = new Set(['GET', 'HEAD']);
/** Attempts in all, the first included: past them the 503 reaches the screen. */
export const SHED_ATTEMPTS = 4;
/** The longest wait honoured: a server asking for more is treated as down. */
export const SHED_MAX_WAIT_MS = 10_000;

/** Milliseconds a `Retry-After` asks for (seconds or an HTTP date), null when it says nothing usable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** `fetch`, with a read shed by the server asked again after its `Retry-After`. */
export async function fetchRetryingShed(path: string, init: RequestInit): Promise<Response> {
  const read = READS.has((init.method ?? 'GET').toUpperCase());
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(path, init);
    if (!read || response.status !== 503 || attempt >= SHED_ATTEMPTS) return response;
    const wait = retryAfterMs(response.headers.get('retry-after'));
    if (wait === null || wait > SHED_MAX_WAIT_MS) return response;
    await response.body?.cancel().catch(() => undefined);
    await pause(wait, init.signal);
  }
}
