import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOG_MESSAGES } from '../../../domain/catalog-messages';
import { CategoryCreateSchema } from '../../../domain/schemas/categories';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { CatalogCache } from '../catalog/catalog.cache';
import { createCategory, listCategories } from './categories.service';

/** The product category list (issue 23): read and extended on purpose by an administrator. */
export function adminCategoryRoutes({
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
    const admin = { preValidation: guard.staff('inventario') };

    app.get('/api/admin/categorias', admin, async () => ({
      categorias: await listCategories(database.db),
    }));

    app.post(
      '/api/admin/categorias',
      { ...admin, schema: { body: CategoryCreateSchema } },
      async (request, reply) => {
        const categoria = await createCategory(database.db, {
          nombre: request.body.nombre,
          adminId: guard.userOf(request).id,
        });
        catalogCache.invalidate();
        return reply
          .status(201)
          .send({ categoria, message: CATALOG_MESSAGES.category.created(categoria.nombre) });
      },
    );
  };
}
