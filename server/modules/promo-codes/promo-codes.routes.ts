import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../../domain/messages';
import { clientPromoRefusal } from '../../../domain/promo';
import { ADMIN_MESSAGES } from '../../../domain/admin-messages';
import { bogotaDayKey } from '../../../domain/dates';
import { checkPromoExpiry, type RandomSource } from '../../../domain/promo';
import {
  PromoCodeListQuerySchema,
  PromoDeleteSchema,
  PromoGenerateSchema,
} from '../../../domain/schemas/admin-promotions';
import { ValidatePromoCodeSchema } from '../../../domain/schemas/promo';
import type { Database } from '../../db/client';
import type { AuthGuard } from '../../http/auth-guard';
import { recordAudit } from '../admin-audit/admin-audit.service';
import { AppError } from '../../http/errors';
import {
  codeStats,
  deleteUnusedCodes,
  exportCodes,
  generateCodes,
  listCodes,
} from './promo-codes-admin.service';
import { createPromoAttempts, type PromoAttempts } from './promo-attempts';
import { validatePromoCode } from './promo-codes.service';

export interface PromoCodeRouteDeps {
  database: Database;
  guard: AuthGuard;
  /** Uniform in [0, 1); crypto-backed by default so printed codes cannot be predicted. */
  random?: RandomSource;
  /** The attempt count this route shares with orders and payments (issue 46). */
  attempts?: PromoAttempts;
}

const cryptoRandom: RandomSource = () => randomInt(0, 2 ** 32) / 2 ** 32;

/** POST /api/validar-codigo-promocional and /api/admin/codigos-promocionales/* (both specs §7). */
export function promoCodeRoutes({
  database,
  guard,
  random = cryptoRandom,
  attempts = createPromoAttempts(),
}: PromoCodeRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const admin = { preValidation: guard.staff('promociones') };

    app.post(
      '/api/validar-codigo-promocional',
      { preValidation: guard.requireUser, schema: { body: ValidatePromoCodeSchema } },
      async (request) => {
        const userId = guard.userOf(request).id;
        const now = app.clock();
        // Every validation counts, a usable code included: it is the route a guesser tries first.
        const caller = { userId, ip: request.ip, now };
        attempts.assertMayTry(caller);
        attempts.record(caller);

        const { codigo } = request.body;
        const result = await validatePromoCode(database.db, { codigo, userId, now });
        // A well-formed question about an unusable code is answered 200 with valido:false (spec §3
        // shape), and one answer for every reason (decision 0017).
        if (!result.ok) {
          const refusal = clientPromoRefusal(result.code);
          return {
            valido: false,
            codigo,
            error: refusal.message,
            code: refusal.code,
            mensaje: refusal.message,
          };
        }
        const { descuento, tipo } = result.value;
        return {
          valido: true,
          codigo,
          descuento,
          tipo,
          mensaje: MESSAGES.promo.applied(descuento),
        };
      },
    );

    app.post(
      '/api/admin/codigos-promocionales/generar',
      { ...admin, schema: { body: PromoGenerateSchema } },
      async (request, reply) => {
        const now = app.clock();
        if (request.body.vence_el !== undefined) {
          const expiry = checkPromoExpiry(request.body.vence_el, bogotaDayKey(now));
          if (!expiry.ok)
            throw new AppError('VALIDATION', 400, expiry.message, { vence_el: expiry.message });
        }
        const outcome = await database.db.transaction(async (tx) => {
          const generated = await generateCodes(tx, request.body, { now, random });
          await recordAudit(tx, {
            adminId: guard.userOf(request).id,
            action: 'promo.generate',
            entity: 'promo_code',
            entityId: null,
            after: { ...request.body, nuevos: generated.nuevos },
          });
          return generated;
        });
        return reply
          .status(201)
          .send({ message: ADMIN_MESSAGES.admin.promo.generated(outcome.nuevos), ...outcome });
      },
    );

    app.get(
      '/api/admin/codigos-promocionales/lista',
      { ...admin, schema: { querystring: PromoCodeListQuerySchema } },
      async (request, reply) => {
        const { estado, formato } = request.query;
        const codigos = await listCodes(database.db, estado);
        if (!formato) return { codigos, total: codigos.length };
        const file = exportCodes(codigos, formato, estado, app.clock());
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );

    app.get('/api/admin/codigos-promocionales/stats', admin, async () => codeStats(database.db));

    app.delete(
      '/api/admin/codigos-promocionales/eliminar',
      { ...admin, schema: { body: PromoDeleteSchema } },
      async (request) => {
        const eliminados = await database.db.transaction(async (tx) => {
          const count = await deleteUnusedCodes(tx, request.body);
          await recordAudit(tx, {
            adminId: guard.userOf(request).id,
            action: 'promo.delete',
            entity: 'promo_code',
            entityId: null,
            before: request.body,
            after: { eliminados: count },
          });
          return count;
        });
        return { message: ADMIN_MESSAGES.admin.promo.deleted(eliminados), eliminados };
      },
    );
  };
}
