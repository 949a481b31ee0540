import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { PackageCreateSchema, PackageUpdateSchema } from '../../../domain/schemas/admin-packages';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { CatalogCache } from '../catalog/catalog.cache';
import {
  createPackage,
  deletePackage,
  listAdminPackages,
  updatePackage,
} from './admin-packages.service';

const K = ADMIN_MESSAGES.admin.package;

/** Gestión de paquetes (payments-and-admin §7): list, create, update, delete or retire. */
export function adminPackageRoutes({
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
    const me = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;

    app.get('/api/admin/paquetes', admin, async () => ({
      success: true,
      paquetes: await listAdminPackages(database.db),
    }));

    app.post(
      '/api/admin/paquetes',
      { ...admin, schema: { body: PackageCreateSchema } },
      async (request, reply) => {
        const paquete = await createPackage(database.db, request.body, me(request), app.clock());
        catalogCache.invalidate();
        return reply.status(201).send({ success: true, paquete, message: K.created });
      },
    );

    app.put(
      '/api/admin/paquetes/:id',
      { ...admin, schema: { params: IdParamSchema, body: PackageUpdateSchema } },
      async (request) => {
        const paquete = await updatePackage(
          database.db,
          request.params.id,
          request.body,
          me(request),
          app.clock(),
        );
        catalogCache.invalidate();
        return { success: true, paquete, message: K.updated };
      },
    );

    app.delete(
      '/api/admin/paquetes/:id',
      { ...admin, schema: { params: IdParamSchema } },
      async (request) => {
        const { retirado } = await deletePackage(
          database.db,
          request.params.id,
          me(request),
          app.clock(),
        );
        catalogCache.invalidate();
        return { success: true, retirado, message: retirado ? K.retired : K.deleted };
      },
    );
  };
}
