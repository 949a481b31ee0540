import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NOT_FOUND_PAGE,
  PRERENDERED_PAGES,
  prerenderedPageFor,
} from '../../domain/prerendered-pages';
import { FIRST_START_PATH, isKnownPagePath } from '../../domain/routes';

/** The store's entry paths: the ones a newcomer opens. */
const SHOP_PATHS = new Set(['/', '/app']);

/**
 * Serves the built SPA: hashed files under /assets/ are immutable for a year; everything else
 * (index.html, images, robots.txt) is revalidated. The public pages and the 404 page are sent as
 * the HTML the build rendered (readable before any script runs); other page paths get index.html
 * (see registerErrorHandling), and unknown ones the 404 page with a real 404 status.
 *
 * While `setupOpen` says the shop has no administrator yet (issue 26, `SEED=none`), the store's
 * paths redirect to the one-time setup: the browser asks nothing, so a shop with an administrator
 * pays no request for it (the gate remembers the answer once an administrator exists).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDir: string,
  options: { setupOpen?: () => Promise<boolean> } = {},
) {
  const indexHtml = readFileSync(join(webDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });
  // A build without the prerender step (or an old one) still works: those pages get the shell.
  const htmlOf = (file: string) =>
    existsSync(join(webDir, file)) ? readFileSync(join(webDir, file)) : indexHtml;
  const prerendered = new Map(PRERENDERED_PAGES.map((page) => [page.path, htmlOf(page.file)]));
  const notFoundHtml = htmlOf(NOT_FOUND_PAGE.file);
  const sendHtml = (reply: FastifyReply, html: Buffer) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  const sendIndex = (reply: FastifyReply) => sendHtml(reply, indexHtml);
  const toSetup = async (reply: FastifyReply) =>
    (await options.setupOpen?.()) === true
      ? reply.header('cache-control', 'no-store').redirect(FIRST_START_PATH, 302)
      : undefined;
  /** Any other path: the 404 page, drawn by the build, with a real 404 status for crawlers. */
  const sendPageOrNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const page = prerenderedPageFor(path);
    if (page) return sendHtml(reply, prerendered.get(page.path) ?? indexHtml);
    if (SHOP_PATHS.has(path.replace(/\/+$/, '') || '/')) {
      const redirected = await toSetup(reply);
      if (redirected) return redirected;
    }
    return isKnownPagePath(path) ? sendIndex(reply) : sendHtml(reply.status(404), notFoundHtml);
  };
  app.get('/', async (request, reply) => sendPageOrNotFound(request, reply));
  return { sendIndex, sendPageOrNotFound };
}
