import { Zap } from 'lucide-react';

/**
 * The mark of an order that used "Domicilio prioritario": the history and the live tracker
 * (issue 40) show the same one.
 */
export function PriorityMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
      <Zap aria-hidden="true" className="size-3.5" />
      Domicilio prioritario
    </span>
  );
}
