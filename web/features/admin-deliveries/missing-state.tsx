import { Hourglass } from 'lucide-react';
import type { OrderView } from '../../../domain/order-views';
import {
  clockText,
  lineNote,
  openQuestion,
  replacedLineName,
  secondsLeft,
  type MissingLine,
} from '../order-data/missing-items';
import { useSecondClock } from '../order-data/use-second-clock';

/** "Esperando al residente (2:31)" while a question about a missing product is open (issue 44). */
export function WaitingForResident({ order }: { order: OrderView }) {
  const question = openQuestion(order);
  const now = useSecondClock(question !== null);
  if (!question) return null;
  const left = secondsLeft(question.vence_en, now);
  return (
    <p className="mt-2 inline-flex items-center gap-1.5 rounded-lg bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      <Hourglass aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Esperando al residente ({clockText(left)})
        <span className="sr-only">: falta {question.producto_nombre}</span>
      </span>
    </p>
  );
}

/** What happened to a line: missing, replaced, removed; or what a replacement stands in for. */
export function MissingNote({ line, order }: { line: MissingLine; order: OrderView }) {
  const note = lineNote(line, order);
  const replaces = replacedLineName(line, order);
  if (!note && !replaces) return null;
  return (
    <span className="block text-xs font-semibold text-amber-900 dark:text-amber-200">
      {note ?? `Reemplazo de ${replaces}`}
    </span>
  );
}
