import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPageNavigation } from '../../http/errors';
import { sendCached } from '../../http/json-cache';
import type { CatalogCache } from './catalog.cache';

export interface CatalogDeps {
  cache: CatalogCache;
  /** Serves the SPA when a browser navigates to a path that is also an API (GET /productos). */
  sendPage?: (reply: FastifyReply) => unknown;
}

/** Public catalogue reads, served from memory (see catalog.cache). */
export function catalogRoutes({ cache, sendPage }: CatalogDeps) {
  return async (app: FastifyInstance) => {
    app.get('/productos', async (request, reply) => {
      if (sendPage && isPageNavigation(request)) return sendPage(reply);
      return sendCached(request, reply, await cache.products.get());
    });
    app.get('/productos-con-descuentos', async (request, reply) =>
      sendCached(request, reply, await cache.productsWithDiscounts.get()),
    );
    app.get('/paquetes', async (request, reply) => sendCached(request, reply, await cache.packages.get()));
    app.get('/api/categorias', async (request, reply) => sendCached(request, reply, await cache.categories.get()));
    app.get('/api/promociones-popup', async (request, reply) => sendCached(request, reply, await cache.popup.get()));
  };
}
