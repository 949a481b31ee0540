import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  notFoundPage,
  prerenderedHtml,
  publicPages,
  shellHtml,
  webManifest,
  type PageData,
} from '../../domain/prerendered-pages';
import { workerPageRenderer, type WorkerPageRenderer } from './page-renderer-worker';

/** The build's page renderer (web/prerender.tsx): the markup of one page for the given settings. */
export type PageRenderer = (url: string, data: PageData) => Promise<string>;

/** A response body with its validator: the ETag changes whenever the settings do. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/** Where `npm run build` puts the page renderer, beside the web folder (dist/prerender). */
export const rendererPath = (webDir: string) => join(webDir, '..', 'prerender', 'prerender.js');

/**
 * The build's renderer, run in a worker thread (page-renderer-worker.ts says why), or undefined
 * when the build has none (the pages then stay as built).
 */
export function loadPageRenderer(webDir: string): WorkerPageRenderer | undefined {
  const file = rendererPath(webDir);
  return existsSync(file) ? workerPageRenderer(file) : undefined;
}

const cached = (text: string | Buffer): CachedBody => {
  const body = Buffer.isBuffer(text) ? text : Buffer.from(text);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
};

/**
 * The public pages, the shell and the manifest as the current settings print them (issue 26).
 * Each is drawn on first request and kept until the settings' version changes (this instance's
 * save, or another's NOTIFY ajustes reaching the settings store): the version is read on every
 * request, so no page outlives the settings it shows. Renders run one at a time, because the
 * renderer hands the settings to the page through module state.
 */
export function createPublicPages(options: {
  webDir: string;
  /** What the pages print; may wait for the catalogue's categories (kept in memory). */
  data: () => PageData | Promise<PageData>;
  /** Changes whenever `data` does: the settings' version and the categories' ETag. */
  version: () => string | number | Promise<string | number>;
  render: PageRenderer | undefined;
}) {
  const { webDir } = options;
  const shell = readFileSync(join(webDir, 'index.html'), 'utf8');
  // The shell's one stylesheet, inlined into the pages (no request before their first paint).
  const cssHref = /<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/.exec(shell)?.[1];
  const css =
    cssHref && existsSync(join(webDir, cssHref))
      ? readFileSync(join(webDir, cssHref), 'utf8')
      : undefined;
  const manifestFile = join(webDir, 'manifest.webmanifest');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>)
    : undefined;
  // A build without the prerender step (or an old one) still works: those pages get the shell.
  const built = (file: string) =>
    cached(existsSync(join(webDir, file)) ? readFileSync(join(webDir, file)) : shell);

  let version: string | number = Number.NaN;
  let entries = new Map<string, Promise<CachedBody>>();
  let queue: Promise<unknown> = Promise.resolve();
  const current = async () => {
    const now = await options.version();
    if (now !== version) {
      version = now;
      entries = new Map();
    }
    return entries;
  };
  const memo = async (key: string, make: () => Promise<CachedBody>) => {
    const map = await current();
    let entry = map.get(key);
    if (!entry) {
      entry = make();
      // A failed render is tried again by the next request, not kept.
      entry.catch(() => map.delete(key));
      map.set(key, entry);
    }
    return entry;
  };
  const renderPage = async (path: string) => {
    const data = await options.data();
    const page =
      publicPages(data.ajustes).find((candidate) => candidate.path === path) ??
      notFoundPage(data.ajustes);
    const render = options.render;
    if (!render) return Promise.resolve(built(page.file));
    const next = queue.then(async () =>
      cached(prerenderedHtml(shell, page, await render(page.path, data), css, data)),
    );
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    /** A public page by its path (`prerenderedPageFor`), or the 404 page for any other. */
    page: (path: string) => memo(path, () => renderPage(path)),
    shell: () => memo('shell', async () => cached(shellHtml(shell, (await options.data()).ajustes))),
    manifest: () =>
      manifest
        ? memo('manifest', async () =>
            cached(JSON.stringify(webManifest(manifest, (await options.data()).ajustes))),
          )
        : undefined,
  };
}

export type PublicPages = ReturnType<typeof createPublicPages>;
