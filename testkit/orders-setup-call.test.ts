import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './orders-setup';

/** A server that refuses its first `refusals` requests as overloaded, then answers 200. */
let server: Server;
let baseUrl = '';
let refusals = 0;
let served = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    served += 1;
    if (request.url === '/busy' && refusals > 0) {
      refusals -= 1;
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      response.end(JSON.stringify({ error: 'Hay muchas personas…', code: 'OVERLOADED' }));
      return;
    }
    if (request.url === '/down') {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'Cerrando', code: 'SHUTTING_DOWN' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('bench setup requests', () => {
  it('ask again after an OVERLOADED refusal, which did nothing', async () => {
    refusals = 1;
    served = 0;
    const answer = await call(baseUrl, 'POST', '/busy', { body: {} });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(served).toBe(2);
  });

  it('fail at once on any other refusal, with the server answer', async () => {
    served = 0;
    await expect(call(baseUrl, 'GET', '/down')).rejects.toThrow(/status 503 .*SHUTTING_DOWN/);
    expect(served).toBe(1);
  });
});
