import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CatalogSearchAnswer } from '../../../domain/schemas/catalog-search';
import { apiRequest } from '../admin/admin-api';
import { matchProducts } from './margin-products';

/** The most ids one admin list asks of the search (GET /api/buscar's own bound). */
const ADMIN_SEARCH_LIMIT = 500;
/** The search box's bound on the server (longer text is filtered here only). */
const SEARCH_MAX = 60;

/**
 * The admin's product lists (márgenes, descuentos, the packages' product picker) search with the
 * shop's one catalogue search (issue 43: typos, accents, residents' words, "También se busca
 * como"), best first; what the name or code contains comes after, so a list never finds less
 * than it used to (a retired product, a code typed "SC-00"). Until the answer arrives, or when
 * it fails, the list is filtered by what the name or code contains.
 */
export function useProductSearch<T extends { id: number; nombre: string; codigo?: string }>(
  rows: readonly T[],
  text: string,
): T[] {
  const q = text.trim();
  const search = useQuery({
    queryKey: ['catalog', 'search', 'admin', q],
    enabled: q !== '' && q.length <= SEARCH_MAX,
    staleTime: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<CatalogSearchAnswer>(
        'GET',
        `/api/buscar?${new URLSearchParams({ q, limite: String(ADMIN_SEARCH_LIMIT) }).toString()}`,
        undefined,
        { signal },
      ),
  });
  const answer = q !== '' && !search.isError ? search.data : undefined;
  return useMemo(() => {
    const contained = matchProducts(rows, q);
    if (!q || !answer) return contained;
    const byId = new Map(rows.map((r) => [r.id, r]));
    const found = answer.productos.flatMap((id) => byId.get(id) ?? []);
    const seen = new Set(found.map((r) => r.id));
    return [...found, ...contained.filter((r) => !seen.has(r.id))];
  }, [rows, q, answer]);
}
