import { Banknote } from 'lucide-react';
import type { OrderView } from '../../../domain/order-views';
import { refundSentence } from '../../../domain/refunds';
import { cancellationSentence } from '../../../domain/cancel-reasons';

/** Why the shop cancelled the order (issue 41), as the resident reads it; nothing without one. */
export function OrderCancelReason({ order }: { order: OrderView }) {
  if (order.estado !== 'cancelado' || !order.cancelacion) return null;
  return (
    <span className="text-sm font-semibold text-red-900 dark:text-red-200">
      {cancellationSentence(order.cancelacion)}
    </span>
  );
}

/** Where the resident's money is after a cancelled paid order (DESIGN §9), in one sentence. */
export function OrderRefundNote({ order }: { order: OrderView }) {
  const sentence = refundSentence(order);
  if (!sentence) return null;
  const done = order.reembolso?.estado !== 'pendiente';
  return (
    // A span: the history's card is a button, which holds phrasing content only.
    <span
      className={`flex items-start gap-2 rounded-xl p-3 text-sm font-semibold ${
        done
          ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
          : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
      }`}
    >
      <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{sentence}</span>
    </span>
  );
}
