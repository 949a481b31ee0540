import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REWARD_MESSAGES as M } from '../../../domain/rewards';
import {
  RewardActiveSchema,
  RewardCreateSchema,
  RewardUpdateSchema,
} from '../../../domain/schemas/admin-rewards';
import { IdParamSchema } from '../../../domain/schemas/params';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { listGiftsOwed } from '../points/gifts.service';
import {
  createReward,
  deleteReward,
  listAdminRewards,
  setRewardActive,
  updateReward,
} from './admin-rewards.service';

/** Canjes (issue 24): the rewards residents redeem points for, managed by administrators. */
export function adminRewardRoutes({ database, guard }: { database: Database; guard: AuthGuard }) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('promociones') };
    const me = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;
    const db = database.db;

    // "Regalos por entregar" (issue 41): whoever packs and delivers reads it on the board.
    app.get('/api/admin/regalos', { preValidation: guard.staff('entregas') }, async () => ({
      success: true,
      regalos: await listGiftsOwed(db),
    }));

    app.get('/api/admin/recompensas', admin, async () => ({
      success: true,
      recompensas: await listAdminRewards(db, app.clock()),
    }));

    app.post(
      '/api/admin/recompensas',
      { ...admin, schema: { body: RewardCreateSchema } },
      async (request, reply) => {
        const recompensa = await createReward(db, request.body, me(request), app.clock());
        return reply.status(201).send({ success: true, recompensa, message: M.created });
      },
    );

    app.put(
      '/api/admin/recompensas/:id',
      { ...admin, schema: { params: IdParamSchema, body: RewardUpdateSchema } },
      async (request) => ({
        success: true,
        recompensa: await updateReward(db, request.params.id, request.body, me(request), app.clock()),
        message: M.updated,
      }),
    );

    app.put(
      '/api/admin/recompensas/:id/activa',
      { ...admin, schema: { params: IdParamSchema, body: RewardActiveSchema } },
      async (request) => {
        const recompensa = await setRewardActive(db, request.params.id, request.body, me(request), app.clock());
        return { success: true, recompensa, message: recompensa.activa ? M.activated : M.deactivated };
      },
    );

    app.delete(
      '/api/admin/recompensas/:id',
      { ...admin, schema: { params: IdParamSchema } },
      async (request) => {
        await deleteReward(db, request.params.id, me(request), app.clock());
        return { success: true, message: M.deleted };
      },
    );
  };
}
