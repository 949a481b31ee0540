import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../domain/messages';
import type { AppConfig } from '../config';
import type { ErrorBody } from './errors';
import { isOpsRoute } from './lifecycle';

/**
 * Load shedding (issue 27): past the configured event-loop delay or heap, a request is refused
 * at once with 503 and Retry-After instead of queueing behind the others, so latency stays
 * bounded. The refusal happens before any handler runs: an order either never starts or, already
 * in its transaction, completes. Health, readiness and metrics still answer.
 */
export async function registerOverloadGuard(app: FastifyInstance, overload: AppConfig['overload']) {
  const { maxEventLoopDelayMs, maxHeapUsedMb, retryAfterS } = overload;
  if (maxEventLoopDelayMs === 0 && maxHeapUsedMb === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes: maxHeapUsedMb * 1024 * 1024,
    sampleInterval: overload.sampleIntervalMs,
    // Returning nothing lets the request go on; Fastify stops at a reply already sent.
    pressureHandler: (request, reply, type, value) => {
      if (isOpsRoute(request)) return;
      request.log.warn({ type, value }, 'overloaded: request refused');
      void reply
        .status(503)
        .header('retry-after', String(retryAfterS))
        .send({ error: MESSAGES.server.overloaded, code: 'OVERLOADED' } satisfies ErrorBody);
    },
  });
}
