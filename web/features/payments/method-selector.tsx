import type { LucideIcon } from 'lucide-react';
import { CreditCard, Landmark, Smartphone, Wallet } from 'lucide-react';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payments';
import { METHOD_LABELS } from './method-labels';

export { METHOD_LABELS } from './method-labels';

const METHOD_DETAILS: Record<PaymentMethod, { hint: string; icon: LucideIcon }> = {
  CARD: { hint: 'Visa, Mastercard, American Express o Discover', icon: CreditCard },
  NEQUI: { hint: 'Apruebas el pago en tu app Nequi', icon: Smartphone },
  DAVIPLATA: { hint: 'Te llevamos a DaviPlata para aprobarlo', icon: Wallet },
  PSE: { hint: 'Débito desde tu cuenta bancaria', icon: Landmark },
};

/** The four methods of payments spec §2 as one radio group (arrow keys move between them). */
export function MethodSelector({
  value,
  onChange,
  error,
}: {
  value: PaymentMethod | null;
  onChange(method: PaymentMethod): void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? 'metodo-pago-error' : undefined}>
      <legend className="text-sm font-semibold">Método de pago</legend>
      <div className="mt-2 grid gap-2">
        {PAYMENT_METHODS.map((method) => {
          const { hint, icon: Icon } = METHOD_DETAILS[method];
          const hintId = `metodo-${method}-detalle`;
          return (
            <label
              key={method}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-gray-300 px-3 py-2 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-focus-visible:ring-2 has-focus-visible:ring-emerald-600 dark:border-gray-600 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950"
            >
              <input
                type="radio"
                name="metodo-pago"
                value={method}
                checked={value === method}
                onChange={() => onChange(method)}
                aria-describedby={hintId}
                className="size-5 accent-emerald-700"
              />
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span>
                <span className="block font-semibold">{METHOD_LABELS[method]}</span>
                <span id={hintId} className="block text-sm text-gray-700 dark:text-gray-300">
                  {hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p
          id="metodo-pago-error"
          className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
    </fieldset>
  );
}
