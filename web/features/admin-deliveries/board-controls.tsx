import { ChevronDown, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminOrderCounts } from '../../../domain/admin-views';
import type { OrderStateFilter } from '../../../domain/orders';
import { Button } from '../../ui/button';
import { AlertSettings } from '../admin-alerts/alert-settings';
import { OrderFilters, STATES } from './order-filters';

/** "Pendientes (4) · Todas las torres · Manual": what the folded bar says is in force. */
export function filterSummary(
  estado: OrderStateFilter,
  torre: number | null,
  counts: AdminOrderCounts | undefined,
  auto: boolean,
): string {
  const state = STATES.find((s) => s.value === estado)?.label ?? '';
  const n = counts?.estados[estado];
  return [
    n === undefined ? state : `${state} (${n})`,
    torre === null ? 'Todas las torres' : `Torre ${torre}`,
    ...(auto ? [] : ['Manual']),
  ].join(' · ');
}

/**
 * The board's controls: update mode, "Actualizar", the alert settings and the filters. On a
 * phone they took ~470 px before the first order (issue 41): there they fold behind one bar that
 * says what is in force and opens them, filters first; from the md breakpoint they are always
 * shown.
 */
export function BoardControls({
  auto,
  onMode,
  onRefresh,
  seconds,
  estado,
  torre,
  towers,
  counts,
  onEstado,
  onTorre,
}: {
  auto: boolean;
  onMode(auto: boolean): void;
  onRefresh(): void;
  /** Seconds since the last read, null before the first. */
  seconds: number | null;
  estado: OrderStateFilter;
  torre: number | null;
  towers: number;
  counts: AdminOrderCounts | undefined;
  onEstado(value: OrderStateFilter): void;
  onTorre(value: number | null): void;
}) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <>
      <div className="mt-3 flex items-stretch gap-2 md:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
          className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-xl border border-gray-300 bg-white px-3 py-1.5 text-left dark:border-gray-600 dark:bg-gray-900"
        >
          <SlidersHorizontal aria-hidden="true" className="size-5 shrink-0" />
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold">Filtros y avisos</span>
            <span className="block text-sm text-gray-700 dark:text-gray-300">
              {filterSummary(estado, torre, counts, auto)}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <Button variant="secondary" size="small" className="min-h-11" onClick={onRefresh}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <span className="sr-only">Actualizar</span>
        </Button>
      </div>
      <div id={panel} className={`${open ? '' : 'hidden'} md:block`}>
        <div className="mt-3">
          <OrderFilters
            estado={estado}
            torre={torre}
            towers={towers}
            counts={counts}
            onEstado={onEstado}
            onTorre={onTorre}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label="Modo de actualización"
            className="inline-flex rounded-xl border border-gray-300 p-0.5 dark:border-gray-600"
          >
            {[true, false].map((value) => (
              <button
                key={String(value)}
                type="button"
                aria-pressed={auto === value}
                onClick={() => onMode(value)}
                className={`min-h-10 rounded-lg px-3 text-sm font-semibold ${auto === value ? 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-gray-950' : ''}`}
              >
                {value ? 'Auto' : 'Manual'}
              </button>
            ))}
          </div>
          <Button variant="secondary" size="small" className="max-md:hidden" onClick={onRefresh}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Actualizar
          </Button>
          {seconds !== null && (
            <span className="text-sm text-gray-700 dark:text-gray-300">
              {auto ? `Actualizado hace ${seconds} s` : 'Modo manual: la lista no cambia sola'}
            </span>
          )}
          <AlertSettings />
        </div>
      </div>
    </>
  );
}
