import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../domain/settings';
import { workerPageRenderer } from './page-renderer-worker';

// A stand-in for the build's renderer that, like React's, runs inside an AsyncLocalStorage, and
// says which thread drew the page.
const RENDERER = `
import { AsyncLocalStorage } from 'node:async_hooks';
import { isMainThread, threadId } from 'node:worker_threads';
const storage = new AsyncLocalStorage();
export async function renderPage(url, data) {
  if (url === '/falla') throw new Error('no se pudo dibujar');
  return storage.run({ url }, async () => {
    await Promise.resolve();
    return \`<p>\${storage.getStore().url} \${data.ajustes.tienda.nombre} main=\${isMainThread} thread=\${threadId}</p>\`;
  });
}
`;

const folder = mkdtempSync(join(tmpdir(), 'page-renderer-'));
const file = join(folder, 'prerender.js');
writeFileSync(file, RENDERER);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const data = { ajustes: DEFAULT_SETTINGS, ventana: 'always' } as never;
const threadOf = (html: string) => /thread=(\d+)/.exec(html)?.[1];

describe('workerPageRenderer', () => {
  it('draws pages off the main thread, one worker for a burst of pages', async () => {
    const renderer = workerPageRenderer(file, 60_000);
    try {
      const [a, b] = await Promise.all([
        renderer.render('/terminos', data),
        renderer.render('/privacidad', data),
      ]);
      expect(a).toContain(`/terminos ${DEFAULT_SETTINGS.tienda.nombre} main=false`);
      expect(b).toContain('/privacidad');
      expect(threadOf(a)).toBe(threadOf(b));
    } finally {
      await renderer.close();
    }
  });

  it('reports a page that fails and keeps drawing the others', async () => {
    const renderer = workerPageRenderer(file, 60_000);
    try {
      await expect(renderer.render('/falla', data)).rejects.toThrow(/no se pudo dibujar/);
      await expect(renderer.render('/terminos', data)).resolves.toContain('/terminos');
    } finally {
      await renderer.close();
    }
  });

  it('ends the worker when idle and starts another for the next page', async () => {
    const renderer = workerPageRenderer(file, 50);
    try {
      const first = threadOf(await renderer.render('/terminos', data));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = threadOf(await renderer.render('/terminos', data));
      expect(second).not.toBe(first);
    } finally {
      await renderer.close();
    }
  });

  it('release: ends the worker once the pages waiting are drawn, not after its idle delay', async () => {
    const renderer = workerPageRenderer(file, 60_000);
    try {
      const drawing = Promise.all([renderer.render('/terminos', data), renderer.render('/privacidad', data)]);
      renderer.release();
      const [a, b] = await drawing;
      expect(b).toContain('/privacidad');
      // With a 60 s idle delay the same worker would draw the next page; released, a new one does.
      const next = threadOf(await renderer.render('/terminos', data));
      expect(next).not.toBe(threadOf(a));
      renderer.release();
      const after = threadOf(await renderer.render('/terminos', data));
      expect(after).not.toBe(next);
    } finally {
      await renderer.close();
    }
  });
});
