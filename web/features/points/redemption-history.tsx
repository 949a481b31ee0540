import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { formatDateTimeBogota } from '../../../domain/dates';
import { MESSAGES } from '../../../domain/messages';
import { formatCOP } from '../../../domain/money';
import { redemptionStateLabel } from '../../../domain/points';
import { redemptionsQuery, type RedemptionRecord } from './points-api';

// A discount reads by its value ("$ 500 de descuento") even now that discounts are reward rows
// with names (issue 24): the value is what the resident got, whatever the owner calls it later.
function what(canje: RedemptionRecord): string {
  if (canje.valor_descuento > 0 || !canje.recompensa)
    return `${formatCOP(canje.valor_descuento)} de descuento`;
  return canje.recompensa;
}

/** "Tus canjes" (issue 15): what the resident redeemed, when, and what became of it. */
export function RedemptionHistory() {
  const canjes = useQuery(redemptionsQuery);
  if (!canjes.data) return null;
  return (
    <section aria-labelledby="tus-canjes-titulo" className="space-y-2">
      <h3 id="tus-canjes-titulo" className="flex items-center gap-2 font-semibold">
        <History aria-hidden="true" className="size-4 text-emerald-800 dark:text-emerald-300" />
        {MESSAGES.forms.redemptionsTitle}
      </h3>
      {canjes.data.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {MESSAGES.forms.redemptionsEmpty}
        </p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700">
          {canjes.data.map((canje) => (
            <li key={canje.codigo} className="py-2 text-sm">
              <p className="flex flex-wrap justify-between gap-x-3">
                <span className="font-semibold">
                  {canje.puntos_usados} puntos · {what(canje)}
                </span>
                <span className="text-gray-700 dark:text-gray-300">
                  {redemptionStateLabel(canje.estado, canje.pedido_id, canje.obsequio)}
                </span>
              </p>
              <p className="text-xs text-gray-700 dark:text-gray-300">
                <time dateTime={canje.fecha}>{formatDateTimeBogota(new Date(canje.fecha))}</time>
                {' · '}
                <span className="font-mono">{canje.codigo}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
