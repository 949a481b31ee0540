import { ORDER_STATE_FILTERS, type OrderStateFilter } from '../../../domain/orders';
import { countNoun } from '../../../domain/plural';
import { FILTER_LABELS } from './order-summary';

/**
 * The state filter as a radio group styled as a segmented control: native radios give the
 * arrow-key movement and the 'n of 4' reading for free.
 */
export function OrderFilters({
  value,
  counts,
  onChange,
}: {
  value: OrderStateFilter;
  counts: Record<OrderStateFilter, number>;
  onChange(filter: OrderStateFilter): void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Filtrar pedidos por estado</legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-1 rounded-xl bg-gray-100 p-1 sm:grid-cols-4 dark:bg-gray-800">
        {ORDER_STATE_FILTERS.map((filter) => {
          const checked = filter === value;
          const count = counts[filter];
          return (
            <label
              key={filter}
              className={`flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-700 dark:has-[:focus-visible]:outline-emerald-300 ${
                checked
                  ? 'bg-white text-emerald-800 shadow-sm dark:bg-gray-950 dark:text-emerald-300'
                  : 'text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white'
              }`}
            >
              <input
                type="radio"
                name="estado-pedido"
                value={filter}
                checked={checked}
                onChange={() => onChange(filter)}
                className="sr-only"
              />
              {FILTER_LABELS[filter]}
              <span
                aria-hidden="true"
                className="rounded-full bg-gray-200 px-1.5 text-xs text-gray-800 dark:bg-gray-700 dark:text-gray-100"
              >
                {count}
              </span>
              <span className="sr-only">{`, ${countNoun(count, 'pedido')}`}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
