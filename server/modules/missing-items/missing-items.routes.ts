import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import { MISSING_MESSAGES as M } from '../../../domain/missing-items/messages';
import {
  AnswerMissingSchema,
  MarkMissingSchema,
  MissingQuestionParamsSchema,
  ReplacementQuerySchema,
} from '../../../domain/schemas/missing-items';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { SettingsStore } from '../settings/settings.store';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import type { CatalogCache } from '../catalog/catalog.cache';
import { withFinalPrices, type ProductWithFinalPrice } from '../catalog/catalog.service';
import { adminOrderView, customerOrderView } from '../orders/order-views.service';
import { answerMissing } from './answer-missing.service';
import { markMissing } from './mark-missing.service';
import { startMissingExpiryJob } from './missing-expiry.job';
import type { ProductRow } from './missing-money';
import { replacementsFor } from './proposals';

export interface MissingItemsDeps {
  database: Database;
  guard: AuthGuard;
  catalogCache: CatalogCache;
  settings: SettingsStore;
  /** How often open questions are checked for their deadline; 0 leaves the timer off (tests). */
  expiryIntervalMs?: number;
}

const summary = (p: ProductRow): ProductWithFinalPrice =>
  withFinalPrices([
    {
      id: p.id,
      codigo: p.codigo,
      nombre: p.nombre,
      descripcion: p.descripcion,
      categoria: p.categoria,
      precio: p.precio,
      stock: p.stock,
      imagen: p.imagen,
      nutricional: p.nutricional,
      descuento_activo: p.descuento_activo,
      descuento_porcentaje: p.descuento_porcentaje,
      descuento_badge_texto: p.descuento_badge_texto,
    },
  ])[0]!;

/**
 * Missing products (issue 44, decision 0025): the packer marks a line, the proposals for it,
 * the resident's answer, and the sweeper that closes unanswered questions.
 */
export function missingItemsRoutes(deps: MissingItemsDeps) {
  const { database, guard, catalogCache, settings } = deps;
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const staff = { preValidation: guard.staff('entregas') };

    app.post(
      '/api/admin/pedidos/:id/faltantes',
      { ...staff, schema: { params: IdParamSchema, body: MarkMissingSchema } },
      async (request) => {
        const outcome = await markMissing(database, {
          orderId: request.params.id,
          lineId: request.body.linea_id,
          faltan: request.body.faltan,
          reemplazoId: request.body.reemplazo_id,
          adminId: guard.userOf(request).id,
          now: app.clock(),
          settings: settings.current(),
        });
        if (outcome.stockChanged) catalogCache.stockChanged();
        const pedido = await adminOrderView(database.db, outcome.order.id);
        if (!pedido) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
        return pedido;
      },
    );

    app.get(
      '/api/admin/pedidos/:id/reemplazos',
      { ...staff, schema: { params: IdParamSchema, querystring: ReplacementQuerySchema } },
      async (request) => {
        const [line] = await database.db
          .select({ product_id: orderLines.product_id })
          .from(orderLines)
          .where(and(eq(orderLines.id, request.query.linea_id), eq(orderLines.order_id, request.params.id)));
        if (!line) throw new AppError('LINE_NOT_FOUND', 404, M.errors.lineNotFound);
        if (line.product_id === null) return { reemplazos: [] };
        const { proposals } = await replacementsFor(database.db, line.product_id);
        return { reemplazos: proposals.map(summary) };
      },
    );

    app.get(
      '/api/productos/:id/reemplazos',
      { preValidation: guard.requireUser, schema: { params: IdParamSchema } },
      async (request) => {
        const { missing, proposals } = await replacementsFor(database.db, request.params.id);
        if (!missing || !missing.activo) throw new AppError('PRODUCT_NOT_FOUND', 404, M.errors.productNotFound);
        return { reemplazos: proposals.map(summary) };
      },
    );

    app.post(
      '/api/pedidos/:id/faltantes/:pregunta_id',
      { preValidation: guard.requireUser, schema: { params: MissingQuestionParamsSchema, body: AnswerMissingSchema } },
      async (request) => {
        const { order, stockChanged } = await answerMissing(database, {
          orderId: request.params.id,
          questionId: request.params.pregunta_id,
          userId: guard.userOf(request).id,
          eleccion: request.body.eleccion,
          now: app.clock(),
        });
        if (stockChanged) catalogCache.stockChanged();
        const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
        return customerOrderView(database.db, row ?? order);
      },
    );

    if (deps.expiryIntervalMs !== 0) {
      let stop: (() => void) | undefined;
      root.addHook('onReady', async () => {
        stop = startMissingExpiryJob({ database, clock: root.clock, log: root.log, intervalMs: deps.expiryIntervalMs });
      });
      root.addHook('onClose', async () => stop?.());
    }
  };
}
