import { CalendarClock, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { formatTimeBogota } from '../../../domain/dates';
import type { AdminOrderView } from '../../../domain/order-views';
import { countNoun } from '../../../domain/plural';
import { waitsForSlot } from '../../../domain/scheduling/rules';
import { preparationStart } from '../../../domain/scheduling/slots';
import { slotPhrase } from '../../../domain/scheduling/slot-words';
import { useShopSettings } from '../../app/shop-settings';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import { errorText } from '../admin/admin-api';
import { useScheduledOrders } from './use-order-board';

// The rule lives in domain/ (the server's `estado=programado` is its SQL form); the board keeps
// it to leave these orders out of "Todos".
export { waitsForSlot };

interface SlotGroup {
  inicio: string;
  fin: string;
  orders: AdminOrderView[];
}

function bySlot(orders: readonly AdminOrderView[]): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  for (const order of orders) {
    const slot = order.entrega_programada;
    if (!slot) continue;
    const group = groups.get(slot.inicio) ?? { inicio: slot.inicio, fin: slot.fin, orders: [] };
    group.orders.push(order);
    groups.set(slot.inicio, group);
  }
  return [...groups.values()].sort((a, b) => Date.parse(a.inicio) - Date.parse(b.inicio));
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The board's "Programados" lane (issue 45): scheduled orders not yet due, grouped by slot, each
 * group saying when its orders join the pending lane. Folded on a phone (the pending orders come
 * first), open from `md` up; a tap on an order opens its detail. Reads `estado=programado` (paged,
 * by slot), refreshed with the board; `total` is the board's count of them, when known.
 */
export function ScheduledLane({
  now,
  torre,
  auto,
  total,
  onDetail,
}: {
  now: Date;
  torre: number | null;
  auto: boolean;
  total?: number;
  onDetail(order: AdminOrderView): void;
}) {
  const { orders, rows } = useScheduledOrders(torre, auto);
  const { programacion } = useShopSettings();
  const [open, setOpen] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches === true,
  );
  // A row the board already sees as due (the move raced this read) is not shown twice.
  const waiting = rows.filter(waitsForSlot);
  if (orders.isError)
    return (
      <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
        {errorText(orders.error, 'No pudimos cargar los pedidos programados.')}
      </p>
    );
  if (waiting.length === 0) return null;
  const groups = bySlot(waiting);
  const count = Math.max(total ?? 0, waiting.length);
  return (
    <section
      aria-labelledby="programados-title"
      className="mt-4 rounded-2xl border border-sky-300 bg-sky-50 dark:border-sky-800 dark:bg-sky-950"
    >
      <h3 id="programados-title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="programados-lista"
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 w-full items-center gap-2 px-4 py-2 text-left font-bold text-sky-950 dark:text-sky-50"
        >
          <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
          <span className="flex-1">
            Programados · {countNoun(count, 'pedido')}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id="programados-lista" hidden={!open} className="space-y-3 px-4 pb-4">
        {groups.map((group) => (
          <div key={group.inicio}>
            <h4 className="text-sm font-semibold text-sky-950 dark:text-sky-50">
              {capitalized(slotPhrase(now, group))} · {countNoun(group.orders.length, 'pedido')}
            </h4>
            <p className="text-xs text-sky-900 dark:text-sky-200">
              Pasan a pendientes a las{' '}
              {formatTimeBogota(preparationStart(new Date(group.inicio), programacion))}
            </p>
            <ul className="mt-1 grid gap-1">
              {group.orders.map((order) => (
                <li key={order.id}>
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    onClick={() => onDetail(order)}
                    className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-3 rounded-xl bg-white px-3 py-2 text-left text-sm hover:bg-sky-100 dark:bg-gray-900 dark:hover:bg-gray-800"
                  >
                    <span className="font-semibold">{order.codigo}</span>
                    <span className="text-gray-700 dark:text-gray-300">
                      Torre {order.torre_entrega} · Apto {order.apartamento_entrega}
                    </span>
                    <Money value={order.total} className="font-semibold" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {orders.hasNextPage && (
          <Button
            variant="secondary"
            size="small"
            disabled={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            {orders.isFetchingNextPage ? 'Cargando…' : 'Ver más programados'}
          </Button>
        )}
      </div>
    </section>
  );
}
