import { ShoppingCart } from 'lucide-react';
import { countNoun } from '../../../domain/plural';

/** The header's cart button with the item-count badge; its name says the count. */
export function CartButton({ count, onClick }: { count: number; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`Carrito, ${countNoun(count, 'producto')}`}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
