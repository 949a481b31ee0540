import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { isAdministration, registerAdmission } from './admission';

/**
 * A server whose `/lento/:n` answers only when the test releases n, and says who arrived at the
 * door and who started.
 */
async function server(limit: number) {
  // The client's kept-alive sockets are closed with the server, not waited for.
  const app = Fastify({ forceCloseConnections: true });
  const arrived: string[] = [];
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const opened = (name: string) =>
    new Promise<void>((resolve) => {
      started.push(name);
      gates.set(name, resolve);
    });
  const left: string[] = [];
  app.addHook('onRequest', async (request) => {
    arrived.push(request.url.split('/').at(-1) ?? '');
  });
  app.addHook('onRequestAbort', async (request) => {
    left.push(request.url.split('/').at(-1) ?? '');
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
  /**
   * Sends a request and resolves once the server has seen it, so the arrival order is the order
   * of the calls whatever the machine's load; the answer is in `answer`.
   */
  const send = async (path: string, init?: RequestInit) => {
    const name = path.split('/').at(-1) ?? '';
    const answer = fetch(`${base}${path}`, init);
    answer.catch(() => {});
    await until(() => arrived.includes(name));
    return { answer };
  };
  return { app, base, arrived, left, started, release, send };
}

/** Polls until `holds` (a loaded machine may take a while; a real hang fails the test's timeout). */
async function until(holds: () => boolean): Promise<void> {
  while (!holds()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('admission at the door', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('lets in `limit` requests, then the next in arrival order as each one ends', async () => {
    const s = await server(2);
    app = s.app;
    const answers: Array<Promise<Response>> = [];
    for (const n of ['a', 'b', 'c', 'd']) answers.push((await s.send(`/lento/${n}`)).answer);
    await until(() => s.started.length >= 2);
    expect(s.started).toEqual(['a', 'b']);
    s.release('b');
    await until(() => s.started.length >= 3);
    expect(s.started).toEqual(['a', 'b', 'c']);
    s.release('a');
    await until(() => s.started.length >= 4);
    expect(s.started).toEqual(['a', 'b', 'c', 'd']);
    s.release('c');
    s.release('d');
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it('never holds an unqueued route, even with every place taken', async () => {
    const s = await server(1);
    app = s.app;
    const held = (await s.send('/lento/a')).answer;
    await until(() => s.started.includes('a'));
    expect((await fetch(`${s.base}/libre`)).status).toBe(200);
    s.release('a');
    expect((await held).status).toBe(200);
  });

  it('gives no place to a client that left while waiting, and keeps the line moving', async () => {
    const s = await server(1);
    app = s.app;
    const first = (await s.send('/lento/a')).answer;
    await until(() => s.started.includes('a'));
    const leaving = new AbortController();
    const gone = (await s.send('/lento/b', { signal: leaving.signal })).answer.catch(() => 'gone');
    leaving.abort();
    expect(await gone).toBe('gone');
    await until(() => s.left.includes('b'));
    const next = (await s.send('/lento/c')).answer;
    // b left before its turn: it never starts, and c waits only for a.
    expect(s.started).toEqual(['a']);
    s.release('a');
    await until(() => s.started.length >= 2);
    expect(s.started).toEqual(['a', 'c']);
    s.release('c');
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
  });

  it('lets the administrators’ requests ahead of the residents waiting, in their own order', async () => {
    const s = await server(1);
    app = s.app;
    const answers: Array<Promise<Response>> = [];
    for (const path of ['/lento/a', '/lento/b', '/api/admin/lento/x', '/api/admin/lento/y'])
      answers.push((await s.send(path)).answer);
    await until(() => s.started.length >= 1);
    expect(s.started).toEqual(['a']);
    for (const [n, next] of [['a', 2], ['x', 3], ['y', 4]] as const) {
      s.release(n);
      await until(() => s.started.length >= next);
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
