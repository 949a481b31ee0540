import { Zap } from 'lucide-react';

/** Issue 40 (decision 0009): the order about to be placed takes the resident's priority reward. */
export const PRIORITY_NOTICE = 'Tu pedido irá como prioritario: canjeaste Domicilio prioritario';

export function PriorityNotice() {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-violet-100 px-3 py-2 text-sm font-medium text-violet-900 dark:bg-violet-950 dark:text-violet-100">
      <Zap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{PRIORITY_NOTICE}</span>
    </p>
  );
}
