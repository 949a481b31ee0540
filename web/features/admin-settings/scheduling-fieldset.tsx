import { SETTINGS_LIMITS as L } from '../../../domain/settings-messages';
import { DEFAULT_SETTINGS, type SchedulingSettings } from '../../../domain/settings';
import { Group, NumberInput } from './settings-form-parts';

/**
 * "Pedidos programados" (issue 45): slot length, days ahead, orders per slot and how long before
 * its slot an order joins the pending lane. The form's domain schema checks the ranges on save.
 */
export function SchedulingFieldset({
  value = DEFAULT_SETTINGS.programacion,
  onChange,
}: {
  /** A server from before issue 45 answers without it: the defaults. */
  value?: SchedulingSettings;
  onChange(value: SchedulingSettings): void;
}) {
  const set = (key: keyof SchedulingSettings) => (v: number) => onChange({ ...value, [key]: v });
  return (
    <Group title="Pedidos programados">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Los residentes pueden elegir una franja dentro del horario, también con la tienda cerrada.
      </p>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-2">
        <NumberInput
          label="Duración de cada franja (minutos)"
          value={value.minutos_franja}
          onChange={set('minutos_franja')}
          hint={`Entre ${L.slotMinutes.min} y ${L.slotMinutes.max}.`}
        />
        <NumberInput
          label="Días para programar además de hoy"
          value={value.dias_adelante}
          onChange={set('dias_adelante')}
          hint="0: solo hoy; 1: hoy y mañana."
        />
        <NumberInput
          label="Pedidos por franja"
          value={value.pedidos_por_franja}
          onChange={set('pedidos_por_franja')}
          hint="Una franja llena ya no se ofrece."
        />
        <NumberInput
          label="Pasa a pendientes antes de la franja (minutos)"
          value={value.minutos_antes}
          onChange={set('minutos_antes')}
          hint="Entonces suena como un pedido nuevo; hasta ese momento el residente puede cambiar la hora o cancelar."
        />
      </div>
    </Group>
  );
}
