import type { OrderView } from '../../../domain/order-views';
import { Money } from '../../ui/money';
import {
  clockText,
  finalQuantity,
  lineNote,
  openQuestion,
  replacedLineName,
  secondsLeft,
} from '../order-data/missing-items';
import { useSecondClock } from '../order-data/use-second-clock';

/**
 * The changes a missing product made to an order on the tracker (issue 44): the open question
 * with its time and a way back to it, the lines replaced or removed struck through with their
 * note, and the new total.
 */
export function TrackerMissing({ order, onAnswer }: { order: OrderView; onAnswer?(): void }) {
  const question = openQuestion(order);
  const now = useSecondClock(question !== null);
  const lines = order.productos;
  const changed = lines.filter((l) => (l.faltante ?? 0) > 0 || l.reemplaza_linea_id != null);
  if (!question && changed.length === 0) return null;
  return (
    <div className="mt-2 rounded-xl bg-white/70 p-2 text-sm dark:bg-gray-900/60">
      {question && (
        <p className="flex flex-wrap items-center gap-2 font-semibold text-amber-950 dark:text-amber-100">
          <span>
            Falta {question.producto_nombre} · responde en{' '}
            {clockText(secondsLeft(question.vence_en, now))}
          </span>
          {onAnswer && (
            <button
              type="button"
              onClick={onAnswer}
              className="min-h-11 rounded-full bg-emerald-700 px-4 font-semibold text-white hover:bg-emerald-800 dark:bg-emerald-500 dark:text-gray-950"
            >
              Responder
            </button>
          )}
        </p>
      )}
      {changed.length > 0 && (
        <ul className="space-y-0.5">
          {changed.map((line) => {
            const gone = finalQuantity(line) <= 0;
            const replaces = replacedLineName(line, order);
            return (
              <li key={line.linea_id ?? line.nombre}>
                <span className={gone ? 'text-gray-600 line-through dark:text-gray-400' : ''}>
                  {gone ? line.cantidad : finalQuantity(line)} × {line.nombre}
                </span>
                <span className="block text-xs font-semibold text-amber-900 dark:text-amber-200">
                  {replaces ? `Reemplazo de ${replaces}` : lineNote(line, order)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {changed.length > 0 && (
        <p className="mt-1 font-semibold">
          Nuevo total: <Money value={order.total} />
        </p>
      )}
    </div>
  );
}
