import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { missingPackageProducts, visibleIncludedProducts } from '../../../domain/packages';
import { MESSAGES } from '../../../domain/messages';
import { countOf, plural } from '../../../domain/plural';
import { Button } from '../../ui/button';
import type { Package } from './catalog-api';
import { CatalogImage } from './catalog-image';
import { InCartStepper } from './in-cart-stepper';
import { LazyBoundary } from '../../app/lazy-boundary';
import { lazyWithRetry } from '../../app/lazy-with-retry';
import { LoadFailureDialog } from '../../app/load-failure-dialog';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

// The full list loads when a resident first asks for it, not with the store.
const PackageContentsDialog = lazyWithRetry(() =>
  import('./package-contents-dialog').then((m) => ({ default: m.PackageContentsDialog })),
);

/**
 * A package (customer spec §2): saving, first 4 included products then '+N' (which opens the full
 * list), stock (an unavailable one names the missing product), add, then − / + once in the cart.
 */
export function PackageCard({
  pkg,
  onAdd,
  inCart = 0,
  onSetQuantity,
  productStock,
}: {
  pkg: Package;
  onAdd(pkg: Package): void;
  inCart?: number;
  onSetQuantity?(pkg: Package, quantity: number): void;
  /** Current stock of a catalogue product (undefined: not on sale); omitted while loading. */
  productStock?: (productId: number) => number | undefined;
}) {
  const { shown, more } = visibleIncludedProducts(pkg.productos_incluidos);
  const available = pkg.stock_paquetes_disponibles;
  const titleId = `paquete-${pkg.id}`;
  const [contents, setContents] = useState<'never' | 'open' | 'closed'>('never');
  const missing = useMemo(
    () =>
      available > 0 || !productStock
        ? []
        : missingPackageProducts(
            pkg.productos_incluidos.map((i) => ({ ...i, stock: productStock(i.producto_id) ?? 0 })),
          ),
    [available, productStock, pkg.productos_incluidos],
  );
  const missingIds = new Set(missing.map((i) => i.producto_id));
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex w-full flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      {pkg.ahorro_porcentaje > 0 && (
        <p className="absolute top-4 left-4 z-10 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
          Ahorras {formatPercent(pkg.ahorro_porcentaje, 0)}
        </p>
      )}
      <CatalogImage src={pkg.imagen} alt={pkg.nombre} wide />
      <h3 id={titleId} className="text-base font-semibold">
        {pkg.nombre}
      </h3>
      <p className="line-clamp-2 text-sm text-gray-700 dark:text-gray-300">{pkg.descripcion}</p>
      <div>
        <p className="text-xs font-semibold text-gray-700 dark:text-gray-300">Incluye:</p>
        <ul className="mt-1 flex flex-wrap gap-1 text-xs" aria-label={`Productos de ${pkg.nombre}`}>
          {shown.map((item) => (
            <li
              key={item.producto_id}
              className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
            >
              {item.cantidad} × {item.nombre}
            </li>
          ))}
          {more > 0 && (
            <li>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setContents('open')}
                className="min-h-6 rounded-full bg-gray-100 px-2 py-0.5 font-semibold text-gray-800 underline-offset-2 hover:underline dark:bg-gray-800 dark:text-gray-100"
              >
                +{more}{' '}
                <span className="sr-only">
                  {plural(more, 'producto más', 'productos más')}: ver todos
                </span>
              </button>
              {contents !== 'never' && (
                <LazyBoundary
                  fallback={({ failure, retry }) =>
                    contents === 'open' && (
                      <LoadFailureDialog
                        failure={failure}
                        retry={retry}
                        onClose={() => setContents('closed')}
                      />
                    )
                  }
                >
                  <PackageContentsDialog
                    pkg={pkg}
                    missing={missingIds}
                    open={contents === 'open'}
                    onOpenChange={(open) => setContents(open ? 'open' : 'closed')}
                  />
                </LazyBoundary>
              )}
            </li>
          )}
        </ul>
      </div>
      <div className="mt-auto">
        {pkg.precio_individual_total > pkg.precio_paquete && (
          <p className="text-xs text-gray-600 dark:text-gray-400">
            <span className="sr-only">Por separado </span>
            <s>
              <Money value={pkg.precio_individual_total} />
            </s>
          </p>
        )}
        <p className="text-lg font-bold text-gray-900 dark:text-white">
          <Money value={pkg.precio_paquete} />
        </p>
        {pkg.ahorro_monto > 0 && (
          <p className="text-xs font-semibold text-red-700 dark:text-red-300">
            Ahorras <Money value={pkg.ahorro_monto} />
          </p>
        )}
        <p
          className={`mt-1 text-xs font-semibold ${available > 0 ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'}`}
        >
          {available > 0
            ? countOf(available, 'paquete disponible', 'paquetes disponibles')
            : missing.length > 0
              ? MESSAGES.storeCatalogue.packageMissing(missing.map((i) => i.nombre))
              : MESSAGES.stock.packageUnavailable}
        </p>
      </div>
      {inCart > 0 && onSetQuantity ? (
        <InCartStepper
          name={pkg.nombre}
          quantity={inCart}
          onAdd={() => onAdd(pkg)}
          onRemoveOne={() => onSetQuantity(pkg, inCart - 1)}
        />
      ) : (
        <Button
          size="small"
          disabled={available <= 0}
          onClick={() => onAdd(pkg)}
          aria-label={
            available <= 0 ? `${pkg.nombre}: agotado` : `Agregar ${pkg.nombre} al carrito`
          }
        >
          {available <= 0 ? (
            'Agotado'
          ) : (
            <>
              <Plus aria-hidden="true" className="size-4" />
              Agregar
            </>
          )}
        </Button>
      )}
    </article>
  );
}
