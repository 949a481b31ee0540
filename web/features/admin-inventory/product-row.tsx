import { Pencil, Trash2 } from 'lucide-react';
import type { AdminProductRow } from '../../../domain/admin-views';
import { stockState } from '../../../domain/admin-panel';
import { StockControl } from './stock-control';
import { Money } from '../../ui/money';

const BADGE = {
  sin: ['Sin stock', 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'],
  bajo: ['Stock bajo', 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50'],
  en: ['En stock', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50'],
} as const;

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800';

/** One product of the inventory list: name, code, price, stock state, quick stock, edit, delete. */
export function ProductRow({
  product,
  onEdit,
  onDelete,
  onChanged,
}: {
  product: AdminProductRow;
  onEdit(): void;
  onDelete(): void;
  onChanged(): void;
}) {
  const [label, badge] = BADGE[stockState(product.stock)];
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      {product.imagen ? (
        <img
          src={product.imagen}
          alt=""
          className="size-12 shrink-0 rounded-lg object-cover"
          loading="lazy"
        />
      ) : (
        <span
          aria-hidden="true"
          className="size-12 shrink-0 rounded-lg bg-gray-100 dark:bg-gray-800"
        />
      )}
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold">{product.nombre}</p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {product.codigo} · {product.categoria} · <Money value={product.precio} />
        </p>
        <span className={`mt-1 inline-block rounded-full px-2 text-xs font-semibold ${badge}`}>
          {label}
        </span>
      </div>
      <StockControl product={product} onChanged={onChanged} />
      <div className="flex">
        <button
          type="button"
          className={iconButton}
          onClick={onEdit}
          aria-label={`Editar ${product.nombre}`}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={`${iconButton} text-red-800 dark:text-red-300`}
          onClick={onDelete}
          aria-label={`Eliminar ${product.nombre}`}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
    </li>
  );
}
