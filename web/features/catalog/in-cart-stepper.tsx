import { Minus, Plus } from 'lucide-react';

const STEP =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-emerald-700 text-emerald-800 hover:bg-emerald-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-emerald-950';

/**
 * What replaces 'Agregar' once the item is in the cart: − (n en el carrito) +. '+' adds the same
 * way 'Agregar' does (and keeps its name), so going past the stock says why in a toast.
 */
export function InCartStepper({
  name,
  quantity,
  onAdd,
  onRemoveOne,
}: {
  name: string;
  quantity: number;
  onAdd(): void;
  onRemoveOne(): void;
}) {
  return (
    <div role="group" aria-label={`${name} en el carrito`} className="flex items-center gap-1">
      <button
        type="button"
        className={STEP}
        onClick={onRemoveOne}
        aria-label={quantity === 1 ? `Quitar ${name} del carrito` : `Quitar una unidad de ${name}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <p className="min-w-0 flex-1 text-center text-xs leading-4 font-semibold">
        <span className="block text-base">{quantity}</span>
        en el carrito
      </p>
      <button
        type="button"
        className={STEP}
        onClick={onAdd}
        aria-label={`Agregar ${name} al carrito`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
