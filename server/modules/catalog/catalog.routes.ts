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
    // Answered from memory (a stale version reads once): never held at the door (http/admission.ts).
    const fromMemory = { config: { unqueued: true } };
    app.get('/productos', fromMemory, async (request, reply) => {
      if (sendPage && isPageNavigation(request)) return sendPage(reply);
      return sendCached(request, reply, await cache.products.get());
    });
    app.get('/productos-con-descuentos', fromMemory, async (request, reply) =>
      sendCached(request, reply, await cache.productsWithDiscounts.get()),
    );
    app.get('/paquetes', fromMemory, async (request, reply) => sendCached(request, reply, await cache.packages.get()));
    app.get('/api/categorias', fromMemory, async (request, reply) => sendCached(request, reply, await cache.categories.get()));
    // "Aviso diario" off in Ajustes (issue 26): the store hears there is no popup today.
    app.get('/api/promociones-popup', fromMemory, async (request, reply) =>
      app.shopSettings.current().popup_diario
        ? sendCached(request, reply, await cache.popup.get())
        : reply.header('cache-control', 'no-cache').send({ activa: false, promocion: null }),
    );
  };
}
