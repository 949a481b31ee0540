import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerChat, callerNeeds } from '../../domain/assistant/engine';
import type { ChatAnswer } from '../../domain/assistant/types';
import { ASSISTANT_MESSAGES } from '../../domain/assistant/messages';
import { MESSAGES } from '../../domain/messages';
import { ChatMessageSchema } from '../../domain/schemas/chat';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createAttemptLimiter, retryAfterAny, type AttemptLimiter } from '../http/attempt-limiter';
import type { AuthGuard } from '../http/auth-guard';
import { AppError } from '../http/errors';
import type { CatalogCache } from '../modules/catalog/catalog.cache';
import { callerSnapshots, forgetOnChanges } from './caller-snapshots';
import { contextOf, loadCaller } from './chat-context.service';
import { catalogReader } from '../modules/catalog/catalog-reader';
import { createChatModel, type ChatModel } from './chat-llm';
import type { CancelOwnOrderDeps } from '../modules/live-orders/cancel-own-order.service';
import { performChatCancel } from './chat-actions.service';
import { discountOptions } from '../modules/points/reward-catalog.service';
import { answerSupport } from './chat-support.service';
import { lookupOwnOrder } from './order-lookup.service';

export interface ChatRouteDeps {
  database: Database;
  guard: AuthGuard;
  catalogCache: CatalogCache;
  config: Pick<AppConfig, 'chatLimits' | 'chatLlm'>;
  /** A cancelled order that was paid online: void or mark the refund (as the cancel button). */
  returnPayment?: CancelOwnOrderDeps['returnPayment'];
  /** A model other than the configured one (tests). */
  model?: ChatModel | null;
}

/** A resident's snapshot is read again after this long even if no change was heard (see caller-snapshots). */
const CALLER_MAX_AGE_MS = 60_000;
/** Residents whose snapshot is kept: a complex of five towers has a few thousand. */
const CALLERS_KEPT = 5_000;

const OrderNumberParams = z.object({ orderNumber: z.string().max(40) });

/** POST /chat and GET /chat/pedido/{orderNumber} (customer spec §7); nothing is stored. */
export function chatRoutes({
  database,
  guard,
  catalogCache,
  config,
  model,
  returnPayment,
}: ChatRouteDeps) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const catalogue = catalogReader(catalogCache);
    const llm = model === undefined ? createChatModel(config.chatLlm) : model;
    const callers = callerSnapshots({
      load: (userId, mensaje) => loadCaller(database.db, userId, mensaje),
      maxAgeMs: CALLER_MAX_AGE_MS,
      limit: CALLERS_KEPT,
    });
    const stopForgetting = await forgetOnChanges(database, callers);
    root.addHook('onClose', stopForgetting);
    // Per instance, like the promo-code limiter: it is there to stop floods, not to bill.
    const byIp: AttemptLimiter = createAttemptLimiter({
      limit: config.chatLimits.perIp,
      windowMs: 60_000,
    });
    const byUser: AttemptLimiter = createAttemptLimiter({
      limit: config.chatLimits.perUser,
      windowMs: 60_000,
    });

    /**
     * The token is optional here: with one the caller's own orders and points are known. When the
     * caller's snapshot is read next (null for an erased account, dropped the moment the erasure
     * commits), the signature is enough; otherwise the guard reads the row.
     */
    async function optionalUser(
      request: FastifyRequest,
      reply: FastifyReply,
      rowReadNext: boolean,
    ): Promise<number | null> {
      if (!request.headers.authorization) return null;
      if (rowReadNext) return (await guard.verifyToken(request)).id;
      await guard.requireUser(request, reply);
      return guard.userOf(request).id;
    }

    function limit(request: FastifyRequest, userId: number | null) {
      const now = app.clock();
      const checks: Array<[AttemptLimiter, string]> = [[byIp, request.ip]];
      if (userId !== null) checks.push([byUser, String(userId)]);
      const wait = retryAfterAny(checks, now);
      if (wait > 0)
        throw new AppError('RATE_LIMITED', 429, ASSISTANT_MESSAGES.tooMany, undefined, {
          retryAfter: wait,
        });
      checks.forEach(([limiter, key]) => limiter.record(key, now));
    }

    app.post(
      '/chat',
      { schema: { body: ChatMessageSchema } },
      async (request, reply): Promise<ChatAnswer> => {
        const { mensaje, historial } = request.body;
        const needs = callerNeeds(mensaje, historial);
        // The token matters only for the caller's own orders and points (and the model's order
        // tool); a general question gets the same answer with or without one, so it is not
        // verified then, and counts against the IP limit only.
        const readsCaller = needs.orders || needs.points;
        const userId = readsCaller || llm ? await optionalUser(request, reply, readsCaller) : null;
        limit(request, userId);
        const callerOf = () =>
          userId === null ? Promise.resolve(null) : callers.get(userId, mensaje);
        const caller = readsCaller ? await callerOf() : null;
        if (readsCaller && userId !== null && caller === null)
          throw new AppError('SESSION_EXPIRED', 403, MESSAGES.auth.accountGone);
        const ctx = {
          ...contextOf(await catalogue(), caller, app.shopSettings.serviceHours(), app.clock()),
          settings: app.shopSettings.current(),
          // The owner's current discounts, read only when the question is about points.
          ...(needs.points ? { redemptionOptions: await discountOptions(database.db) } : {}),
        };
        const answer = answerChat({ mensaje, historial }, ctx);
        if (answer.cancelar !== undefined && userId !== null) {
          const done = await performChatCancel(
            { database, catalogCache, returnPayment },
            {
              orderId: answer.cancelar,
              userId,
              now: app.clock(),
              log: request.log,
              shop: ctx.settings,
              settings: ctx.settings,
            },
          );
          // The NOTIFY drops the snapshot too; this makes the very next question see it at once.
          callers.forget(userId);
          return done;
        }
        if (answer.caso || answer.consultaCasos)
          return answerSupport(database, userId, answer, app.clock());
        if (!llm || !answer.unanswered) return withoutFlag(answer);
        const modelCtx =
          caller === null && userId !== null ? { ...ctx, caller: await callerOf() } : ctx;
        return (
          (await llm.answer({ mensaje, historial }, modelCtx, request.log)) ?? withoutFlag(answer)
        );
      },
    );

    app.get(
      '/chat/pedido/:orderNumber',
      { preValidation: guard.requireUser, schema: { params: OrderNumberParams } },
      async (request) => {
        const userId = guard.userOf(request).id;
        limit(request, userId);
        return lookupOwnOrder(database.db, userId, request.params.orderNumber, app.clock());
      },
    );
  };
}

function withoutFlag(answer: ChatAnswer): ChatAnswer {
  const {
    unanswered: _unanswered,
    cancelar: _cancelar,
    caso: _caso,
    consultaCasos: _consulta,
    ...rest
  } = answer;
  return rest;
}
