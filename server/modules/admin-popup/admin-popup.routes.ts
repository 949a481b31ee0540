import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { PopupCreateSchema } from '../../../domain/schemas/admin-promotions';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { CatalogCache } from '../catalog/catalog.cache';
import { createPopup, deactivatePopup, popupHistory } from './admin-popup.service';

const M = ADMIN_MESSAGES.admin.popupAdmin;

/** Popup del día (payments-and-admin §7); the store's copy is dropped from the cache at once. */
export function adminPopupRoutes({
  database,
  guard,
  catalogCache,
}: {
  database: Database;
  guard: AuthGuard;
  catalogCache: CatalogCache;
}) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('promociones') };
    const me = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;

    app.get('/api/admin/promociones-popup', admin, async () => ({
      success: true,
      promociones: await popupHistory(database.db),
    }));

    app.post(
      '/api/admin/promociones-popup',
      { ...admin, schema: { body: PopupCreateSchema } },
      async (request, reply) => {
        const promocion = await createPopup(database.db, request.body, me(request), app.clock());
        catalogCache.invalidate();
        return reply.status(201).send({ success: true, promocion, message: M.created });
      },
    );

    app.put('/api/admin/promociones-popup/desactivar', admin, async (request) => {
      const count = await deactivatePopup(database.db, me(request));
      catalogCache.invalidate();
      return {
        success: true,
        desactivadas: count,
        message: count > 0 ? M.deactivated : M.noneActive,
      };
    });
  };
}
