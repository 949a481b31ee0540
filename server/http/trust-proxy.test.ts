import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/app';

/**
 * Issue 46: the client address behind every per-IP limit. Forwarded headers are believed only
 * from the proxies TRUST_PROXY names; a published container port makes every internet client
 * arrive from a private address, so "any private peer" is no proxy list.
 */
describe('per-IP limits and X-Forwarded-For (issue 46)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function app(trustProxy: AppConfig['trustProxy']) {
    t = await buildTestApp({ config: { trustProxy, chatLimits: { perIp: 2, perUser: 100 } } });
    return t;
  }
  const chat = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/chat',
      payload: { mensaje: 'hola' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it.each(['127.0.0.1', '10.0.0.5', '172.17.0.1', '192.168.1.9', 'fd00::5'])(
    'keeps a peer at %s in its own bucket whatever X-Forwarded-For says, with TRUST_PROXY=false',
    async (peer) => {
      const shop = await app(false);
      expect((await chat(shop, peer, '203.0.113.1')).statusCode).toBe(200);
      expect((await chat(shop, peer, '203.0.113.2')).statusCode).toBe(200);
      const third = await chat(shop, peer, '203.0.113.3');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    },
  );

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY lists', async () => {
    const shop = await app('127.0.0.1,10.9.0.0/16');
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await chat(shop, '127.0.0.1', client)).statusCode).toBe(200);
    expect((await chat(shop, '10.9.4.4', '203.0.113.4')).statusCode).toBe(200);
    expect((await chat(shop, '10.0.0.5', '203.0.113.5')).statusCode).toBe(200);
    expect((await chat(shop, '10.0.0.5', '203.0.113.6')).statusCode).toBe(200);
    expect((await chat(shop, '10.0.0.5', '203.0.113.7')).statusCode).toBe(429);
  });

  it('believes every peer with TRUST_PROXY=true, as Fastify does', async () => {
    const shop = await app(true);
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      expect((await chat(shop, '198.51.100.9', client)).statusCode).toBe(200);
  });
});
