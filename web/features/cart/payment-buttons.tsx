import { Banknote, CreditCard } from 'lucide-react';
import { closeSentence } from '../../../domain/dates';
import type { CartBreakdown } from '../../../domain/pricing';
import { slotPhrase, type SlotTimes } from '../../../domain/scheduling/slot-words';
import { checkMinimumOrder, type PaymentKind } from '../../../domain/shipping';
import { Button } from '../../ui/button';
import { Money } from '../../ui/money';
import { knownShopSettings } from '../../app/shop-settings';
import { previewOrderCeilings } from './cart-ceilings';
import type { CartItem } from './cart-lines';

/** 'Pagar en línea' and 'Pagar en efectivo', each disabled with its minimum or ceiling explained. */
export function PaymentButtons({
  digital,
  cash,
  items = [],
  onCheckout,
  closedMessage = null,
  stockProblem = null,
  scheduleSlot = null,
}: {
  digital: CartBreakdown;
  cash: CartBreakdown;
  /** The cart's lines, for the order ceilings' preview. */
  items?: readonly CartItem[];
  onCheckout(method: PaymentKind): void;
  /** Set while the store is closed (service hours): both buttons wait, with this beside them. */
  closedMessage?: string | null;
  /** Issue 40: a line is short of stock (packages counted): both buttons wait, with this. */
  stockProblem?: string | null;
  /** Issue 45: the store is closed but takes the order for this slot; says so, blocks nothing. */
  scheduleSlot?: SlotTimes | null;
}) {
  const options = [
    {
      method: 'digital' as const,
      label: 'Pagar en línea',
      icon: CreditCard,
      breakdown: digital,
      variant: 'primary' as const,
    },
    {
      method: 'efectivo' as const,
      label: 'Pagar en efectivo',
      icon: Banknote,
      breakdown: cash,
      variant: 'secondary' as const,
    },
  ];
  const closedId = 'pago-cerrado';
  return (
    <div className="grid gap-2">
      {closedMessage && (
        <p
          id={closedId}
          className="rounded-xl bg-amber-50 px-3 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {closedMessage}
        </p>
      )}
      {scheduleSlot && !closedMessage && (
        <p className="rounded-xl bg-amber-50 px-3 py-2 text-center text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {closeSentence(`Estamos cerrados: te lo llevamos ${slotPhrase(new Date(), scheduleSlot)}`)}{' '}
          Puedes elegir otro horario.
        </p>
      )}
      {options.map(({ method, label, icon: Icon, breakdown, variant }) => {
        const settings = knownShopSettings();
        const minimum = checkMinimumOrder(
          breakdown.subtotal,
          method,
          breakdown.itemCount,
          settings,
        );
        const ceilings = minimum.ok
          ? previewOrderCeilings(items, breakdown.subtotal, settings)
          : minimum;
        const check =
          ceilings.ok && stockProblem ? { ok: false as const, message: stockProblem } : ceilings;
        const hintId = `minimo-${method}`;
        const describedBy = [closedMessage ? closedId : null, check.ok ? null : hintId]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={method}>
            {/* Issue 40: what this way of paying costs, where the resident taps (the totals'
                same figure); wraps under the button at 320 px or 200 % text. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Button
                variant={variant}
                className="min-w-44 flex-1"
                disabled={!check.ok || closedMessage !== null}
                aria-describedby={describedBy || undefined}
                onClick={() => onCheckout(method)}
              >
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </Button>
              <p className="ml-auto text-right leading-tight">
                <span className="block text-xs text-gray-700 dark:text-gray-300">{'Total '}</span>
                <Money value={breakdown.total} className="font-bold tabular-nums" />
              </p>
            </div>
            {!check.ok && (
              <p id={hintId} className="mt-1 text-center text-xs text-gray-700 dark:text-gray-300">
                {check.message}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
