import { useEffect } from 'react';
import { BUSINESS } from '../../domain/business';

/** Sets the tab title to 'Page · SuperConjunto'; without a page, the brand and slogan. */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page
      ? `${page} · ${BUSINESS.brand}`
      : `${BUSINESS.brand} · ${BUSINESS.slogan}`;
  }, [page]);
}
