import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../../ui/use-return-focus';
import { computeSaving, effectiveUnitPrice, isDiscounted } from '../../../domain/pricing';
import { stockLabel } from '../../../domain/products';
import type { Product } from './catalog-api';
import { CatalogImage } from './catalog-image';
import { Money } from '../../ui/money';

/** A product's detail (customer spec §2): its whole description and nutrition text, and the add. */
export function ProductDetailDialog({
  product,
  open,
  onOpenChange,
  action,
}: {
  product: Product;
  /** Opened by the card's name button; focus returns to it on close. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The card's own 'Agregar' or − / + , so the dialog adds the same way. */
  action: ReactNode;
}) {
  const discounted = isDiscounted(product);
  const nutrition = product.nutricional?.trim();
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
            <Dialog.Title className="min-w-0 text-lg font-bold break-words">
              {product.nombre}
            </Dialog.Title>
            <Dialog.Close
              aria-label="Cerrar detalle del producto"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-w-0 space-y-4 overflow-y-auto px-4 py-4">
            <div className="mx-auto max-w-48">
              <CatalogImage src={product.imagen} alt={product.nombre} />
            </div>
            <p className="text-sm text-gray-700 dark:text-gray-300">{product.categoria}</p>
            <Dialog.Description className="break-words whitespace-pre-line">
              {product.descripcion}
            </Dialog.Description>
            {nutrition && (
              <section aria-labelledby={`nutricion-${product.id}`}>
                <h3 id={`nutricion-${product.id}`} className="font-semibold">
                  Información nutricional
                </h3>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800 dark:text-gray-200">
                  {nutrition}
                </p>
              </section>
            )}
            <div>
              {discounted && (
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  <span className="sr-only">Antes </span>
                  <s>
                    <Money value={product.precio} />
                  </s>
                </p>
              )}
              <p className="text-xl font-bold">
                {discounted && <span className="sr-only">Ahora </span>}
                <Money value={effectiveUnitPrice(product)} />
              </p>
              {discounted && (
                <p className="text-sm font-semibold text-red-700 dark:text-red-300">
                  Ahorras{' '}
                  <Money value={computeSaving(product.precio, product.descuento_porcentaje)} />
                </p>
              )}
              <p className="mt-1 text-sm font-semibold">{stockLabel(product.stock)}</p>
            </div>
          </div>
          <div className="border-t border-gray-200 px-4 py-3 dark:border-gray-700">{action}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
