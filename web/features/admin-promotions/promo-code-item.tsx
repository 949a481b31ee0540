import { Copy } from 'lucide-react';
import { Link } from 'react-router';
import type { PromoCodeView } from '../../../domain/admin-money-views';
import { orderCode } from '../../../domain/orders';
import { formatExpiry, type PromoType } from '../../../domain/promo';
import { Button } from '../../ui/button';
import { CARD, MUTED } from '../admin-money/fields';
import { PROMO_TYPE_LABEL } from './promo-type-label';
import { formatPercent } from '../../../domain/percent';

/** One code of the list: its terms, its expiry, and for a used one who spent it on which order. */
export function PromoCodeItem({ code, onCopy }: { code: PromoCodeView; onCopy(): void }) {
  const who = code.usado_por;
  return (
    <li className={`${CARD} flex items-center justify-between gap-2`}>
      <div className="min-w-0">
        <p className="font-mono font-semibold break-all">{code.codigo}</p>
        <p className={MUTED}>
          {formatPercent(code.descuento, 0)} ·{' '}
          {PROMO_TYPE_LABEL[code.tipo as PromoType] ?? code.tipo} ·{' '}
          {code.usado ? 'Usado' : 'Disponible'}
          {code.vence_el && ` · Vence el ${formatExpiry(code.vence_el)}`}
        </p>
        {code.usado && (who || code.pedido_id !== null) && (
          <p className={MUTED}>
            {who && `${who.nombre} · Torre ${who.torre}, apto ${who.apartamento}`}
            {who && code.pedido_id !== null && ' · '}
            {code.pedido_id !== null && (
              <Link
                to={`/admin/entregas?pedido=${code.pedido_id}`}
                className="font-semibold text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
              >
                Pedido {orderCode(code.pedido_id)}
              </Link>
            )}
          </p>
        )}
      </div>
      <Button variant="ghost" size="small" onClick={onCopy} aria-label={`Copiar ${code.codigo}`}>
        <Copy aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}
