import { Clock } from 'lucide-react';
import { PAYMENT_MESSAGES } from '../../../domain/payment-messages';
import { formatCOP } from '../../../domain/money';
import { Button } from '../../ui/button';

/**
 * Issue 22: while a payment waits for its verdict the cart says so, with the way back to its
 * waiting sheet, instead of offering a second payment of the same lines.
 */
export function PendingPaymentNotice({ monto, onShow }: { monto: number; onShow(): void }) {
  return (
    <div
      role="status"
      className="flex items-center justify-between gap-3 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <p className="flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {PAYMENT_MESSAGES.pendingInCart(formatCOP(monto))}
          <span aria-hidden="true"> — </span>
        </span>
      </p>
      <Button variant="secondary" onClick={onShow}>
        Ver
      </Button>
    </div>
  );
}
