import * as Dialog from '@radix-ui/react-dialog';
import { MessageCircle, RotateCcw, Star, X } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderLineView, OrderView } from '../../../domain/order-views';
import { ORDER_STATE_LABELS } from '../../../domain/orders';
import { countNoun } from '../../../domain/plural';
import { Button, buttonClasses } from '../../ui/button';
import { useReturnFocus } from '../../ui/use-return-focus';
import { OrderDelivery, OrderLines, OrderPayment } from './order-detail-sections';
import { PriorityMark } from '../order-data/priority-mark';
import { OrderCancelReason, OrderRefundNote } from './order-refund';
import { OrderStateBadge } from './order-state-badge';
import { formatOrderDate, orderChatHref, orderState } from './order-summary';
import { CancelOwnOrder } from '../live-orders/cancel-own-order';
import { ChangeSlot } from '../live-orders/change-slot';
import { ScheduledMark } from '../order-data/scheduled-mark';
import { ORDER_STAGE_LABELS } from '../../../domain/live-orders';
import { MESSAGES } from '../../../domain/messages';
import { OrderCode } from '../../ui/order-code';
import { canReportOrder } from '../../../domain/support/cases';
import { OrderCases } from '../support-cases/order-cases';
import { useState } from 'react';

/** The detail of one order (customer spec §2), with the chat link and 'Volver a pedir'. */
export function OrderDetailDialog({
  order,
  onOpenChange,
  onReorder,
  reordering,
}: {
  order: OrderView | null;
  onOpenChange(open: boolean): void;
  onReorder(order: OrderView): void;
  reordering: boolean;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={order !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content
          {...returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100"
        >
          {order && <DetailBody order={order} onReorder={onReorder} reordering={reordering} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DetailBody({
  order,
  onReorder,
  reordering,
}: {
  order: OrderView;
  onReorder(order: OrderView): void;
  reordering: boolean;
}) {
  const state = orderState(order);
  const placed = formatOrderDate(order.fecha);
  const [reporting, setReporting] = useState<OrderLineView | 'pedido' | null>(null);
  return (
    <>
      <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-700">
        <div className="min-w-0">
          <Dialog.Title className="text-lg font-bold">
            Pedido <OrderCode code={order.codigo} />
          </Dialog.Title>
          <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
            {[
              state ? ORDER_STATE_LABELS[state] : order.estado,
              state === 'pendiente' ? ORDER_STAGE_LABELS[order.etapa] : null,
              placed,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label="Cerrar detalle del pedido"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      {/* Focusable: on a phone this part scrolls, and keyboard users must reach all of it. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Detalle del pedido"
        className="space-y-5 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-emerald-700"
      >
        <div className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true">
            <OrderStateBadge state={state} raw={order.estado} />
          </span>
          {order.prioritario && <PriorityMark />}
          <ScheduledMark order={order} now={new Date()} />
        </div>
        {order.estado === 'pendiente' && <ChangeSlot order={order} now={new Date()} />}
        <OrderCancelReason order={order} />
        <OrderRefundNote order={order} />
        {typeof order.puntos_ganados === 'number' && order.puntos_ganados > 0 && (
          <p className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            <Star aria-hidden="true" className="size-5 shrink-0" />
            Ganaste {countNoun(order.puntos_ganados, 'punto')}
          </p>
        )}
        {order.puntos_compensacion > 0 && (
          <p className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {MESSAGES.liveOrders.lateCompensation(order.puntos_compensacion)}
          </p>
        )}
        <OrderLines order={order} onReport={canReportOrder(order.estado) ? setReporting : undefined} />
        <OrderCases order={order} reporting={reporting} onReporting={setReporting} />
        <OrderDelivery order={order} />
        <OrderPayment order={order} />
      </div>
      <div className="grid grid-cols-1 gap-2 border-t border-gray-200 px-4 py-3 sm:grid-cols-2 dark:border-gray-700">
        <Link to={orderChatHref(order.codigo)} className={buttonClasses('secondary')}>
          <MessageCircle aria-hidden="true" className="size-5" />
          Preguntar por este pedido
        </Link>
        <Button onClick={() => onReorder(order)} disabled={reordering} aria-busy={reordering}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {reordering ? 'Agregando…' : 'Volver a pedir'}
        </Button>
        <CancelOwnOrder order={order} />
      </div>
    </>
  );
}
