import type { LedgerMovementView } from '../../../domain/points-ledger';
import { formatDateBogota } from '../../../domain/dates';

/** Points in and out, newest first: what each movement was, when, and the shop's reason. */
export function LedgerMovements({
  movements,
  title = 'Movimientos de puntos',
}: {
  movements: readonly LedgerMovementView[];
  title?: string;
}) {
  return (
    <section aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {movements.length === 0 ? (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">Aún no hay movimientos.</p>
      ) : (
        <ul className="mt-1 divide-y divide-gray-200 text-sm dark:divide-gray-700">
          {movements.map((m) => (
            <li key={m.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {m.etiqueta}
                  {m.pedido && <span className="font-normal"> · {m.pedido}</span>}
                </p>
                {m.nota && <p className="text-gray-800 dark:text-gray-200">{m.nota}</p>}
                <p className="text-gray-700 dark:text-gray-300">
                  <time dateTime={m.fecha}>{formatDateBogota(new Date(m.fecha))}</time>
                </p>
              </div>
              <p
                className={`shrink-0 font-semibold tabular-nums ${m.puntos > 0 ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}
              >
                {m.puntos > 0 ? `+${m.puntos}` : `−${Math.abs(m.puntos)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
