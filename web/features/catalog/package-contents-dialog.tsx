import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useReturnFocus } from '../../ui/use-return-focus';
import type { Package } from './catalog-api';

/** Everything a package contains, opened from its card's '+N'. */
export function PackageContentsDialog({
  pkg,
  open,
  onOpenChange,
  missing,
}: {
  pkg: Package;
  /** Opened by the card's '+N' button; focus returns to it on close. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Ids of the included products that are out of stock. */
  missing: ReadonlySet<number>;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
        >
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold break-words">{pkg.nombre}</Dialog.Title>
              <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
                {pkg.productos_incluidos.length}{' '}
                {pkg.productos_incluidos.length === 1 ? 'producto incluido' : 'productos incluidos'}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Cerrar productos del paquete"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <ul
            aria-label={`Todos los productos de ${pkg.nombre}`}
            className="divide-y divide-gray-200 overflow-y-auto px-4 dark:divide-gray-800"
          >
            {pkg.productos_incluidos.map((item) => (
              <li key={item.producto_id} className="flex items-baseline gap-3 py-3">
                <span className="w-10 shrink-0 font-semibold">{item.cantidad} ×</span>
                <span className="min-w-0 flex-1 break-words">{item.nombre}</span>
                {missing.has(item.producto_id) && (
                  <span className="shrink-0 text-sm font-semibold text-red-700 dark:text-red-300">
                    Agotado
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
