import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPagePath } from '../../domain/routes';

/**
 * Serves the built SPA: hashed files under /assets/ are immutable for a year; everything else
 * (index.html, images, robots.txt) is revalidated. Unknown page paths fall back to index.html
 * (see registerErrorHandling), so the router in the browser decides, including the 404 page.
 */
export async function registerSpa(app: FastifyInstance, webDir: string) {
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
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  /** Any other path: the app still draws its 404 page, but crawlers get a real 404 status. */
  const sendPageOrNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    isKnownPagePath(request.url.split('?')[0] ?? '/') ? sendIndex(reply) : sendIndex(reply.status(404));
  app.get('/', (_request, reply) => sendIndex(reply));
  return { sendIndex, sendPageOrNotFound };
}
