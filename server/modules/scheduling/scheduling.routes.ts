import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bogotaDayStart, bogotaParts } from '../../../domain/dates';
import { SlotChoiceSchema } from '../../../domain/schemas/scheduling';
import { IdParamSchema } from '../../../domain/schemas/params';
import { deliverySlots, firstAvailable, firstSlotOffer, type Slot } from '../../../domain/scheduling/slots';
import { isWithinServiceHours, nextOpening } from '../../../domain/service-hours';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { changeOrderSlot } from './slot-change.service';
import { slotSettingsOf } from './slot-settings';
import { takenBySlot } from './slot-capacity';

/** GET /api/franjas (contract of issue 45). */
export interface SlotsAnswer {
  franjas: Slot[];
  /** The first slot with a place left, or null. */
  primera_disponible: Slot | null;
  /** Whether an order "lo antes posible" is taken now. */
  abierto_ahora: boolean;
  /**
   * While closed, the store's offer of the first free slot ('Abrimos a las 6:00 a. m. — ¿te lo
   * llevamos entre 6:00 y 6:30?'); null while open or with no slot left.
   */
  oferta: string | null;
}

export interface SchedulingRouteDeps {
  database: Database;
  guard: AuthGuard;
}

const DAY_MS = 86_400_000;

/** Scheduled delivery (issue 45): the slots offered now and the resident's change of slot. */
export function schedulingRoutes({ database, guard }: SchedulingRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get('/api/franjas', async (): Promise<SlotsAnswer> => {
      const now = app.clock();
      const settings = slotSettingsOf(root.shopSettings);
      const p = bogotaParts(now);
      const from = bogotaDayStart(p.year, p.month, p.day);
      const to = new Date(from.getTime() + (settings.programacion.dias_adelante + 2) * DAY_MS);
      const franjas = deliverySlots(now, settings, await takenBySlot(database.db, from, to));
      const primera = firstAvailable(franjas);
      const abierto = isWithinServiceHours(now, settings.horario);
      return {
        franjas,
        primera_disponible: primera,
        abierto_ahora: abierto,
        oferta: !abierto && primera ? firstSlotOffer(primera, nextOpening(now, settings.horario)) : null,
      };
    });

    app.put(
      '/api/pedidos/:id/franja',
      { preValidation: guard.requireUser, schema: { params: IdParamSchema, body: SlotChoiceSchema } },
      async (request) =>
        changeOrderSlot(database, {
          orderId: request.params.id,
          residentId: guard.userOf(request).id,
          inicio: request.body.inicio,
          now: app.clock(),
          settings: slotSettingsOf(root.shopSettings),
        }),
    );
  };
}
