import { Minus, Plus } from 'lucide-react';

const STEP =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-emerald-700 text-emerald-800 hover:bg-emerald-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-emerald-400 dark:text-emerald-300 dark:hover:bg-emerald-950';

/** What replaces 'Agregar' once the item is in the cart: − (n en el carrito) +. */
export function InCartStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  name: string;
  quantity: number;
  /** The most the stock allows; '+' stops there. */
  max: number;
  onChange(quantity: number): void;
}) {
  const atMax = quantity >= max;
  return (
    <div role="group" aria-label={`${name} en el carrito`} className="flex items-center gap-1">
      <button
        type="button"
        className={STEP}
        onClick={() => onChange(quantity - 1)}
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
        disabled={atMax}
        onClick={() => onChange(quantity + 1)}
        aria-label={atMax ? `${name}: no hay más disponibles` : `Agregar una unidad más de ${name}`}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
