import { Banknote, CreditCard } from 'lucide-react';
import type { CartBreakdown } from '../../../domain/pricing';
import { checkMinimumOrder, type PaymentKind } from '../../../domain/shipping';
import { Button } from '../../ui/button';

/** 'Pagar en línea' and 'Pagar en efectivo', each disabled with its minimum explained. */
export function PaymentButtons({
  digital,
  cash,
  onCheckout,
}: {
  digital: CartBreakdown;
  cash: CartBreakdown;
  onCheckout(method: PaymentKind): void;
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
  return (
    <div className="grid gap-2">
      {options.map(({ method, label, icon: Icon, breakdown, variant }) => {
        const check = checkMinimumOrder(breakdown.subtotal, method, breakdown.itemCount);
        const hintId = `minimo-${method}`;
        return (
          <div key={method}>
            <Button
              variant={variant}
              className="w-full"
              disabled={!check.ok}
              aria-describedby={check.ok ? undefined : hintId}
              onClick={() => onCheckout(method)}
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </Button>
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
