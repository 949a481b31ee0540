import type { AdminOrderCounts } from '../../../domain/admin-views';
import type { OrderStateFilter } from '../../../domain/orders';
import { towerNumbers } from '../../../domain/sales';

export const STATES: { value: OrderStateFilter; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'pendiente', label: 'Pendientes' },
  { value: 'entregado', label: 'Entregados' },
  { value: 'cancelado', label: 'Cancelados' },
];

const chip = (active: boolean) =>
  `min-h-11 shrink-0 rounded-full border px-3 text-sm font-semibold ${
    active
      ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-400 dark:text-gray-950'
      : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800'
  }`;

/**
 * State and tower filters with their counts. The chips wrap onto a second line rather than
 * scroll sideways: a row that scrolled hid its last chips at 360–390 px with nothing saying so
 * (issue 41).
 */
export function OrderFilters({
  estado,
  torre,
  towers,
  counts,
  onEstado,
  onTorre,
}: {
  estado: OrderStateFilter;
  torre: number | null;
  /** The complex's towers (settings); a tower beyond them with orders still gets its chip. */
  towers: number;
  counts: AdminOrderCounts | undefined;
  onEstado(value: OrderStateFilter): void;
  onTorre(value: number | null): void;
}) {
  const n = (value: number | undefined) => (value === undefined ? '' : ` (${value})`);
  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label="Filtrar por estado"
        className="flex flex-wrap gap-2"
      >
        {STATES.map((s) => (
          <button
            key={s.value}
            type="button"
            aria-pressed={estado === s.value}
            className={chip(estado === s.value)}
            onClick={() => onEstado(s.value)}
          >
            {s.label}
            {n(counts?.estados[s.value])}
          </button>
        ))}
      </div>
      <div
        role="group"
        aria-label="Filtrar por torre"
        className="flex flex-wrap gap-2"
      >
        <button
          type="button"
          aria-pressed={torre === null}
          className={chip(torre === null)}
          onClick={() => onTorre(null)}
        >
          Todas las torres
        </button>
        {towerNumbers(towers, Object.keys(counts?.torres ?? {}).map(Number)).map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={torre === t}
            className={chip(torre === t)}
            onClick={() => onTorre(t)}
          >
            Torre {t}
            {n(counts?.torres[String(t)])}
          </button>
        ))}
      </div>
    </div>
  );
}
