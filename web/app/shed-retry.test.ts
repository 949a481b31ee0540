import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import { retryAfterMs, SHED_ATTEMPTS } from './shed-retry';

// Issue 42: a loaded run showed "HTTP 503: GET /auth/profile" as a broken admin screen; a read the
// server shed is asked again after the time it named.

const fetchMock = vi.fn<typeof fetch>();

function shed(retryAfter: string | null) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify({ error: 'El servidor está ocupado', code: 'OVERLOADED' }), {
      status: 503,
      headers: {
        'content-type': 'application/json',
        ...(retryAfter === null ? {} : { 'retry-after': retryAfter }),
      },
    }),
  );
}

function ok(body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reads shed by the server', () => {
  it('asks again after Retry-After and answers what the second try got', async () => {
    shed('2');
    ok({ nombre: 'Ana' });
    const answer = apiRequest<{ nombre: string }>('GET', '/auth/profile');
    await vi.advanceTimersByTimeAsync(1_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(answer).resolves.toEqual({ nombre: 'Ana' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after a few attempts and then shows the server’s reason', async () => {
    for (let i = 0; i < SHED_ATTEMPTS; i++) shed('1');
    const answer = apiRequest('GET', '/orders').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(SHED_ATTEMPTS * 1_000);
    const error = (await answer) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(503);
    expect(error.message).toBe('El servidor está ocupado');
    expect(fetchMock).toHaveBeenCalledTimes(SHED_ATTEMPTS);
  });

  it('never repeats a write, nor a 503 that names no time', async () => {
    shed('1');
    await expect(apiRequest('POST', '/orders', { x: 1 })).rejects.toMatchObject({ status: 503 });
    shed(null);
    await expect(apiRequest('GET', '/orders')).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops waiting when the read is cancelled', async () => {
    shed('5');
    const controller = new AbortController();
    const answer = apiRequest('GET', '/orders', undefined, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await answer).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-12-07T20:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs('Mon, 07 Dec 2026 20:00:03 GMT', now)).toBe(3_000);
    expect(retryAfterMs('pronto', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('-1', now)).toBeNull();
  });
});
