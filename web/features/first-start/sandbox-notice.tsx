import { useQuery } from '@tanstack/react-query';
import { ChevronDown, FlaskConical } from 'lucide-react';
import { PAYMENT_MODE_MESSAGES } from '../../../domain/payment-mode';
import { firstStepsQuery } from './first-steps-api';

/**
 * "Pagos de prueba: nada se cobra" above every panel section while payments run on the sandbox
 * (issue 46), so a sandbox approval is never taken for money received. One line, so the board
 * stays on a phone's first screen; opening it says what it means and how to connect Wompi.
 */
export function SandboxNotice() {
  const { data } = useQuery(firstStepsQuery);
  if (data?.pagos_prueba !== true) return null;
  return (
    <details className="group mb-3 rounded-xl border border-orange-700 bg-orange-50 text-orange-950 dark:border-orange-300 dark:bg-orange-950 dark:text-orange-50">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 flex-1">{PAYMENT_MODE_MESSAGES.sandboxNotice}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-1 px-3 pb-2 text-sm">
        <p>{PAYMENT_MODE_MESSAGES.sandboxMeaning}</p>
        <p>{PAYMENT_MODE_MESSAGES.sandboxHowToConnect}</p>
      </div>
    </details>
  );
}
