import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ALL_CATEGORIES, OFFERS_FILTER } from './catalog-search';

/** The store's URL keys: /app?categoria=Panadería, /app?ofertas=1. */
export const CATEGORY_PARAM = 'categoria';
export const OFFERS_PARAM = 'ofertas';

/** The store URL that opens on a category (landing-page cards; survives the login detour). */
export function storeCategoryHref(category: string): string {
  return `/app?${new URLSearchParams({ [CATEGORY_PARAM]: category }).toString()}`;
}

/** The filter named by a URL's search params: 'Ofertas', a category or 'Todas'. */
export function filterFromParams(params: URLSearchParams): string {
  if (params.get(OFFERS_PARAM) === '1') return OFFERS_FILTER;
  const category = params.get(CATEGORY_PARAM)?.trim();
  return category ? category : ALL_CATEGORIES;
}

/**
 * The catalogue filter ('Todas', 'Ofertas' or a category), kept in the URL so a link, the daily
 * popup or a reload opens the store on it. Other search params are left alone.
 */
export function useCatalogFilter(): [string, (filter: string) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const setFilter = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(CATEGORY_PARAM);
          updated.delete(OFFERS_PARAM);
          if (next === OFFERS_FILTER) updated.set(OFFERS_PARAM, '1');
          else if (next !== ALL_CATEGORIES) updated.set(CATEGORY_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [filter, setFilter];
}
