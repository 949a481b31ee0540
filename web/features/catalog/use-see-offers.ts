import { useCallback, useEffect, useRef } from 'react';
import { OFFERS_FILTER } from './catalog-search';
import { useCatalogFilter } from './use-catalog-filter';

function goTo(sectionId: string): void {
  const section = document.getElementById(sectionId);
  section?.focus({ preventScroll: true });
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * 'Ver Ofertas' (daily popup): the store filtered to products on offer (?ofertas=1), then the
 * products section. The scroll waits for the filtered list to render: scrolling while the list
 * shrinks stops short of the section.
 */
export function useSeeOffers(sectionId: string, showProducts: () => void): () => void {
  const [filter, setFilter] = useCatalogFilter();
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || filter !== OFFERS_FILTER) return;
    pending.current = false;
    goTo(sectionId);
  }, [filter, sectionId]);
  return useCallback(() => {
    showProducts();
    if (filter === OFFERS_FILTER) {
      goTo(sectionId);
      return;
    }
    pending.current = true;
    setFilter(OFFERS_FILTER);
  }, [filter, setFilter, sectionId, showProducts]);
}
