import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import { packageLineId } from '../../../domain/packages';
import {
  categoriesQuery,
  packagesQuery,
  productsQuery,
  type Package,
  type Product,
} from './catalog-api';
import { CategoryChips, SearchBox } from './catalog-filters';
import { DidYouMean, EmptyNote, ErrorNote, OtherTabHint, ResultCount } from './catalog-notes';
import { ALL_CATEGORIES, categoriesOf, OFFERS_FILTER } from './catalog-search';
import { CatalogTabs, panelId, tabId, type CatalogTab } from './catalog-tabs';
import { PackageCard } from './package-card';
import { ProductCard } from './product-card';
import { useCatalogFilter } from './use-catalog-filter';
import { useCatalogSearch } from './use-catalog-search';

export interface CatalogSectionProps {
  tab: CatalogTab;
  onTabChange(tab: CatalogTab): void;
  onAddProduct(product: Product): void;
  onAddPackage(pkg: Package): void;
  /** Quantity in the cart by line id (product id, or 'paquete_<id>'). */
  inCart?: ReadonlyMap<number | string, number>;
  /** Sets a cart line's quantity (0 removes it), bounded by `available`. */
  onSetQuantity?(lineId: number | string, quantity: number, available: number): void;
  /** Opens the assistant on what a search found nothing for (issue 43). */
  onAskAssistant?(query: string): void;
}

// Two columns on a phone while a card's words fit (8.5rem grows with the text size): one at
// 200 % text, so no name breaks inside a word (issue 40).
const GRID =
  'grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3 sm:grid-cols-3 lg:grid-cols-4';
const PRODUCT_NOUN: [string, string] = ['producto', 'productos'];
const PACKAGE_NOUN: [string, string] = ['paquete', 'paquetes'];

/**
 * Search, the Ofertas/category filter (kept in the URL), the Productos/Paquetes tabs and grids.
 * Memoised, like the cards: the store re-renders on each of its queries while it loads (session,
 * points, orders, popup), and redrawing every card each time made the load's longest tasks.
 */
export const CatalogSection = memo(function CatalogSection({
  tab,
  onTabChange,
  onAddProduct,
  onAddPackage,
  inCart,
  onSetQuantity,
  onAskAssistant,
}: CatalogSectionProps) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useCatalogFilter();
  const deferredQuery = useDeferredValue(query);
  const products = useQuery(productsQuery);
  const packages = useQuery(packagesQuery);
  const listed = useQuery(categoriesQuery);
  // The query store updates synchronously; a hundred cards drawn in one go blocked a phone's main
  // thread. Deferred, React draws the grids in interruptible slices (the skeleton stays till then),
  // also when the store mounts with the catalogue already read (`null` until that slice).
  const productList = useDeferredValue(products.data, null) ?? undefined;
  const packageList = useDeferredValue(packages.data, null) ?? undefined;
  const productsPending = products.isPending || (products.isSuccess && productList === undefined);
  const packagesPending = packages.isPending || (packages.isSuccess && packageList === undefined);

  const categories = useMemo(() => {
    // A category named by the URL (a landing card, an old link) shows as a pressed chip.
    const known = categoriesOf(productList ?? [], listed.data);
    return filter === ALL_CATEGORIES || filter === OFFERS_FILTER || known.includes(filter)
      ? known
      : [...known, filter];
  }, [productList, listed.data, filter]);
  const search = useCatalogSearch(deferredQuery, filter, productList, packageList);
  const everywhere = useCatalogSearch(deferredQuery, ALL_CATEGORIES, products.data, undefined);
  const visibleProducts = search.products;
  const visiblePackages = search.packages;
  const stockById = useMemo(
    () => new Map((productList ?? []).map((p) => [p.id, p.stock])),
    [productList],
  );
  const productStock = useCallback((id: number) => stockById.get(id), [stockById]);
  const searching = deferredQuery.trim() !== '';

  const setProductQuantity = useMemo(
    () => onSetQuantity && ((p: Product, n: number) => onSetQuantity(p.id, n, p.stock)),
    [onSetQuantity],
  );
  const setPackageQuantity = useMemo(
    () =>
      onSetQuantity &&
      ((k: Package, n: number) =>
        onSetQuantity(packageLineId(k.id), n, k.stock_paquetes_disponibles)),
    [onSetQuantity],
  );

  return (
    <div className="min-w-0 space-y-3">
      <SearchBox value={query} onChange={setQuery} suggestions={search.suggestions} />
      <CatalogTabs value={tab} onChange={onTabChange} />
      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        className="min-w-0 space-y-3"
      >
        {tab === 'productos' ? (
          <>
            <CategoryChips categories={categories} value={filter} onChange={setFilter} />
            {productsPending ? (
              <GridSkeleton />
            ) : products.isError ? (
              <ErrorNote>{MESSAGES.catalogue.productsError(products.error.message)}</ErrorNote>
            ) : (
              <>
                <ResultCount count={visibleProducts.length} noun={PRODUCT_NOUN} />
                {searching && search.correction && visibleProducts.length > 0 && (
                  <DidYouMean correction={search.correction} onSearch={setQuery} />
                )}
                {searching && (
                  <OtherTabHint
                    count={visiblePackages.length}
                    noun={PACKAGE_NOUN}
                    onShow={() => onTabChange('paquetes')}
                  />
                )}
                {visibleProducts.length === 0 ? (
                  <EmptyNote
                    query={deferredQuery}
                    filter={filter}
                    onClearFilter={() => setFilter(ALL_CATEGORIES)}
                    correction={search.correction}
                    onSearch={setQuery}
                    categories={categories}
                    onPickCategory={(c) => {
                      setQuery('');
                      setFilter(c);
                    }}
                    onAskAssistant={onAskAssistant}
                  />
                ) : (
                  <ul className={GRID} aria-label="Productos">
                    {visibleProducts.map((p) => (
                      <li key={p.id} className="flex min-w-0">
                        <ProductCard
                          product={p}
                          onAdd={onAddProduct}
                          inCart={inCart?.get(p.id) ?? 0}
                          onSetQuantity={setProductQuantity}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </>
        ) : packagesPending ? (
          <GridSkeleton />
        ) : packages.isError ? (
          <ErrorNote>{MESSAGES.catalogue.packagesError}</ErrorNote>
        ) : (
          <>
            <ResultCount count={visiblePackages.length} noun={PACKAGE_NOUN} />
            {searching && (
              <OtherTabHint
                count={everywhere.products.length}
                noun={PRODUCT_NOUN}
                onShow={() => {
                  setFilter(ALL_CATEGORIES);
                  onTabChange('productos');
                }}
              />
            )}
            {visiblePackages.length === 0 ? (
              <EmptyNote query={deferredQuery} />
            ) : (
              <ul
                className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
                aria-label="Paquetes"
              >
                {visiblePackages.map((k) => (
                  <li key={k.id} className="flex min-w-0">
                    <PackageCard
                      pkg={k}
                      onAdd={onAddPackage}
                      inCart={inCart?.get(packageLineId(k.id)) ?? 0}
                      onSetQuantity={setPackageQuantity}
                      productStock={products.data ? productStock : undefined}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
});

function GridSkeleton() {
  return (
    <ul className={GRID} aria-busy="true" aria-label="Cargando catálogo">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="h-80 animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-800" />
      ))}
    </ul>
  );
}
