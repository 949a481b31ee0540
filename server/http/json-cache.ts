import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A hot read list kept as ready bytes with its ETag (PGlite answers one query at a time,
 * so reading the catalogue per request would cap the shop at a few hundred requests a second).
 * The bytes are compressed at most once per version and encoding, not once per request: the
 * catalogue is ~28 KB of JSON and compressing it on every request cost most of its throughput.
 * Every write that changes what the list shows calls `invalidate()`; a load that started before
 * an invalidation is never stored, so a stale list cannot survive a write that raced with it.
 */
export interface CachedJson {
  get(): Promise<CachedBody>;
  invalidate(): void;
}

export interface CachedBody {
  body: Buffer;
  /** Compressed on first use and kept for this version (a getter: most versions never need both). */
  readonly gzip: Buffer;
  readonly brotli: Buffer;
  etag: string;
}

/** Below this size compression is not worth a header (same threshold as @fastify/compress). */
const COMPRESS_THRESHOLD = 1024;

/**
 * The body, its ETag, and its two compressions made lazily, each once per version. Every order
 * invalidates the catalogue (its stock), so at an evening peak a version lives a fraction of a
 * second: compressing both encodings up front at gzip level 9 was ~5 % of the server's CPU in
 * the soak (issue 27), for clients of whom most ask for brotli only. Level 6 is zlib's default:
 * a quarter of level 9's time here for the same size within a few bytes.
 */
export function encodeBody(data: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(data), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const large = body.length >= COMPRESS_THRESHOLD;
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    body,
    etag,
    get gzip() {
      gzip ??= large ? gzipSync(body, { level: 6 }) : body;
      return gzip;
    },
    get brotli() {
      brotli ??= large
        ? brotliCompressSync(body, {
            params: {
              // Quality 6 costs under half a millisecond here; 11 costs ~27 ms for 5 % less.
              [zlib.BROTLI_PARAM_QUALITY]: 6,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            },
          })
        : body;
      return brotli;
    },
  };
}

export function cachedJson(load: () => Promise<unknown>): CachedJson {
  let version = 0;
  let current: { version: number; value: Promise<CachedBody> } | undefined;

  return {
    get() {
      if (current && current.version === version) return current.value;
      const startedAt = version;
      const value = load().then(encodeBody);
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

/** The encoding to answer with: brotli, then gzip, when the client accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Sends a cached body, answering 304 when the browser already holds this version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply
    .header('etag', cached.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    cached.body.length >= COMPRESS_THRESHOLD
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  // The content-encoding header tells @fastify/compress the body is already compressed.
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(cached.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(cached.gzip);
  return reply.send(cached.body);
}
