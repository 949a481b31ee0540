import type { ReactNode } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { formatCOP } from '../../../domain/money';
import { promoScopeMessage, type CartBreakdown } from '../../../domain/pricing';
import { formatPercent } from '../../../domain/percent';

function Row({
  label,
  value,
  strong = false,
  divider = false,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  divider?: boolean;
}) {
  return (
    <div
      className={`flex justify-between gap-3 ${strong ? 'text-base font-bold' : 'text-sm'} ${divider ? 'border-t border-gray-200 pt-1.5 dark:border-gray-700' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

const fee = (n: number) => (n === 0 ? 'Gratis' : formatCOP(n));

/**
 * Totals (customer spec §9): subtotal − code − points (not below 0) + shipping, shown for both
 * ways to pay since shipping depends on it; the cash total is rounded down to a multiple of $50
 * ("Ajuste al peso", DESIGN §5).
 */
export function CartTotals({
  digital,
  cash,
  promoCode,
}: {
  digital: CartBreakdown;
  cash: CartBreakdown;
  promoCode: string | null;
}) {
  return (
    <dl className="space-y-1.5" aria-label="Totales">
      <Row label="Subtotal" value={formatCOP(digital.subtotal)} />
      {digital.offerSavings > 0 && (
        <Row label="Ahorro en ofertas (incluido)" value={formatCOP(digital.offerSavings)} />
      )}
      {promoCode && (
        <Row
          label={
            <>
              <span>{`Código ${promoCode} (${formatPercent(digital.promoPercent, 0)})`}</span>
              <span className="block text-xs text-gray-700 dark:text-gray-300">
                {promoScopeMessage(digital)}
              </span>
            </>
          }
          value={`-${formatCOP(digital.promoDiscount)}`}
        />
      )}
      {digital.pointsDiscount > 0 && (
        <Row label="Canje de puntos" value={`-${formatCOP(digital.pointsDiscount)}`} />
      )}
      <Row label="Envío pagando en línea" value={fee(digital.shipping)} />
      <Row label="Envío pagando en efectivo" value={fee(cash.shipping)} />
      <Row strong label="Total pagando en línea" value={formatCOP(digital.total)} divider />
      {cash.cashRounding > 0 && (
        <Row label={MESSAGES.cashRounding.label} value={`-${formatCOP(cash.cashRounding)}`} />
      )}
      <Row strong label="Total pagando en efectivo" value={formatCOP(cash.total)} />
    </dl>
  );
}
