import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { symbols } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

/**
 * Issue 41: the first `GET /` of an empty shop redirected to the setup and then sent the page
 * over the redirect, logging FST_ERR_REP_ALREADY_SENT. The log is read from the logger's own
 * stream, which every request's child logger shares.
 */
describe('the store paths of a shop without an administrator', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-web-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="es"><div id="root"></div></html>',
    );
    t = await buildTestApp({ config: { webDir: dir, logLevel: 'info' } });
    const stream = (t.app.log as unknown as Record<symbol, { write(line: string): boolean }>)[
      symbols.streamSym
    ];
    if (!stream) throw new Error('no logger stream');
    vi.spyOn(stream, 'write').mockImplementation((line: string) => {
      lines.push(line);
      return true;
    });
  });
  afterAll(() => t.close());

  it('redirects / and /app to the setup once, with nothing sent twice', async () => {
    for (const url of ['/', '/app', '/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/configuracion-inicial');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/FST_ERR_REP_ALREADY_SENT|already sent/i);
  });
});
