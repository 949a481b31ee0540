import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log';

/** Issue 46: admin searches put cédulas and e-mails in the log through their query strings. */
describe('one log line per request', () => {
  async function logged(url: string) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream },
      logController: new OneLinePerRequest(),
    });
    app.get('/api/admin/usuarios', async () => ({ ok: true }));
    app.get('/api/admin/usuarios/:cedula', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url });
    await app.close();
    return lines.filter((line) => line.msg === 'request');
  }

  it('logs the route pattern and the query keys, never their values', async () => {
    const [line] = await logged('/api/admin/usuarios?buscar=52123456&email=ana%40example.com');
    expect(line).toMatchObject({
      method: 'GET',
      url: '/api/admin/usuarios?buscar=~&email=~',
      status: 200,
    });
    expect(JSON.stringify(line)).not.toMatch(/52123456|ana/);
  });

  it('logs a path parameter as its pattern', async () => {
    const [line] = await logged('/api/admin/usuarios/52123456');
    expect(line).toMatchObject({ url: '/api/admin/usuarios/:cedula', status: 200 });
  });

  it('logs an unknown address without its query', async () => {
    const [line] = await logged('/no-existe?cedula=52123456');
    expect(line).toMatchObject({ url: '/no-existe?cedula=~', status: 404 });
    expect(JSON.stringify(line)).not.toContain('52123456');
  });
});
