import { searchCatalog } from '../../../domain/search/catalog-search';
import type { CatalogRead } from './catalog-reader';

/** Most products an admin list takes from one search (the store asks for 50 at most). */
const ADMIN_LIST_LIMIT = 1_000;

/**
 * The ids of the products on sale that the shop's one catalogue search finds for `q`, best
 * first (issue 43): the admin's lists find what the store and the assistant find (typos,
 * accents, residents' words, "También se busca como").
 */
export async function searchedProductIds(read: CatalogRead, q: string): Promise<number[]> {
  const { products, packages } = await read();
  return searchCatalog(products, packages, q, ADMIN_LIST_LIMIT).items.flatMap((i) =>
    i.kind === 'producto' ? [i.id] : [],
  );
}
