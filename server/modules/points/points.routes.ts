import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import {
  CancelRedemptionSchema,
  CreateRewardRedemptionSchema,
  RedeemPointsSchema,
  RegisterPointsSchema,
} from '../../../domain/schemas/points';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { startCanjeExpiryJob, type CanjeExpiryJob } from './canje-expiry.job';
import { orderPointsReport } from './points-orders.service';
import {
  canjeView,
  getBalance,
  getPointsSummary,
  listRewards,
  redeemPoints,
  redeemReward,
} from './points.service';
import { listRedemptionHistory } from './redemption-history.service';
import { cancelRedemption } from './redemptions.service';

export interface PointsRouteDeps {
  database: Database;
  guard: AuthGuard;
  /** The canje expiry job's period; 0 leaves the job off. */
  expiryIntervalMs?: number;
}

/**
 * Loyalty points (customer spec §7, DESIGN §5): balance, level, canjes and rewards, all for the
 * signed-in caller. While the app is up it also runs the canje expiry job.
 */
export function pointsRoutes({ database, guard, expiryIntervalMs }: PointsRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const db = database.db;
    const me = (request: Parameters<AuthGuard['userOf']>[0]) => guard.userOf(request).id;
    // Before validation, so a signed-out caller hears 401 rather than a complaint about the body.
    const signedIn = { preValidation: guard.requireUser };

    app.get('/api/puntos/mi-saldo', signedIn, (request) => getBalance(db, me(request)));

    app.get('/api/puntos/usuario', signedIn, (request) => getPointsSummary(db, me(request)));

    app.get('/api/puntos/canjes', signedIn, (request) => listRedemptionHistory(db, me(request)));

    app.post('/api/puntos/canjear', { ...signedIn, schema: { body: RedeemPointsSchema } }, (request) =>
      redeemPoints(db, me(request), request.body.puntos_a_canjear, app.clock()),
    );

    app.post('/api/puntos/cancelar-canje', { ...signedIn, schema: { body: CancelRedemptionSchema } }, async (request) => {
      const { canje, puntosDisponibles } = await cancelRedemption(db, me(request), request.body.codigo_canje, app.clock());
      return {
        success: true,
        canje: canjeView(canje),
        puntos_restaurados: canje.puntos_usados,
        puntos_disponibles: puntosDisponibles,
        message: MESSAGES.points.canjeCancelled,
      };
    });

    app.post('/api/puntos/registrar', { ...signedIn, schema: { body: RegisterPointsSchema } }, (request) =>
      orderPointsReport(db, me(request), request.body.pedido_id),
    );

    app.get('/api/recompensas/disponibles', signedIn, (request) => listRewards(db, me(request)));

    app.post('/api/canjes/crear', { ...signedIn, schema: { body: CreateRewardRedemptionSchema } }, (request) =>
      redeemReward(db, me(request), request.body, app.clock()),
    );

    let job: CanjeExpiryJob | undefined;
    if (expiryIntervalMs !== 0) {
      root.addHook('onReady', async () => {
        job = startCanjeExpiryJob({ database, clock: root.clock, log: root.log, intervalMs: expiryIntervalMs });
      });
      root.addHook('onClose', async () => job?.stop());
    }
  };
}
