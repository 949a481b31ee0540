import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { GIFT_MESSAGES, giftSince, type GiftOwed } from '../../../domain/gifts';
import { apiRequest, errorText } from '../admin/admin-api';
import { packingUrl } from './packing-list';
import { BOARD_KEY } from './use-order-board';

/** Under the board's key: every board refresh (an order event) reads the gifts again too. */
export const GIFTS_OWED_KEY = [...BOARD_KEY, 'regalos'] as const;

/**
 * "Regalos por entregar" (issue 41): the gifts residents redeemed with points and the shop still
 * owes — who, where, since when, and the order it goes with. Folded to one line so the orders
 * stay first; nothing is drawn while no gift is owed.
 */
export function GiftsOwed() {
  const gifts = useQuery({
    queryKey: GIFTS_OWED_KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ regalos: GiftOwed[] }>('GET', '/api/admin/regalos', undefined, { signal }),
    select: (answer) => answer.regalos,
  });
  if (gifts.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-red-800 dark:text-red-300">
        {errorText(gifts.error, GIFT_MESSAGES.loadError)}
      </p>
    );
  const list = gifts.data ?? [];
  if (list.length === 0) return null;
  return (
    <details className="mt-3 rounded-2xl border border-violet-300 bg-violet-50 dark:border-violet-700 dark:bg-violet-950">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-semibold text-violet-950 dark:text-violet-50">
        <Gift aria-hidden="true" className="size-5 shrink-0" />
        {GIFT_MESSAGES.sectionTitle}: {list.length}
      </summary>
      <ul
        aria-label={GIFT_MESSAGES.sectionTitle}
        className="divide-y divide-violet-200 px-3 pb-2 dark:divide-violet-800"
      >
        {list.map((gift) => (
          <li key={gift.codigo} className="py-2 text-sm">
            <p className="font-semibold">
              {gift.nombre} · {gift.usuario.nombre}
            </p>
            <p>
              Torre {gift.torre} · Piso {gift.piso} · Apto {gift.apartamento} ·{' '}
              <a
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
                href={`tel:${gift.usuario.telefono}`}
              >
                {gift.usuario.telefono}
              </a>
            </p>
            <p className="text-gray-700 dark:text-gray-300">
              {giftSince(gift.canjeado)} ·{' '}
              {gift.pedido ? (
                <Link
                  className="font-medium text-emerald-800 underline dark:text-emerald-300"
                  to={packingUrl(gift.pedido.id)}
                >
                  Va con {gift.pedido.codigo}
                </Link>
              ) : (
                GIFT_MESSAGES.waitsForOrder
              )}
            </p>
          </li>
        ))}
      </ul>
    </details>
  );
}
