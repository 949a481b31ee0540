import { useDeferredValue, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../domain/messages';
import { countOf } from '../../../domain/plural';
import { packagesQuery, productsQuery, type Package, type Product } from './catalog-api';
import { CategoryChips, SearchBox } from './catalog-filters';
import { ALL_CATEGORIES, categoriesOf, filterCatalogue } from './catalog-search';
import { CatalogTabs, panelId, tabId, type CatalogTab } from './catalog-tabs';
import { PackageCard } from './package-card';
import { ProductCard } from './product-card';

export interface CatalogSectionProps {
  tab: CatalogTab;
  onTabChange(tab: CatalogTab): void;
  onAddProduct(product: Product): void;
  onAddPackage(pkg: Package): void;
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** Search, category filter, the Productos/Paquetes tabs and their grids. */
export function CatalogSection({
  tab,
  onTabChange,
  onAddProduct,
  onAddPackage,
}: CatalogSectionProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const deferredQuery = useDeferredValue(query);
  const products = useQuery(productsQuery);
  const packages = useQuery(packagesQuery);

  const categories = useMemo(() => categoriesOf(products.data ?? []), [products.data]);
  const visibleProducts = useMemo(
    () => filterCatalogue(products.data ?? [], deferredQuery, category),
    [products.data, deferredQuery, category],
  );
  const visiblePackages = useMemo(
    () => filterCatalogue(packages.data ?? [], deferredQuery),
    [packages.data, deferredQuery],
  );

  return (
    <div className="space-y-3">
      <SearchBox value={query} onChange={setQuery} />
      <CatalogTabs value={tab} onChange={onTabChange} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="space-y-3">
        {tab === 'productos' ? (
          <>
            <CategoryChips categories={categories} value={category} onChange={setCategory} />
            {products.isPending ? (
              <GridSkeleton />
            ) : products.isError ? (
              <ErrorNote>{MESSAGES.catalogue.productsError(products.error.message)}</ErrorNote>
            ) : (
              <>
                <ResultCount count={visibleProducts.length} noun={['producto', 'productos']} />
                {visibleProducts.length === 0 ? (
                  <EmptyNote query={deferredQuery} />
                ) : (
                  <ul className={GRID} aria-label="Productos">
                    {visibleProducts.map((p) => (
                      <li key={p.id} className="flex">
                        <ProductCard product={p} onAdd={onAddProduct} />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </>
        ) : packages.isPending ? (
          <GridSkeleton />
        ) : packages.isError ? (
          <ErrorNote>{MESSAGES.catalogue.packagesError}</ErrorNote>
        ) : (
          <>
            <ResultCount count={visiblePackages.length} noun={['paquete', 'paquetes']} />
            {visiblePackages.length === 0 ? (
              <EmptyNote query={deferredQuery} />
            ) : (
              <ul
                className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
                aria-label="Paquetes"
              >
                {visiblePackages.map((k) => (
                  <li key={k.id} className="flex">
                    <PackageCard pkg={k} onAdd={onAddPackage} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ResultCount({ count, noun }: { count: number; noun: [string, string] }) {
  return (
    <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
      {countOf(count, noun[0], noun[1])}
    </p>
  );
}

function EmptyNote({ query }: { query: string }) {
  return (
    <p className="rounded-xl bg-gray-50 p-6 text-center text-gray-800 dark:bg-gray-900 dark:text-gray-200">
      {query.trim()
        ? `No encontramos resultados para «${query.trim()}».`
        : 'No hay nada en esta sección por ahora.'}
    </p>
  );
}

function ErrorNote({ children }: { children: string }) {
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}

function GridSkeleton() {
  return (
    <ul className={GRID} aria-busy="true" aria-label="Cargando catálogo">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="h-80 animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-800" />
      ))}
    </ul>
  );
}
