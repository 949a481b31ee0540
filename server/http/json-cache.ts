import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A hot read list kept as a ready JSON string with its ETag (PGlite answers one query at a time,
 * so reading the catalogue per request would cap the shop at a few hundred requests a second).
 * Every write that changes what the list shows calls `invalidate()`; a load that started before
 * an invalidation is never stored, so a stale list cannot survive a write that raced with it.
 */
export interface CachedJson {
  get(): Promise<CachedBody>;
  invalidate(): void;
}

export interface CachedBody {
  body: string;
  etag: string;
}

export function cachedJson(load: () => Promise<unknown>): CachedJson {
  let version = 0;
  let current: { version: number; value: Promise<CachedBody> } | undefined;

  return {
    get() {
      if (current && current.version === version) return current.value;
      const startedAt = version;
      const value = load().then((data) => {
        const body = JSON.stringify(data);
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        return { body, etag };
      });
      current = { version: startedAt, value };
      // A failed load must not be served forever: forget it so the next request retries.
      value.catch(() => {
        if (current?.value === value) current = undefined;
      });
      return value;
    },
    invalidate() {
      version += 1;
    },
  };
}

/** Sends a cached body, answering 304 when the browser already holds this version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
