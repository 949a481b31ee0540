import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import { ProductCreateSchema, ProductUpdateSchema } from '../../../domain/schemas/admin-products';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { CatalogCache } from '../catalog/catalog.cache';
import { createProduct, deleteProduct, updateProduct } from './admin-products.service';

const P = MESSAGES.admin.product;

/** The administrator's catalogue writes (payments-and-admin §7): POST/PUT/DELETE /productos. */
export function adminProductRoutes({ database, guard, catalogCache }: { database: Database; guard: AuthGuard; catalogCache: CatalogCache }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preHandler: guard.requireAdmin };

    app.post('/productos', { ...admin, schema: { body: ProductCreateSchema } }, async (request, reply) => {
      const producto = await createProduct(database.db, request.body, app.clock(), guard.userOf(request).id);
      catalogCache.invalidate();
      return reply.status(201).send({ success: true, producto, message: P.created });
    });

    app.put('/productos/:id', { ...admin, schema: { params: IdParamSchema, body: ProductUpdateSchema } }, async (request) => {
      const producto = await updateProduct(database.db, request.params.id, request.body, app.clock(), guard.userOf(request).id);
      catalogCache.invalidate();
      return { success: true, producto, message: P.updated };
    });

    app.delete('/productos/:id', { ...admin, schema: { params: IdParamSchema } }, async (request) => {
      const { retired } = await deleteProduct(database.db, request.params.id, app.clock(), guard.userOf(request).id);
      catalogCache.invalidate();
      return { success: true, retirado: retired, message: retired ? P.retired : P.deleted };
    });
  };
}
