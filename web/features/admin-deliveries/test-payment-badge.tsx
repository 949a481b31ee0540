import { FlaskConical } from 'lucide-react';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';

/**
 * "Prueba" beside an order the sandbox gateway approved (issue 46): it looks paid, but no money
 * came in, so the owner must not take it for a sale. The title says why to a pointer; the text
 * says it to everyone.
 */
export function TestPaymentBadge() {
  return (
    <span
      title={PAYMENT_MODE_MESSAGES.testBadgeTitle}
      className="inline-flex items-center gap-1 rounded-full border border-orange-700 bg-orange-50 px-2 py-0.5 text-sm font-semibold text-orange-900 dark:border-orange-300 dark:bg-orange-950 dark:text-orange-100"
    >
      <FlaskConical aria-hidden="true" className="size-4" />
      {PAYMENT_MODE_MESSAGES.testBadge}
    </span>
  );
}
