import type { OrderView } from '../../../domain/order-views';
import { canChangeScheduled } from '../../../domain/scheduling/rules';
import type { SchedulingSettings } from '../../../domain/settings';

/**
 * Whether the resident may still change the slot of this scheduled order or cancel it (issue 45):
 * the server's rule read from the order view (the server decides; this only hides the buttons).
 */
export function scheduledChangeable(
  order: OrderView,
  now: Date,
  settings: Pick<SchedulingSettings, 'minutos_antes'>,
): boolean {
  const slot = order.entrega_programada;
  if (!slot) return false;
  return canChangeScheduled(
    {
      estado: order.estado,
      etapa: order.etapa,
      entrega_programada_inicio: new Date(slot.inicio),
      // The view says only whether it moved; any instant stands for "it did".
      programado_activado_at: order.programado_activo ? new Date(0) : null,
    },
    now,
    settings,
  ).ok;
}
