import { CalendarClock } from 'lucide-react';
import type { OrderView } from '../../../domain/order-views';
import { scheduledLine } from '../../../domain/scheduling/slot-words';

/**
 * "Programado: hoy 6:00–6:30 a. m." (issue 45) on a pending scheduled order's tracker, history
 * card and detail; a delivered or cancelled one no longer waits for its slot.
 */
export function ScheduledMark({ order, now }: { order: OrderView; now: Date }) {
  const slot = order.entrega_programada;
  if (!slot || order.estado !== 'pendiente') return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-sky-900 dark:text-sky-200">
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {scheduledLine(now, slot)}
    </span>
  );
}
