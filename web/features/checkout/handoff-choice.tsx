import { Building2, DoorOpen } from 'lucide-react';
import {
  HANDOFF_LABELS,
  HANDOFF_MODES,
  RECIBE_MAX,
  type HandoffMode,
} from '../../../domain/live-orders';
import { DeliveryField } from './delivery-field';

const ICONS = { apartamento: Building2, porteria: DoorOpen } as const;

/**
 * The handoff of this order (DESIGN §8): up to the apartment (default) or left at the gatehouse,
 * with an optional name of who receives it. Native radios: arrow keys move between them.
 */
export function HandoffChoice({
  value,
  recibe,
  recibeError,
  onMode,
  onRecibe,
}: {
  value: HandoffMode;
  recibe: string;
  recibeError?: string;
  onMode(mode: HandoffMode): void;
  onRecibe(name: string): void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">
        ¿Cómo te lo entregamos?
      </legend>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-2">
        {HANDOFF_MODES.map((mode) => {
          const Icon = ICONS[mode];
          return (
            <label
              key={mode}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-400 px-3 py-2 text-sm font-medium has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 dark:border-gray-500 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950"
            >
              <input
                type="radio"
                name="entrega_modo"
                value={mode}
                checked={value === mode}
                onChange={() => onMode(mode)}
                className="size-4 accent-emerald-700"
              />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {HANDOFF_LABELS[mode]}
            </label>
          );
        })}
      </div>
      {value === 'porteria' && (
        <DeliveryField
          label="¿Quién lo recibe?"
          optional
          error={recibeError}
          control={(p) => (
            <input
              {...p}
              name="recibe"
              autoComplete="name"
              maxLength={RECIBE_MAX}
              value={recibe}
              onChange={(e) => onRecibe(e.target.value)}
            />
          )}
        />
      )}
    </fieldset>
  );
}
