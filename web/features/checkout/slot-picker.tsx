import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { slotsByDay, slotTimeRange } from '../../../domain/scheduling/slot-words';
import { reasonOf } from '../../app/api-client';
import { Button } from '../../ui/button';
import { slotsQuery, type SlotView } from './slots-api';

const CHIP =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-400 px-3 py-2 text-sm font-medium has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:border-dashed has-[:disabled]:text-gray-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 dark:border-gray-500 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950 dark:has-[:disabled]:text-gray-400';

/**
 * Today's and tomorrow's slots (issue 45), a day at a time so a phone shows one short grid:
 * the day's chips, then the day's slots, a full one marked "Lleno" and not choosable. Native
 * radios, so arrow keys move between them and skip the full ones. `current` (changing an order's
 * slot) is marked "Actual" and stays choosable: the place that fills it is the order's own.
 */
export function SlotPicker({
  now,
  value,
  current = null,
  error,
  onChange,
}: {
  now: Date;
  value: SlotView | null;
  current?: SlotView | null;
  error?: string;
  onChange(slot: SlotView): void;
}) {
  const slots = useQuery(slotsQuery);
  const days = slotsByDay(now, withCurrent(slots.data?.franjas ?? [], current));
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const valueDay = days.find((d) => d.slots.some((s) => s.inicio === value?.inicio))?.key;
  const dayKey = chosenDay ?? valueDay ?? days.find((d) => d.slots.some((s) => !s.lleno))?.key;
  const day = days.find((d) => d.key === dayKey) ?? days[0];

  if (slots.isPending) {
    return (
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        Buscando horarios…
      </p>
    );
  }
  if (slots.isError) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {reasonOf(slots.error, 'No pudimos cargar los horarios.')}
        </p>
        <Button size="small" variant="secondary" onClick={() => void slots.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (!day) {
    return (
      <p className="text-sm text-gray-700 dark:text-gray-300">
        No hay horarios disponibles para programar por ahora.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {days.length > 1 && (
        <fieldset>
          <legend className="sr-only">Día</legend>
          <div className="flex flex-wrap gap-2">
            {days.map((d) => (
              <label key={d.key} className={`${CHIP} flex-1 justify-center`}>
                <input
                  type="radio"
                  name="franja_dia"
                  value={d.key}
                  checked={d.key === day.key}
                  onChange={() => setChosenDay(d.key)}
                  className="size-4 accent-emerald-700"
                />
                {d.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset aria-describedby={error ? 'franja-error' : undefined}>
        <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">
          Horario · {day.label.toLowerCase()}
        </legend>
        <div className="mt-1 grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-2">
          {day.slots.map((slot) => (
            <label key={slot.inicio} className={CHIP}>
              <input
                type="radio"
                name="franja"
                value={slot.inicio}
                disabled={slot.lleno}
                aria-invalid={error && !slot.lleno ? true : undefined}
                checked={value?.inicio === slot.inicio}
                onChange={() => onChange(slot)}
                className="size-4 shrink-0 accent-emerald-700"
              />
              <span>
                {slotTimeRange(slot)}
                {/* The space keeps "a. m. Actual" two words in the radio's accessible name. */}
                {slot.inicio === current?.inicio ? (
                  <span className="block text-xs font-semibold"> Actual</span>
                ) : (
                  slot.lleno && <span className="block text-xs font-semibold"> Lleno</span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id="franja-error" role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The offered slots with the order's current one: never full for it (its place is the order's
 * own), and listed even when no longer offered (hours changed in Ajustes) so it still shows.
 */
function withCurrent(franjas: readonly SlotView[], current: SlotView | null): SlotView[] {
  if (!current) return [...franjas];
  const others = franjas.filter((slot) => slot.inicio !== current.inicio);
  return [...others, { ...current, lleno: false }];
}
