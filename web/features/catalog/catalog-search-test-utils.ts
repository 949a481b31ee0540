import { vi } from 'vitest';
import type { ChatPackage, ChatProduct } from '../../../domain/assistant/types';
import type { CatalogSearchAnswer } from '../../../domain/schemas/catalog-search';
import { searchCatalog } from '../../../domain/search/catalog-search';
import type { Package, Product } from './catalog-api';

/**
 * Answers the store's GET /api/buscar in component tests with the shop's own search over the
 * test's lists (the server runs the same domain function over the same JSON), so the store is
 * tested with the search it really gets. The lists themselves are answered too (the store asks
 * again every few seconds); other requests fail as they do without a server.
 */
export function stubCatalogSearch(products: readonly Product[], packages: readonly Package[] = []) {
  const chatProducts = products as unknown as readonly ChatProduct[];
  const chatPackages = packages as unknown as readonly ChatPackage[];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://tienda.test');
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    if (url.pathname === '/productos-con-descuentos') return json(products);
    if (url.pathname === '/paquetes') return json({ success: true, paquetes: packages });
    if (url.pathname !== '/api/buscar') throw new TypeError('sin servidor en las pruebas');
    const found = searchCatalog(chatProducts, chatPackages, url.searchParams.get('q') ?? '');
    const answer: CatalogSearchAnswer = {
      productos: found.items.flatMap((i) => (i.kind === 'producto' ? [i.id] : [])),
      paquetes: found.items.flatMap((i) => (i.kind === 'paquete' ? [i.id] : [])),
      sugerencias: found.items.slice(0, 5).map((i) => i.nombre),
      correccion: found.correccion,
    };
    return json(answer);
  });
}
