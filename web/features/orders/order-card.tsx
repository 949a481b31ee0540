import { ORDER_STAGE_LABELS } from '../../../domain/live-orders';
import { MESSAGES } from '../../../domain/messages';
import { APPROVAL_MESSAGES, isAwaitingApproval } from '../../../domain/order-approval';
import type { OrderView } from '../../../domain/order-views';
import { paymentMethodName } from '../../../domain/orders';
import { PriorityMark } from '../order-data/priority-mark';
import { ScheduledMark } from '../order-data/scheduled-mark';
import { OrderCancelReason, OrderRefundNote } from './order-refund';
import { OrderStateBadge } from './order-state-badge';
import { formatOrderDate, itemCount, itemCountLabel, orderState } from './order-summary';
import { OrderCode } from '../../ui/order-code';
import { Money } from '../../ui/money';

/** One order of the list: a button that opens its detail. */
export function OrderCard({ order, onOpen }: { order: OrderView; onOpen(id: number): void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => onOpen(order.id)}
      className="flex w-full flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 text-left transition-colors hover:border-emerald-700 hover:bg-emerald-50/40 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-emerald-400 dark:hover:bg-gray-800"
    >
      <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <OrderCode
          code={order.codigo}
          className="text-lg font-bold text-gray-900 dark:text-gray-50"
        />
        <OrderStateBadge state={orderState(order)} raw={order.estado} />
      </span>
      <span className="text-sm text-gray-700 dark:text-gray-300">
        {formatOrderDate(order.fecha) ?? 'Fecha no disponible'}
        {order.estado === 'pendiente' &&
          ` · ${isAwaitingApproval(order) ? APPROVAL_MESSAGES.waiting : ORDER_STAGE_LABELS[order.etapa]}`}
      </span>
      {order.estado === 'cancelado' && order.aprobacion === 'rechazado' && (
        <span className="text-sm font-semibold text-red-900 dark:text-red-200">
          {APPROVAL_MESSAGES.rejected}
        </span>
      )}
      {order.prioritario && order.estado === 'pendiente' && <PriorityMark />}
      <ScheduledMark order={order} now={new Date()} />
      <OrderCancelReason order={order} />
      <OrderRefundNote order={order} />
      {order.puntos_compensacion > 0 && (
        <span className="text-sm font-semibold text-amber-900 dark:text-amber-200">
          {MESSAGES.liveOrders.lateCompensation(order.puntos_compensacion)}
        </span>
      )}
      <span className="flex flex-wrap items-end justify-between gap-x-3">
        <span className="text-sm text-gray-700 dark:text-gray-300">
          {itemCountLabel(itemCount(order))} · {paymentMethodName(order.payment_method)}
        </span>
        <span className="ml-auto text-lg font-bold whitespace-nowrap text-gray-900 dark:text-gray-50">
          <Money value={order.total} />
        </span>
      </span>
    </button>
  );
}

/** The orders as a list of cards, stacked on a phone. */
export function OrderList({
  orders,
  onOpen,
}: {
  orders: readonly OrderView[];
  onOpen(id: number): void;
}) {
  return (
    <ul aria-label="Tus pedidos" className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
