import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { MESSAGES } from '../../domain/messages';
import type { Database } from '../db/client';
import type { ErrorBody } from './errors';

/**
 * The shop's Prometheus metrics (GET /metrics, issue 27). One registry per app, so tests can
 * build many apps in one process. Counters are this instance's own: a dashboard sums instances.
 *
 * To add one: create it in `createShopMetrics` with `registers: [registry]`, and give the code
 * that moves it a method on `ShopMetrics` (features never import prom-client).
 */
export interface ShopMetrics {
  /** This app's own metrics (the process's default ones are added when served). */
  registry: Registry;
  /** Everything GET /metrics serves, in Prometheus text format. */
  render(): Promise<string>;
  /** An order was created (`metodo`: EFECTIVO, or the digital method that paid it). */
  orderCreated(metodo: string): void;
  /** A digital payment reached a final state (APPROVED, DECLINED, ERROR, VOIDED, ABANDONED). */
  paymentFinal(estado: string): void;
  /** An event stream opened; call the returned function when it closes. */
  streamOpened(stream: string): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
  interface FastifyContextConfig {
    /** A long-lived response (event stream): kept out of the request duration histogram. */
    stream?: boolean;
  }
}

// Memory, CPU, handles, GC and event-loop delay (nodejs_eventloop_lag_*): prom-client's own,
// measured once per process (each collection starts its own monitors), on globalThis so a test
// worker that reloads modules still starts them once.
const PROCESS_REGISTRY = Symbol.for('superconjunto.processMetrics');
const holder = globalThis as { [PROCESS_REGISTRY]?: Registry };
function processRegistry(): Registry {
  if (!holder[PROCESS_REGISTRY]) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    holder[PROCESS_REGISTRY] = registry;
  }
  return holder[PROCESS_REGISTRY];
}

export function createShopMetrics(database: Database): ShopMetrics {
  const registry = new Registry();
  const orders = new Counter({
    name: 'superconjunto_orders_created_total',
    help: 'Orders created by this instance, by payment method',
    labelNames: ['metodo'],
    registers: [registry],
  });
  const paymentsFinal = new Counter({
    name: 'superconjunto_payments_final_total',
    help: 'Digital payments that reached a final state on this instance, by state',
    labelNames: ['estado'],
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'superconjunto_event_streams_open',
    help: 'Order event streams open on this instance',
    labelNames: ['stream'],
    registers: [registry],
  });
  new Gauge({
    name: 'superconjunto_db_connections',
    help: `Database connections by state (${database.kind}: ${
      database.kind === 'pglite' ? 'one connection; waiting = queries queued behind it' : 'the pool'
    })`,
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const now = database.connections();
      this.set({ state: 'max' }, now.max);
      this.set({ state: 'total' }, now.total);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'waiting' }, now.waiting);
    },
  });
  return {
    registry,
    render: () => Registry.merge([processRegistry(), registry]).metrics(),
    orderCreated: (metodo) => orders.inc({ metodo }),
    paymentFinal: (estado) => paymentsFinal.inc({ estado }),
    streamOpened(stream) {
      streams.inc({ stream });
      let open = true;
      return () => {
        if (open) streams.dec({ stream });
        open = false;
      };
    },
  };
}

/**
 * Times every request by its route pattern (never the raw URL: ids would explode the series) and
 * serves GET /metrics to loopback clients, or to anyone with `Authorization: Bearer METRICS_TOKEN`.
 */
export function registerMetrics(app: FastifyInstance, metrics: ShopMetrics) {
  app.decorate('metrics', metrics);
  const duration = new Histogram({
    name: 'superconjunto_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.config?.stream) return;
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

}

/**
 * GET /metrics, closed unless the bearer is METRICS_TOKEN or the caller is this machine. Added
 * after the API docs plugin (unlike the hooks above), so the documentation lists it too.
 */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined) {
  const metrics = app.metrics;
  app.get('/metrics', { config: { ops: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      return reply
        .status(403)
        .send({ error: MESSAGES.server.forbidden, code: 'FORBIDDEN' } satisfies ErrorBody);
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.render());
  });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Loopback means the TCP peer is this machine AND nothing forwarded the request: a reverse proxy
 * on the same machine (Caddy → 127.0.0.1) is a loopback peer carrying someone else's request,
 * whatever TRUST_PROXY says.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization ?? '';
  if (token && header.startsWith('Bearer ')) {
    const given = Buffer.from(header.slice('Bearer '.length));
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return isLocalRequest(request);
}

/** The TCP peer is this machine and no proxy forwarded the request (metrics, the first start's code). */
export function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}
