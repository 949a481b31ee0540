import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChatPackage, ChatProduct } from '../../../domain/assistant/types';
import {
  CatalogSearchQuerySchema,
  type CatalogSearchAnswer,
} from '../../../domain/schemas/catalog-search';
import { searchCatalog } from '../../../domain/search/catalog-search';

export interface CatalogSearchDeps {
  /** The parsed public catalogue, re-read only when its cached bytes change. */
  read(): Promise<{ products: readonly ChatProduct[]; packages: readonly ChatPackage[] }>;
}

/**
 * GET /api/buscar?q=lehce (issue 43): the store's search box asks the shop's one catalogue search
 * (domain/search) for the ids it finds, best first, and the corrected query; the index stays on
 * the server, so the store's first paint carries none of it.
 */
export function catalogSearchRoutes({ read }: CatalogSearchDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/buscar',
      { config: { unqueued: true }, schema: { querystring: CatalogSearchQuerySchema } },
      async (request, reply) => {
        const { q, limite } = request.query;
        const { products, packages } = await read();
        const found = searchCatalog(products, packages, q, limite ?? 50);
        const answer: CatalogSearchAnswer = {
          productos: found.items.flatMap((i) => (i.kind === 'producto' ? [i.id] : [])),
          paquetes: found.items.flatMap((i) => (i.kind === 'paquete' ? [i.id] : [])),
          sugerencias: found.items.slice(0, 5).map((i) => i.nombre),
          correccion: found.correccion,
        };
        return reply.header('cache-control', 'no-cache').send(answer);
      },
    );
  };
}
