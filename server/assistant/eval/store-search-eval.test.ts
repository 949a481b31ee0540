import { describe, expect, it } from 'vitest';
import { searchCatalog } from '../../../domain/search/catalog-search';
import { DEMO_PACKAGES, DEMO_PRODUCTS } from './demo-context';
import { STORE_SEARCH_CASES } from './store-search-cases';

/** Issue 43: the product a resident meant is among the store search's first three results. */
export function storeSearchResults() {
  return STORE_SEARCH_CASES.map(([query, meant]) => {
    const top = searchCatalog(DEMO_PRODUCTS, DEMO_PACKAGES, query, 3).items.map((i) => i.nombre);
    return { query, meant, top, ok: top.includes(meant) };
  });
}

describe('the store search evaluation of issue 43', () => {
  const results = storeSearchResults();

  it('has at least 100 queries', () => {
    expect(results.length).toBeGreaterThanOrEqual(100);
  });

  it('finds the product meant in the first three for at least 95 % of them', () => {
    const wrong = results.filter((r) => !r.ok).map((r) => `${r.query} → ${r.top.join(' | ')}`);
    expect(1 - wrong.length / results.length, wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
