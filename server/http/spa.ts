import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  prerenderedPageFor,
  type PageData,
} from '../../domain/prerendered-pages';
import { FIRST_START_PATH, isKnownPagePath, PAGE_ALIASES } from '../../domain/routes';
import {
  createPublicPages,
  loadPageRenderer,
  type CachedBody,
  type PageRenderer,
} from './public-pages';

/** The store's entry paths: the ones a newcomer opens. */
const SHOP_PATHS = new Set(['/', '/app']);

export interface SpaOptions {
  /** The settings (and categories) the pages print, read on every request (from memory). */
  data: () => PageData | Promise<PageData>;
  /** The settings' version (and the categories'): a new one draws the pages again. */
  version: () => string | number | Promise<string | number>;
  /** The page renderer; by default the build's (dist/prerender), else the pages as built. */
  render?: PageRenderer | undefined;
  /** True while the shop has no administrator yet (issue 26, `SEED=none`). */
  setupOpen?: () => Promise<boolean>;
}

/**
 * Serves the built SPA: hashed files under /assets/ are immutable for a year; everything else
 * (images, robots.txt) is revalidated. The public pages, the 404 page, the shell (index.html) and
 * the manifest print the shop's current settings (issue 26): drawn again when they change, sent
 * with an ETag that changes with them. Other page paths get the shell (see
 * registerErrorHandling), and unknown ones the 404 page with a real 404 status.
 *
 * While `setupOpen` says the shop has no administrator yet, the store's paths redirect to the
 * one-time setup: the browser asks nothing, so a shop with an administrator pays no request for
 * it (the gate remembers the answer once an administrator exists).
 */
export async function registerSpa(app: FastifyInstance, webDir: string, options: SpaOptions) {
  const indexHtml = readFileSync(join(webDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    // @fastify/static 9 (Node 20, issue 42) hands the raw response, not Fastify's reply.
    setHeaders(response, path) {
      response.setHeader(
        'cache-control',
        path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const built = options.render ? undefined : loadPageRenderer(webDir);
  if (built) app.addHook('onClose', async () => built.close());
  const pages = createPublicPages({
    webDir,
    data: options.data,
    version: options.version,
    render: options.render ?? built?.render,
  });
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: Promise<CachedBody>,
    type = 'text/html; charset=utf-8',
  ) => {
    let value: CachedBody;
    try {
      value = await body;
    } catch (error) {
      // A page that cannot be drawn still answers: the shell, which draws it in the browser.
      request.log.error({ err: error }, 'page not rendered');
      value = { body: indexHtml, etag: '' };
    }
    reply.header('cache-control', 'no-cache').type(type);
    if (value.etag) {
      reply.header('etag', value.etag);
      if (request.headers['if-none-match'] === value.etag && reply.statusCode === 200)
        return reply.status(304).send();
    }
    return reply.send(value.body);
  };
  const sendIndex = (reply: FastifyReply) => send(reply.request, reply, pages.shell());
  // Answers whether it redirected. Not the reply itself: a Fastify reply is a thenable, so an
  // async function returning it resolves to what the reply's `then` gives (nothing), and the
  // caller went on to send the page over the redirect (FST_ERR_REP_ALREADY_SENT, issue 41).
  const toSetup = async (reply: FastifyReply): Promise<boolean> => {
    if ((await options.setupOpen?.()) !== true) return false;
    void reply.header('cache-control', 'no-store').redirect(FIRST_START_PATH, 302);
    return true;
  };
  /** Any other path: the 404 page, with a real 404 status for crawlers. */
  const sendPageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const alias = PAGE_ALIASES[path.replace(/\/+$/, '')];
    if (alias) return reply.redirect(`${alias}${request.url.slice(path.length)}`, 301);
    if (SHOP_PATHS.has(path.replace(/\/+$/, '') || '/')) {
      if (await toSetup(reply)) return reply;
    }
    const page = prerenderedPageFor(path);
    if (page) return send(request, reply, pages.page(page.path));
    return isKnownPagePath(path)
      ? sendIndex(reply)
      : send(request, reply.status(404), pages.page(NOT_FOUND_PAGE.path));
  };
  // The first visitor after a start should not wait for a render: draw the pages once the
  // settings are loaded (onReady), without holding the start up; then end the renderer's worker
  // at once rather than after its idle delay, so it is gone from the idle memory (issue 42).
  app.addHook('onReady', async () => {
    const started = performance.now();
    void Promise.all(
      [...PRERENDERED_PAGES, NOT_FOUND_PAGE].map((page) => pages.page(page.path)),
    )
      .then(() => app.log.info({ ms: Math.round(performance.now() - started) }, 'pages drawn ahead'))
      .catch((error: unknown) => app.log.warn({ err: error }, 'pages not drawn ahead'))
      .finally(() => built?.release());
  });
  app.get('/', async (request, reply) => sendPageOrNotFound(request, reply));
  app.get('/manifest.webmanifest', (request, reply) => {
    const manifest = pages.manifest();
    if (!manifest) return reply.sendFile('manifest.webmanifest');
    return send(request, reply, manifest, 'application/manifest+json; charset=utf-8');
  });
  return { sendIndex, sendPageOrNotFound };
}
