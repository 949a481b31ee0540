import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { ORDER_STATE_LABELS, type OrderState } from '../../../domain/orders';

const STYLES: Record<OrderState, { className: string; Icon: typeof Clock }> = {
  pendiente: {
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
    Icon: Clock,
  },
  entregado: {
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
    Icon: CircleCheck,
  },
  cancelado: {
    className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
    Icon: CircleX,
  },
};

/** The state as a word with an icon and a colour (never the colour alone). */
export function OrderStateBadge({ state, raw }: { state: OrderState | null; raw: string }) {
  const style = state ? STYLES[state] : null;
  const Icon = style?.Icon;
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${
        style?.className ?? 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100'
      }`}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {state ? ORDER_STATE_LABELS[state] : raw}
    </span>
  );
}
