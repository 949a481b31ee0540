import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../domain/messages';
import type { ErrorBody } from './errors';

/** Seconds a client is told to wait before retrying while this instance restarts. */
export const DRAIN_RETRY_AFTER_S = 2;
/** The `retry:` hint (ms) sent to event streams closed by a restart. */
export const STREAM_RETRY_MS = 1000;

/**
 * The instance's life after start: serving, then draining (SIGTERM/SIGINT, issue 27). While
 * draining, requests already received run to their end (an order or payment in its transaction
 * commits), new ones get 503 with Retry-After and `Connection: close`, /api/ready answers 503 so a
 * proxy stops routing here, and every drain listener runs once (event streams close with a retry
 * hint, long waits answer early).
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Requests received and not yet answered (event streams included until they close). */
  inFlight(): number;
  drain(): void;
  /** Runs `fn` when draining starts (at once when it already has); returns the unsubscribe. */
  onDrain(fn: () => void): () => void;
  /** Resolves true once nothing is in flight, false when `timeoutMs` passes first. */
  idle(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
  interface FastifyContextConfig {
    /** Operations routes (health, readiness, metrics): answered while draining or overloaded. */
    ops?: boolean;
  }
}

export function isOpsRoute(request: FastifyRequest): boolean {
  return request.routeOptions.config?.ops === true;
}

export function registerLifecycle(app: FastifyInstance): Lifecycle {
  let draining = false;
  let inFlight = 0;
  const drainListeners = new Set<() => void>();
  const idleWaiters = new Set<() => void>();

  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of idleWaiters) wake();
  };

  const lifecycle: Lifecycle = {
    get draining() {
      return draining;
    },
    inFlight: () => inFlight,
    drain() {
      if (draining) return;
      draining = true;
      for (const fn of drainListeners) fn();
      drainListeners.clear();
    },
    onDrain(fn) {
      if (draining) {
        fn();
        return () => {};
      }
      drainListeners.add(fn);
      return () => drainListeners.delete(fn);
    },
    idle(timeoutMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          idleWaiters.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(() => {
          idleWaiters.delete(wake);
          resolve(false);
        }, timeoutMs);
        idleWaiters.add(wake);
      });
    },
  };
  app.decorate('lifecycle', lifecycle);

  app.addHook('onRequest', async (request, reply) => {
    if (draining && !isOpsRoute(request)) {
      return reply
        .status(503)
        .header('retry-after', String(DRAIN_RETRY_AFTER_S))
        .header('connection', 'close')
        .send({ error: MESSAGES.server.restarting, code: 'RESTARTING' } satisfies ErrorBody);
    }
    inFlight += 1;
    // 'close' fires once per response, answered, hijacked (event streams) or aborted alike.
    reply.raw.once('close', finished);
  });
  return lifecycle;
}
