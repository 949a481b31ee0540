import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { formatCOP } from '../../../domain/money';
import { ProductCostSchema, ProductDiscountSchema } from '../../../domain/schemas/admin-products';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { CatalogCache } from '../catalog/catalog.cache';
import {
  applySuggestedPrice,
  listMargins,
  updateCost,
  updateDiscount,
} from './admin-margins.service';

const M = ADMIN_MESSAGES.admin.margins;

/** Márgenes y costos and Descuentos por producto (payments-and-admin §7). */
export function adminMarginRoutes({
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
    const admin = { preValidation: guard.staff('dinero') };
    const me = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;
    const byId = { params: IdParamSchema };

    app.get('/api/admin/productos/margenes', admin, async () => ({
      success: true,
      productos: await listMargins(database.db),
    }));

    app.put(
      '/api/admin/productos/:id/costo',
      { ...admin, schema: { ...byId, body: ProductCostSchema } },
      async (request) => {
        const producto = await updateCost(
          database.db,
          request.params.id,
          request.body,
          me(request),
          app.clock(),
        );
        return {
          success: true,
          producto,
          precioSugerido: producto.precio_sugerido,
          message: M.costSaved,
        };
      },
    );

    app.post(
      '/api/admin/productos/:id/precio-sugerido',
      { ...admin, schema: byId },
      async (request) => {
        const producto = await applySuggestedPrice(
          database.db,
          request.params.id,
          me(request),
          app.clock(),
        );
        catalogCache.invalidate();
        return { success: true, producto, message: M.priceApplied(formatCOP(producto.precio)) };
      },
    );

    app.put(
      '/api/admin/productos/:id/descuento',
      { ...admin, schema: { ...byId, body: ProductDiscountSchema } },
      async (request) => {
        const producto = await updateDiscount(
          database.db,
          request.params.id,
          request.body,
          me(request),
          app.clock(),
        );
        catalogCache.invalidate();
        return { success: true, producto, message: M.discountSaved };
      },
    );
  };
}
