import { Bike, ChevronDown, ChevronUp } from 'lucide-react';
import type { OrderView } from '../../../domain/order-views';
import { countNoun } from '../../../domain/plural';

/** From this many followed orders the cards fold into one bar (issue 40): the store stays in view. */
export const FOLD_FROM = 3;

/** '1 en camino · 2 recibidos · 1 entregado': where the followed orders stand, in one line. */
export function trackedSummary(orders: readonly OrderView[]): string {
  const count = (test: (o: OrderView) => boolean) => orders.filter(test).length;
  const parts = [
    [count((o) => o.estado === 'pendiente' && o.etapa === 'en_camino'), 'en camino', 'en camino'],
    [count((o) => o.estado === 'pendiente' && o.etapa !== 'en_camino'), 'recibido', 'recibidos'],
    [count((o) => o.estado === 'entregado'), 'entregado', 'entregados'],
    [count((o) => o.estado === 'cancelado'), 'cancelado', 'cancelados'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(' · ');
}

/**
 * The folded tracker: how many orders are followed and where they stand, one tap to see each
 * card. Quick-commerce apps do the same with several orders on their way.
 */
export function TrackerBar({
  orders,
  expanded,
  onToggle,
  controls,
}: {
  orders: readonly OrderView[];
  expanded: boolean;
  onToggle(): void;
  /** The id of the list of cards the bar opens. */
  controls: string;
}) {
  const Chevron = expanded ? ChevronUp : ChevronDown;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-emerald-700/40 bg-emerald-50 px-4 py-2 text-left dark:border-emerald-400/40 dark:bg-emerald-950"
    >
      <Bike aria-hidden="true" className="size-5 shrink-0 text-emerald-800 dark:text-emerald-300" />
      <span className="min-w-0 flex-1">
        <span className="block font-bold">Tus {countNoun(orders.length, 'pedido')}</span>
        <span role="status" className="block text-sm text-emerald-900 dark:text-emerald-100">
          {trackedSummary(orders)}
        </span>
      </span>
      <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-emerald-800 underline underline-offset-4 dark:text-emerald-300">
        {expanded ? 'Ocultar' : 'Ver cada uno'}
        <Chevron aria-hidden="true" className="size-4" />
      </span>
    </button>
  );
}
