import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import { PackingTickSchema } from '../../../domain/schemas/packing';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';
import { AppError } from '../../http/errors';
import { eq } from 'drizzle-orm';
import { packingTicksOf, setPackingTick } from './packing-ticks.service';

/**
 * An order's packing ticks, shared by everyone packing it (issue 41): read with the list, and
 * each tick written here and told to every open list through the admin stream.
 */
export function packingRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const staff = { preValidation: guard.staff('entregas') };

    app.get(
      '/api/admin/pedidos/:id/alistamiento',
      { ...staff, schema: { params: IdParamSchema } },
      async (request) => {
        const [order] = await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, request.params.id));
        if (!order) throw new AppError('ORDER_NOT_FOUND', 404, MESSAGES.orders.notFound);
        return packingTicksOf(database.db, order.id);
      },
    );

    app.put(
      '/api/admin/pedidos/:id/alistamiento',
      { ...staff, schema: { params: IdParamSchema, body: PackingTickSchema } },
      (request) =>
        setPackingTick(database, {
          orderId: request.params.id,
          clave: request.body.clave,
          listo: request.body.listo,
          userId: guard.userOf(request).id,
          now: app.clock(),
        }),
    );
  };
}
