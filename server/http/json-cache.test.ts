import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cachedJson, pickEncoding } from './json-cache';

describe('cachedJson', () => {
  it('loads once while nothing changes', async () => {
    let loads = 0;
    const cache = cachedJson(async () => ({ n: ++loads }));
    const a = await cache.get();
    const b = await cache.get();
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(JSON.parse(a.body.toString())).toEqual({ n: 1 });
  });

  it('reloads after an invalidation and changes the etag', async () => {
    let n = 0;
    const cache = cachedJson(async () => ({ n: ++n }));
    const first = await cache.get();
    cache.invalidate();
    const second = await cache.get();
    expect(JSON.parse(second.body.toString())).toEqual({ n: 2 });
    expect(second.etag).not.toBe(first.etag);
  });

  it('never keeps a load that raced with an invalidation', async () => {
    let stock = 5;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const cache = cachedJson(async () => {
      calls += 1;
      const seen = stock;
      if (calls === 1) await gate;
      return { stock: seen };
    });
    const racing = cache.get();
    stock = 4;
    cache.invalidate();
    release();
    await racing;
    expect(JSON.parse((await cache.get()).body.toString())).toEqual({ stock: 4 });
  });

  it('retries after a failed load', async () => {
    let fail = true;
    const cache = cachedJson(async () => {
      if (fail) throw new Error('db down');
      return { ok: true };
    });
    await expect(cache.get()).rejects.toThrow('db down');
    fail = false;
    expect(JSON.parse((await cache.get()).body.toString())).toEqual({ ok: true });
  });

  it('keeps brotli and gzip bytes that decode to the same JSON', async () => {
    const data = {
      items: Array.from({ length: 200 }, (_, i) => ({ id: i, nombre: `Producto ${i}` })),
    };
    const cached = await cachedJson(async () => data).get();
    expect(JSON.parse(gunzipSync(cached.gzip).toString())).toEqual(data);
    expect(JSON.parse(brotliDecompressSync(cached.brotli).toString())).toEqual(data);
    expect(cached.brotli.length).toBeLessThan(cached.body.length / 3);
  });

  it('compresses each encoding once per version, when first asked for', async () => {
    const data = { items: Array.from({ length: 200 }, (_, i) => ({ id: i })) };
    const cache = cachedJson(async () => data);
    const first = await cache.get();
    // Same bytes object on every read of one version: compressed once, not per request.
    expect(first.brotli).toBe((await cache.get()).brotli);
    expect(first.gzip).toBe(first.gzip);
    cache.invalidate();
    expect((await cache.get()).brotli).not.toBe(first.brotli);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'gzip'],
    ['gzip;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
