import { normalizeOrderState } from '../orders';
import { err, ok, type Result } from '../result';
import type { SchedulingSettings } from '../settings';
import { SCHEDULING_MESSAGES as M } from './messages';
import { preparationStart } from './slots';

/** What the rules read of a scheduled order (the columns of migration 0030). */
export interface ScheduledOrderFacts {
  estado: string;
  etapa: string;
  entrega_programada_inicio: Date | null;
  programado_activado_at: Date | null;
}

export type ScheduleRefusal = 'ORDER_NOT_PENDING' | 'ORDER_NOT_SCHEDULED' | 'SCHEDULED_PREPARING';

/**
 * Whether the resident may still change the slot of a scheduled order or cancel it (issue 45):
 * until its preparation starts, which is when it moved to the pending lane or its slot's lead
 * time arrived (whichever comes first: the scheduler may run a little late), or the shop already
 * took it further than 'recibido'.
 */
export function canChangeScheduled(
  order: ScheduledOrderFacts,
  now: Date,
  settings: Pick<SchedulingSettings, 'minutos_antes'>,
): Result<null, ScheduleRefusal> {
  if (normalizeOrderState(order.estado) !== 'pendiente') {
    return err('ORDER_NOT_PENDING', M.preparing);
  }
  const inicio = order.entrega_programada_inicio;
  if (!inicio) return err('ORDER_NOT_SCHEDULED', M.notScheduled);
  const started =
    order.programado_activado_at !== null ||
    order.etapa !== 'recibido' ||
    now.getTime() >= preparationStart(inicio, settings).getTime();
  return started ? err('SCHEDULED_PREPARING', M.preparing) : ok(null);
}

/**
 * Whether a scheduled order is due in the pending lane at `now` (the scheduler's rule; the SQL
 * mirror is in server/modules/scheduling/scheduler.ts).
 */
export function isScheduleDue(
  order: Pick<ScheduledOrderFacts, 'entrega_programada_inicio'>,
  now: Date,
  settings: Pick<SchedulingSettings, 'minutos_antes'>,
): boolean {
  const inicio = order.entrega_programada_inicio;
  return inicio !== null && preparationStart(inicio, settings).getTime() <= now.getTime();
}

/**
 * A scheduled order not yet due is not pending work (issue 45): it waits in "Programados" and is
 * counted apart from the pending lane until the scheduler moves it. Reads the order views' fields;
 * the SQL mirror is server/modules/scheduling/waiting.sql.ts.
 */
export function waitsForSlot(order: {
  estado: string;
  entrega_programada: unknown;
  programado_activo: boolean;
}): boolean {
  return (
    normalizeOrderState(order.estado) === 'pendiente' &&
    order.entrega_programada != null &&
    !order.programado_activo
  );
}
