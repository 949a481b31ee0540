import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests let in at once on the embedded database (see registerAdmission). */
export const EMBEDDED_ADMISSION_LIMIT = 8;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Never held at the door: a stream, a long wait, a call to the payment gateway. */
    unqueued?: boolean;
  }
}

/**
 * Requests let in a few at a time, in arrival order (issue 27), for the embedded database: its
 * one connection runs every query in turn, and a request that makes several queries rejoined the
 * back of that queue for each, behind every request that arrived meanwhile. At the evening peak
 * the requests with the most queries (an admin's move, a card payment) had tails of seconds.
 * Held at the door instead, each request waits once, then finds a short queue. A few are enough
 * to keep the database busy while the others' bytes are read and written: it is one thread.
 *
 * Never held nor counted: event streams (`stream`), health (`ops`), and routes marked
 * `unqueued` (the payment long wait, the calls that wait on the payment gateway's network, the
 * answers from memory). A cancelled card order voids its payment at the gateway while it holds
 * its place: rare, and one place of eight.
 * A request whose client leaves while it waits gives up its turn and runs nothing. The
 * administrators' requests wait in a line of their own that goes first (isAdministration).
 */
export function registerAdmission(app: FastifyInstance, limit: number): void {
  if (limit <= 0) return;
  let active = 0;
  const waiting: Array<() => void> = [];
  const first: Array<() => void> = [];
  const leave = () => {
    const next = first.shift() ?? waiting.shift();
    if (next) next();
    else active -= 1;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (passesFreely(request)) return;
    const place: { state: 'waiting' | 'in' | 'gone' } = { state: 'waiting' };
    const ahead = isAdministration(request.url);
    let admit: () => void = () => {};
    reply.raw.once('close', () => {
      if (place.state === 'in') leave();
      else if (place.state === 'waiting') {
        const line = ahead ? first : waiting;
        const at = line.indexOf(admit);
        if (at >= 0) line.splice(at, 1);
        admit();
      }
      place.state = 'gone';
    });
    if (active < limit) {
      active += 1;
      place.state = 'in';
      return;
    }
    await new Promise<void>((go) => {
      admit = () => {
        if (place.state === 'waiting') place.state = 'in';
        go();
      };
      (ahead ? first : waiting).push(admit);
    });
    // Left before its turn: nobody to answer, so nothing runs (the socket is closed already).
    if (place.state === 'gone') {
      reply.hijack();
      reply.raw.end();
    }
  });
}

/**
 * The administrators' panel goes ahead of the residents waiting at the door (in arrival order
 * among its own): a handful of requests a second against hundreds, made by the owner moving
 * orders from a phone between towers, whose board is how every resident gets served. A request
 * is placed by its path, before its token is read: one that claims the path without the role
 * is refused at once, which costs the line nothing.
 */
export function isAdministration(url: string): boolean {
  return url.startsWith('/api/admin/') || url.startsWith('/admin/');
}

function passesFreely(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return config?.stream === true || config?.ops === true || config?.unqueued === true;
}
