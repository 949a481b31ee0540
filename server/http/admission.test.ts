import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { isAdministration, registerAdmission } from './admission';

/** A server whose `/lento/:n` answers only when the test releases n, and says who started. */
async function server(limit: number) {
  // The client's kept-alive sockets are closed with the server, not waited for.
  const app = Fastify({ forceCloseConnections: true });
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const opened = (name: string) =>
    new Promise<void>((resolve) => {
      started.push(name);
      gates.set(name, resolve);
    });
  registerAdmission(app, limit);
  app.get('/lento/:n', async (request) => {
    const { n } = request.params as { n: string };
    await opened(n);
    return { n };
  });
  app.get('/libre', { config: { unqueued: true } }, async () => ({ libre: true }));
  app.get('/api/admin/lento/:n', async (request) => {
    const { n } = request.params as { n: string };
    await opened(n);
    return { n };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const release = (name: string) => gates.get(name)?.();
  return { app, base, started, release };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('admission at the door', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('lets in `limit` requests, then the next in arrival order as each one ends', async () => {
    const s = await server(2);
    app = s.app;
    const answers = ['a', 'b', 'c', 'd'].map(async (n) => {
      const answer = await fetch(`${s.base}/lento/${n}`);
      return answer.status;
    });
    await settle();
    expect(s.started).toEqual(['a', 'b']);
    s.release('b');
    await settle();
    expect(s.started).toEqual(['a', 'b', 'c']);
    s.release('a');
    await settle();
    expect(s.started).toEqual(['a', 'b', 'c', 'd']);
    s.release('c');
    s.release('d');
    expect(await Promise.all(answers)).toEqual([200, 200, 200, 200]);
  });

  it('never holds an unqueued route, even with every place taken', async () => {
    const s = await server(1);
    app = s.app;
    const held = fetch(`${s.base}/lento/a`);
    await settle();
    expect((await fetch(`${s.base}/libre`)).status).toBe(200);
    s.release('a');
    expect((await held).status).toBe(200);
  });

  it('gives no place to a client that left while waiting, and keeps the line moving', async () => {
    const s = await server(1);
    app = s.app;
    const first = fetch(`${s.base}/lento/a`);
    await settle();
    const leaving = new AbortController();
    const gone = fetch(`${s.base}/lento/b`, { signal: leaving.signal }).catch(() => 'gone');
    await settle();
    leaving.abort();
    expect(await gone).toBe('gone');
    const next = fetch(`${s.base}/lento/c`);
    await settle();
    // b left before its turn: it never started, and c waits only for a.
    expect(s.started).toEqual(['a']);
    s.release('a');
    await settle();
    expect(s.started).toEqual(['a', 'c']);
    s.release('c');
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
  });

  it('lets the administrators’ requests ahead of the residents waiting, in their own order', async () => {
    const s = await server(1);
    app = s.app;
    const answers = [
      fetch(`${s.base}/lento/a`),
      fetch(`${s.base}/lento/b`),
      fetch(`${s.base}/api/admin/lento/x`),
      fetch(`${s.base}/api/admin/lento/y`),
    ];
    await settle();
    expect(s.started).toEqual(['a']);
    for (const next of ['a', 'x', 'y']) {
      s.release(next);
      await settle();
    }
    expect(s.started).toEqual(['a', 'x', 'y', 'b']);
    s.release('b');
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it('tells the administrators’ paths from the residents’', () => {
    expect(isAdministration('/api/admin/pedidos/3/etapa')).toBe(true);
    expect(isAdministration('/admin/users?q=ana')).toBe(true);
    expect(isAdministration('/orders?limite=20')).toBe(false);
    expect(isAdministration('/api/administrar')).toBe(false);
  });
});
