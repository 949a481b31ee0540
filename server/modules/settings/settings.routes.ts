import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bogotaParts } from '../../../domain/dates';
import { publishedHours } from '../../../domain/service-hours';
import { ShopSettingsSchema } from '../../../domain/schemas/settings';
import { SETTINGS_MESSAGES } from '../../../domain/settings-messages';
import type { AuthGuard } from '../../http/auth-guard';
import { colombianHolidaysOf } from '../privacy/holidays';
import type { SettingsStore } from './settings.store';

/**
 * "Ajustes" (issue 26): the public facts every page and the store read (`GET /api/ajustes`), and
 * the administrators' read and save. A save reaches this instance at once and the others by
 * NOTIFY; orders already placed keep the figures they were priced with.
 */
export function settingsRoutes({ guard, store }: { guard: AuthGuard; store: SettingsStore }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('ajustes') };

    const publicView = () => {
      const ventana = store.serviceHours();
      return {
        success: true as const,
        version: store.version(),
        ajustes: store.current(),
        ventana,
        horario: publishedHours(ventana),
      };
    };

    app.get('/api/ajustes', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return publicView();
    });

    const adminView = () => {
      const year = bogotaParts(app.clock()).year;
      return {
        ...publicView(),
        actualizado: store.updatedAt()?.toISOString() ?? null,
        // SERVICE_HOURS (tests) wins over the saved hours; the panel says so.
        horario_anulado: store.hoursOverridden(),
        festivos: [...colombianHolidaysOf(year), ...colombianHolidaysOf(year + 1)],
      };
    };

    app.get('/api/admin/ajustes', admin, async () => adminView());

    app.put('/api/admin/ajustes', { ...admin, schema: { body: ShopSettingsSchema } }, async (request) => {
      await store.save(request.body, guard.userOf(request).id, app.clock());
      return { ...adminView(), message: SETTINGS_MESSAGES.saved };
    });
  };
}
