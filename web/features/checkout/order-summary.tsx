import type { ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import { MESSAGES } from '../../../domain/messages';
import { formatCOP } from '../../../domain/money';
import { formatPercent } from '../../../domain/percent';
import type { CartBreakdown } from '../../../domain/pricing';
import type { DeliveryData } from '../../../domain/schemas/orders';
import { Money } from '../../ui/money';
import { summaryLines, type CheckoutItem } from './order-body';

/** 'Torre 1 · Piso 5 · Apto 502'. */
export function deliveryLine(d: DeliveryData): string {
  return `Torre ${d.torre_entrega} · Piso ${d.piso_entrega} · Apto ${d.apartamento_entrega}`;
}

/** One line of a totals list: a label and its amount, which never wraps. */
export function SummaryRow({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex flex-wrap justify-between gap-x-3 ${strong ? 'text-base font-bold' : 'text-sm'}`}
    >
      <dt>{label}</dt>
      <dd className="ml-auto text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What the order holds before it is paid, for both ways to pay (customer spec §2, issue 40):
 * the lines, subtotal, code, points, shipping, the cash rounding, and the delivery address. The
 * total to pay is not here: each sheet shows it beside its pay button.
 */
export function OrderSummary({
  items,
  breakdown,
  promoCode,
  delivery,
}: {
  items: readonly CheckoutItem[];
  breakdown: CartBreakdown;
  promoCode: string | null;
  delivery: DeliveryData;
}) {
  const lines = summaryLines(items, breakdown);
  return (
    <>
      <section aria-labelledby="resumen-pedido">
        <h3 id="resumen-pedido" className="text-sm font-semibold">
          Resumen
        </h3>
        <ul className="mt-1 divide-y divide-gray-200 text-sm dark:divide-gray-700">
          {lines.map((l) => (
            <li key={l.key} className="flex flex-wrap justify-between gap-x-3 py-1.5">
              <span>
                {l.nombre} × {l.cantidad}
              </span>
              <span className="ml-auto whitespace-nowrap tabular-nums">
                <Money value={l.lineTotal} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <dl className="space-y-1.5" aria-label="Totales del pedido">
        <SummaryRow label="Subtotal" value={formatCOP(breakdown.subtotal)} />
        {promoCode && (
          <SummaryRow
            label={`Código ${promoCode} (${formatPercent(breakdown.promoPercent, 0)})`}
            value={`-${formatCOP(breakdown.promoDiscount)}`}
          />
        )}
        {breakdown.pointsDiscount > 0 && (
          <SummaryRow label="Canje de puntos" value={`-${formatCOP(breakdown.pointsDiscount)}`} />
        )}
        <SummaryRow
          label="Envío"
          value={breakdown.shipping === 0 ? 'Gratis' : formatCOP(breakdown.shipping)}
        />
        {breakdown.cashRounding > 0 && (
          <SummaryRow
            label={MESSAGES.cashRounding.label}
            value={`-${formatCOP(breakdown.cashRounding)}`}
          />
        )}
      </dl>
      {breakdown.cashRounding > 0 && (
        <p className="text-xs text-gray-600 dark:text-gray-300">{MESSAGES.cashRounding.note}</p>
      )}
      <div className="space-y-2 rounded-xl bg-gray-100 p-3 text-sm dark:bg-gray-800">
        <p className="flex items-start gap-2 font-semibold">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Entrega en </span>
            {deliveryLine(delivery)}
          </span>
        </p>
        {delivery.instrucciones_entrega && <p>Instrucciones: {delivery.instrucciones_entrega}</p>}
        {delivery.telefono_contacto && <p>Teléfono de contacto: {delivery.telefono_contacto}</p>}
      </div>
    </>
  );
}
