import { eq } from 'drizzle-orm';
import type { AdminOrderEvent } from '../../../domain/admin-views';
import { normalizeOrderState } from '../../../domain/orders';
import { can } from '../../../domain/permissions';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';
import { orderEventStream } from '../orders/order-event-stream';
import { PACKING_CHANNEL } from '../packing/packing-ticks.service';

export interface AdminEventDeps {
  database: Database;
  guard: AuthGuard;
  /** Comment ping interval (also when a demoted admin's stream is closed). Default 25 s. */
  pingMs?: number;
}

/**
 * GET /api/admin/eventos: server-sent events of every order change, for the live board
 * (the shared order event stream, every order, administrators only).
 */
export function adminEventRoutes({ database, guard, pingMs }: AdminEventDeps) {
  return orderEventStream({
    database,
    url: '/api/admin/eventos',
    label: 'admin event',
    preValidation: guard.staff('entregas'),
    userIdOf: (request) => guard.userOf(request).id,
    // A support case's change is the resident's news (issue 40); the board has Soporte for it.
    accepts: (_userId, event) => event.evento !== 'caso',
    sideChannels: [{ channel: PACKING_CHANNEL, event: 'alistamiento' }],
    data: (event): AdminOrderEvent => ({
      evento:
        event.evento === 'creado'
          ? 'nuevo'
          : event.evento === 'programado' || event.evento === 'faltante'
            ? event.evento
            : 'estado',
      pedido_id: event.pedido_id,
      estado: normalizeOrderState(event.estado) ?? 'pendiente',
      torre: event.torre,
      total: event.total,
      ...(event.evento === 'etapa' && event.etapa ? { etapa: event.etapa } : {}),
      ...(event.entrega_programada
        ? { entrega_programada: event.entrega_programada, programado_activo: event.programado_activo ?? false }
        : {}),
      ...(event.evento === 'faltante' && event.faltante ? { faltante: event.faltante } : {}),
    }),
    // A stream ends at the next ping once its user may no longer see deliveries (demoted to a
    // resident); an encargado's or repartidor's stays open, as the route let them in.
    stillAllowed: async (userId) => {
      const [row] = await database.db.select({ rol: users.rol }).from(users).where(eq(users.id, userId));
      return can(row?.rol, 'entregas');
    },
    pingMs,
  });
}
