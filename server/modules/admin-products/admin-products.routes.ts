import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { ProductCreateSchema, ProductUpdateSchema } from '../../../domain/schemas/admin-products';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import type { CatalogCache } from '../catalog/catalog.cache';
import { createProduct, deleteProduct, updateProduct } from './admin-products.service';
import {
  AdminProductListQuerySchema,
  CatalogExportQuerySchema,
  CatalogImportSchema,
  StockChangeSchema,
} from '../../../domain/schemas/admin-panel';
import { bogotaDayKey } from '../../../domain/dates';
import {
  changeStock,
  exportCatalogCsv,
  listAdminProducts,
  nextCode,
} from './admin-inventory.service';
import { importCatalogCsv } from './catalog-import.service';
import { catalogReader } from '../catalog/catalog-reader';
import { searchedProductIds } from '../catalog/catalog-search.service';

const P = ADMIN_MESSAGES.admin.product;

/** The administrator's catalogue writes (payments-and-admin §7): POST/PUT/DELETE /productos. */
export function adminProductRoutes({
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
    const catalogue = catalogReader(catalogCache);

    app.post(
      '/productos',
      { ...admin, schema: { body: ProductCreateSchema } },
      async (request, reply) => {
        const producto = await createProduct(
          database.db,
          request.body,
          app.clock(),
          guard.userOf(request).id,
        );
        catalogCache.invalidate();
        return reply.status(201).send({ success: true, producto, message: P.created });
      },
    );

    app.put(
      '/productos/:id',
      { ...admin, schema: { params: IdParamSchema, body: ProductUpdateSchema } },
      async (request) => {
        const producto = await updateProduct(
          database.db,
          request.params.id,
          request.body,
          app.clock(),
          guard.userOf(request).id,
        );
        catalogCache.invalidate();
        return { success: true, producto, message: P.updated };
      },
    );

    app.delete(
      '/productos/:id',
      { ...admin, schema: { params: IdParamSchema } },
      async (request) => {
        const { retired } = await deleteProduct(
          database.db,
          request.params.id,
          app.clock(),
          guard.userOf(request).id,
        );
        catalogCache.invalidate();
        return { success: true, retirado: retired, message: retired ? P.retired : P.deleted };
      },
    );

    app.get(
      '/api/admin/productos',
      { ...admin, schema: { querystring: AdminProductListQuerySchema } },
      async (request) => {
        const q = request.query.q;
        const found = q ? await searchedProductIds(catalogue, q) : null;
        return listAdminProducts(database.db, request.query, found);
      },
    );

    app.get('/api/admin/productos/siguiente-codigo', admin, async () => ({
      codigo: await nextCode(database.db),
    }));

    app.patch(
      '/api/admin/productos/:id/stock',
      { ...admin, schema: { params: IdParamSchema, body: StockChangeSchema } },
      async (request) => {
        const row = await changeStock(database, {
          adminId: guard.userOf(request).id,
          productId: request.params.id,
          change: request.body,
          now: app.clock(),
        });
        catalogCache.invalidate();
        return row;
      },
    );

    app.get(
      '/api/admin/productos/exportar',
      { ...admin, schema: { querystring: CatalogExportQuerySchema } },
      async (request, reply) => {
        const csv = await exportCatalogCsv(database.db, request.query.separador);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="catalogo-${bogotaDayKey(app.clock())}.csv"`,
          )
          .header('Cache-Control', 'no-store')
          .send(csv);
      },
    );

    app.post(
      '/api/admin/productos/importar',
      { ...admin, schema: { body: CatalogImportSchema }, bodyLimit: 4 * 1024 * 1024 },
      async (request) => {
        const answer = await importCatalogCsv(database, {
          adminId: guard.userOf(request).id,
          csv: request.body.csv,
          aplicar: request.body.aplicar,
          stockPrevisto: request.body.stock_previsto,
          decisiones: request.body.decisiones,
          now: app.clock(),
        });
        if (answer.aplicado) catalogCache.invalidate();
        return answer;
      },
    );
  };
}
