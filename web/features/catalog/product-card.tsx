import { memo, useState } from 'react';
import { Plus } from 'lucide-react';
import { computeSaving, effectiveUnitPrice, isDiscounted } from '../../../domain/pricing';
import { stockLabel, stockState } from '../../../domain/products';
import { Button } from '../../ui/button';
import type { Product } from './catalog-api';
import { CatalogImage } from './catalog-image';
import { InCartStepper } from './in-cart-stepper';
import { LazyBoundary } from '../../app/lazy-boundary';
import { lazyWithRetry } from '../../app/lazy-with-retry';
import { LoadFailureDialog } from '../../app/load-failure-dialog';
import { formatPercent } from '../../../domain/percent';
import { Money } from '../../ui/money';

// The detail loads when a resident first opens it: a Radix dialog on each of a hundred cards
// cost the store's first render and its first-paint bytes.
const ProductDetailDialog = lazyWithRetry(() =>
  import('./product-detail-dialog').then((m) => ({ default: m.ProductDetailDialog })),
);

const STOCK_TONE = {
  agotado: 'text-red-700 dark:text-red-300',
  pocas: 'text-amber-800 dark:text-amber-300',
  disponible: 'text-emerald-800 dark:text-emerald-300',
} as const;

/**
 * A product in the grid (customer spec §2): offer badge, image, prices, saving, stock, add; once
 * in the cart, − / + with the quantity; its name opens the detail.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onAdd,
  inCart = 0,
  onSetQuantity,
}: {
  product: Product;
  onAdd(product: Product): void;
  /** Units of this product already in the cart. */
  inCart?: number;
  onSetQuantity?(product: Product, quantity: number): void;
}) {
  const discounted = isDiscounted(product);
  const price = effectiveUnitPrice(product);
  const state = stockState(product.stock);
  const titleId = `producto-${product.id}`;
  const [detail, setDetail] = useState<'never' | 'open' | 'closed'>('never');
  const closeDetail = () => setDetail('closed');
  const action =
    inCart > 0 && onSetQuantity ? (
      <InCartStepper
        name={product.nombre}
        quantity={inCart}
        onAdd={() => onAdd(product)}
        onRemoveOne={() => onSetQuantity(product, inCart - 1)}
      />
    ) : (
      <AddButton product={product} soldOut={state === 'agotado'} onAdd={onAdd} />
    );
  return (
    // Off-screen cards skip layout and paint until scrolled near (content-visibility): laying out
    // all the cards at once was the longest task of the store's load on a phone. About a phone
    // card's height is reserved, and the real one is remembered once drawn.
    <article
      aria-labelledby={titleId}
      className="relative flex w-full flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm [contain-intrinsic-height:auto_23rem] [content-visibility:auto] dark:border-gray-800 dark:bg-gray-900"
    >
      {discounted && (
        <p className="absolute top-4 left-4 z-10 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
          {product.descuento_badge_texto ? `${product.descuento_badge_texto} · ` : ''}-
          {formatPercent(product.descuento_porcentaje, 0)}
        </p>
      )}
      <CatalogImage src={product.imagen} alt={product.nombre} />
      <h3
        id={titleId}
        className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold break-words"
      >
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setDetail('open')}
          className="text-left hover:underline focus-visible:underline"
        >
          {product.nombre}
        </button>
        {detail !== 'never' && (
          <LazyBoundary
            fallback={({ failure, retry }) =>
              detail === 'open' && (
                <LoadFailureDialog failure={failure} retry={retry} onClose={closeDetail} />
              )
            }
          >
            <ProductDetailDialog
              product={product}
              action={action}
              open={detail === 'open'}
              onOpenChange={(open) => setDetail(open ? 'open' : 'closed')}
            />
          </LazyBoundary>
        )}
      </h3>
      <p className="line-clamp-2 text-xs text-gray-700 dark:text-gray-300">{product.descripcion}</p>
      <div className="mt-auto">
        {discounted && (
          <p className="text-xs text-gray-600 dark:text-gray-400">
            <span className="sr-only">Antes </span>
            <s>
              <Money value={product.precio} />
            </s>
          </p>
        )}
        <p className="text-lg font-bold text-gray-900 dark:text-white">
          {discounted && <span className="sr-only">Ahora </span>}
          <Money value={price} />
        </p>
        {discounted && (
          <p className="text-xs font-semibold text-red-700 dark:text-red-300">
            Ahorras <Money value={computeSaving(product.precio, product.descuento_porcentaje)} />
          </p>
        )}
        <p className={`mt-1 text-xs font-semibold ${STOCK_TONE[state]}`}>
          {stockLabel(product.stock)}
        </p>
      </div>
      {action}
    </article>
  );
});

function AddButton({
  product,
  soldOut,
  onAdd,
}: {
  product: Product;
  soldOut: boolean;
  onAdd(product: Product): void;
}) {
  return (
    <Button
      size="small"
      className="w-full"
      disabled={soldOut}
      onClick={() => onAdd(product)}
      aria-label={soldOut ? `${product.nombre}: agotado` : `Agregar ${product.nombre} al carrito`}
    >
      {soldOut ? (
        'Agotado'
      ) : (
        <>
          <Plus aria-hidden="true" className="size-4" />
          Agregar
        </>
      )}
    </Button>
  );
}
