import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogSearchQuery, type Package, type Product } from './catalog-api';
import { ALL_CATEGORIES, filterPackages, filterProducts, OFFERS_FILTER } from './catalog-search';
import { isDiscounted } from '../../../domain/pricing';

export interface CatalogSearchView {
  products: Product[];
  packages: Package[];
  /** The query as the catalogue spells it ("leche" for "lehce"), when the search corrected it. */
  correction: string | null;
  /** Names to suggest while typing. */
  suggestions: string[];
}

/**
 * The store's search (issue 43): the shop's one catalogue search on the server (typos, other
 * words, ñ), its ids put in the order it ranked them; the filter chips still apply. Until its
 * answer arrives, and offline, the store's own lists are filtered by the words typed.
 */
export function useCatalogSearch(
  query: string,
  filter: string,
  products: readonly Product[] | undefined,
  packages: readonly Package[] | undefined,
): CatalogSearchView {
  const q = query.trim();
  const search = useQuery({
    ...catalogSearchQuery(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const answer = q !== '' && !search.isError ? search.data : undefined;
  return useMemo(() => {
    const allProducts = products ?? [];
    const allPackages = packages ?? [];
    if (!answer) {
      return {
        products: filterProducts(allProducts, q, filter),
        packages: filterPackages(allPackages, q),
        correction: null,
        suggestions: [],
      };
    }
    const byId = new Map(allProducts.map((p) => [p.id, p]));
    const packById = new Map(allPackages.map((k) => [k.id, k]));
    const inFilter = (p: Product) =>
      filter === ALL_CATEGORIES ||
      (filter === OFFERS_FILTER ? isDiscounted(p) : p.categoria === filter);
    return {
      products: answer.productos.flatMap((id) => {
        const p = byId.get(id);
        return p && inFilter(p) ? [p] : [];
      }),
      packages: answer.paquetes.flatMap((id) => {
        const k = packById.get(id);
        return k ? [k] : [];
      }),
      correction: answer.correccion,
      suggestions: answer.sugerencias,
    };
  }, [answer, products, packages, q, filter]);
}
