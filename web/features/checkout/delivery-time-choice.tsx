import { CalendarClock, Zap } from 'lucide-react';
import type { PaymentKind } from '../../../domain/shipping';
import { useShopSettings } from '../../app/shop-settings';
import { SlotPicker } from './slot-picker';
import type { DeliveryWhen } from './slots-api';

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-400 px-3 py-2 text-sm font-medium has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 dark:border-gray-500 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950';

/**
 * "¿Cuándo lo quieres?" (issue 45): as soon as possible, or a slot of today or tomorrow. While
 * the store is closed only a slot can be chosen, and the closed message says why. An online
 * payment is taken now even for a later slot, and the choice says so.
 */
export function DeliveryTimeChoice({
  value,
  method,
  closedMessage,
  error,
  onChange,
}: {
  value: DeliveryWhen;
  method: PaymentKind;
  /** Set while the store is closed: "lo antes posible" waits, with this beside it. */
  closedMessage: string | null;
  error?: string;
  onChange(when: DeliveryWhen): void;
}) {
  const minutes = useShopSettings().entrega.promesa_minutos;
  const options = [
    { kind: 'asap' as const, label: `Lo antes posible (máx. ${minutes} min)`, icon: Zap },
    { kind: 'slot' as const, label: 'Programar', icon: CalendarClock },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        ¿Cuándo lo quieres?
      </legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2">
        {options.map(({ kind, label, icon: Icon }) => {
          const closed = kind === 'asap' && closedMessage !== null;
          return (
            <label key={kind} className={OPTION}>
              <input
                type="radio"
                name="cuando"
                value={kind}
                checked={value.kind === kind}
                disabled={closed}
                aria-describedby={closed ? 'cuando-cerrado' : undefined}
                onChange={() =>
                  onChange(kind === 'asap' ? { kind } : { kind, slot: null })
                }
                className="size-4 shrink-0 accent-emerald-700"
              />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </label>
          );
        })}
      </div>
      {closedMessage && (
        <p id="cuando-cerrado" className="text-sm text-amber-900 dark:text-amber-100">
          {closedMessage}
        </p>
      )}
      {value.kind === 'slot' && (
        <>
          <SlotPicker
            now={new Date()}
            value={value.slot}
            error={error}
            onChange={(slot) => onChange({ kind: 'slot', slot })}
          />
          {method === 'digital' && (
            <p className="rounded-xl bg-sky-50 px-3 py-2 text-sm font-medium text-sky-950 dark:bg-sky-950 dark:text-sky-50">
              El pago en línea se cobra ahora.
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
