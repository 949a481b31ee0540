import type { ScheduledDeliveryView } from '../../../domain/order-views';
import { slotDateLabel } from '../../../domain/scheduling/slots';

/** The order columns of migration 0030. */
interface ScheduledColumns {
  entrega_programada_inicio: Date | null;
  entrega_programada_fin: Date | null;
  programado_activado_at: Date | null;
}

/** An order's slot as every view carries it (issue 45). */
export function scheduledView(order: ScheduledColumns): {
  entrega_programada: ScheduledDeliveryView | null;
  programado_activo: boolean;
} {
  const { entrega_programada_inicio: inicio, entrega_programada_fin: fin } = order;
  return {
    entrega_programada:
      inicio && fin
        ? { inicio: inicio.toISOString(), fin: fin.toISOString(), etiqueta: slotDateLabel(inicio, fin) }
        : null,
    programado_activo: inicio !== null && order.programado_activado_at !== null,
  };
}
