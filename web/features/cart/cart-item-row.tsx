import { Minus, Plus, Trash2 } from 'lucide-react';
import { Money } from '../../ui/money';
import { isPackageItem, MAX_LINE_QUANTITY, type CartItem } from './cart-lines';

const STEP =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-gray-300 text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800';

/** One cart line with − / + bounded by the current stock, and remove. */
export function CartItemRow({
  item,
  available,
  onQuantity,
  onRemove,
  warning = null,
}: {
  item: CartItem;
  /** Issue 40: the stock this line (with the packages' units) is short of, before checkout. */
  warning?: string | null;
  /** Current stock of the product or package, when the catalogue is loaded. */
  available: number | undefined;
  onQuantity(cantidad: number): void;
  onRemove(): void;
}) {
  const max = Math.min(MAX_LINE_QUANTITY, available ?? MAX_LINE_QUANTITY);
  const atMax = item.cantidad >= max;
  const offer = item.descuento_activo && item.precio_original > item.precio;
  return (
    // The amount and the bin go under the line when the name needs the width (200 % text).
    <li className="flex flex-wrap gap-3 py-3">
      {item.imagen ? (
        <img
          src={item.imagen}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-lg bg-gray-100 dark:bg-gray-800"
        />
      ) : (
        <span
          aria-hidden="true"
          className="size-14 shrink-0 rounded-lg bg-gray-100 dark:bg-gray-800"
        />
      )}
      <div className="min-w-0 flex-1 basis-[8rem]">
        <p className="text-sm font-semibold">
          {item.nombre}
          {isPackageItem(item) && (
            <span className="ml-1 rounded-full bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
              Paquete
            </span>
          )}
        </p>
        <p className="text-xs text-gray-700 dark:text-gray-300">
          <Money value={item.precio} /> c/u
          {offer && (
            <>
              {' '}
              <span className="sr-only">antes </span>
              <s className="whitespace-nowrap">
                <Money value={item.precio_original} />
              </s>{' '}
              · en oferta
            </>
          )}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            className={STEP}
            onClick={() => onQuantity(item.cantidad - 1)}
            aria-label={
              item.cantidad === 1 ? `Quitar ${item.nombre}` : `Quitar una unidad de ${item.nombre}`
            }
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <span className="min-w-6 shrink-0 text-center font-semibold">
            <span className="sr-only">Cantidad: </span>
            {item.cantidad}
          </span>
          <button
            type="button"
            className={STEP}
            onClick={() => onQuantity(item.cantidad + 1)}
            disabled={atMax}
            aria-label={`Agregar una unidad de ${item.nombre}`}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
          {atMax && available !== undefined && !warning && (
            <span className="text-xs text-amber-800 dark:text-amber-300">Máximo disponible</span>
          )}
        </div>
        {warning && (
          <p className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">{warning}</p>
        )}
      </div>
      <div className="ml-auto flex flex-col items-end justify-between">
        <p className="text-sm font-bold whitespace-nowrap">
          <Money value={item.precio * item.cantidad} />
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Eliminar ${item.nombre} del carrito`}
          className="inline-flex size-10 items-center justify-center rounded-full text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
