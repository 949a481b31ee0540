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
    // The count between − and +, "en el carrito" under the three: a narrow card (320 px, 200 %
    // text) leaves no room for the words between the buttons (issue 40).
    <div
      role="group"
      aria-label={`${name} en el carrito`}
      className="grid grid-cols-[auto_1fr_auto] items-center gap-x-1"
    >
      <button
        type="button"
        className={`${STEP} col-start-1 row-start-1`}
        onClick={onRemoveOne}
        aria-label={quantity === 1 ? `Quitar ${name} del carrito` : `Quitar una unidad de ${name}`}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <p className="contents font-semibold">
        <span className="col-start-2 row-start-1 text-center text-base">{quantity}</span>
        <span className="col-span-3 row-start-2 text-center text-xs leading-4">en el carrito</span>
      </p>
      <button
        type="button"
        className={`${STEP} col-start-3 row-start-1`}
        onClick={onAdd}
        aria-label={`Agregar ${name} al carrito`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
