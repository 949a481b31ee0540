import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import { orderEvents } from '../../db/schema';
import { STREAM_RETRY_MS } from '../../http/lifecycle';
import { ORDER_EVENTS_CHANNEL, type OrderEvent, type PublishedOrderEvent } from './order-events';

/** At most this many missed events are replayed; an older Last-Event-ID reloads the screen anyway. */
const REPLAY_LIMIT = 1000;

interface Client {
  userId: number;
  reply: FastifyReply;
  /**
   * Ids the Last-Event-ID replay went through: their live copy (a NOTIFY heard during or just
   * after the replay) is not written again. Not a "highest id seen" mark: ids come from a sequence
   * when the row is inserted, and concurrent orders commit (and notify) out of that order, so an
   * event with a lower id than one already sent is new, not a repeat.
   */
  replayed: Set<number>;
  /** Live events that arrive while the replay runs. */
  pending: PublishedOrderEvent[] | null;
}

export interface OrderEventStreamOptions {
  database: Database;
  url: string;
  preValidation: preValidationHookHandler;
  userIdOf: (request: FastifyRequest) => number;
  /** Whether this client may see this event (the resident's stream: only their own orders). */
  accepts: (userId: number, event: OrderEvent) => boolean;
  /** Extra condition on the replayed order_events rows (same scope as `accepts`, in SQL). */
  replayScope?: (userId: number) => SQL | undefined;
  /** The `data:` of one event as this audience reads it. */
  data: (event: OrderEvent) => unknown;
  /** Checked at every ping: false ends the stream (a demoted administrator, a deleted account). */
  stillAllowed: (userId: number) => Promise<boolean>;
  /** Comment ping interval. Default 25 s (DESIGN §8). */
  pingMs?: number;
  /**
   * Other NOTIFY channels this audience hears, each written as `event: <name>` with the
   * notification's payload and no id (not replayed: a reconnecting screen reads its data again).
   * The administrators' stream carries the shared packing ticks this way (issue 41).
   */
  sideChannels?: readonly { channel: string; event: string }[];
  label: string;
}

/**
 * One server-sent-events endpoint of order changes, fed by the `pedidos` NOTIFY channel so a
 * write on any instance reaches every instance's streams. Authenticated with the normal Bearer
 * header (the web reads it with fetch, never EventSource, so the token never goes in a URL);
 * a reconnect with Last-Event-ID replays what it missed from order_events.
 *
 * It also says `event: ajustes` when this instance holds newly saved settings (issue 26), so an
 * open screen reads them again without a reload. That event has no id: it is not replayed (a
 * reconnecting screen reads the settings anyway) and leaves Last-Event-ID on the last order event.
 */
export function orderEventStream(options: OrderEventStreamOptions) {
  const { database, pingMs = 25_000 } = options;
  const frame = (id: number, event: OrderEvent) =>
    `id: ${id}\nevent: pedido\ndata: ${JSON.stringify(options.data(event))}\n\n`;

  return async (app: FastifyInstance) => {
    const clients = new Set<Client>();

    const send = (client: Client, event: PublishedOrderEvent) => {
      if (client.replayed.has(event.id)) return;
      if (options.accepts(client.userId, event)) client.reply.raw.write(frame(event.id, event));
    };

    const unlisten = await database.listen(ORDER_EVENTS_CHANNEL, (payload) => {
      let event: PublishedOrderEvent;
      try {
        event = JSON.parse(payload) as PublishedOrderEvent;
      } catch {
        return;
      }
      if (typeof event.id !== 'number') return;
      for (const client of clients) {
        if (client.pending) client.pending.push(event);
        else send(client, event);
      }
    });

    const unlistenSide = await Promise.all(
      (options.sideChannels ?? []).map(({ channel, event }) =>
        database.listen(channel, (payload) => {
          // One line of JSON from our own pg_notify: a newline would end the frame early.
          if (payload.includes('\n')) return;
          const frame = `event: ${event}\ndata: ${payload}\n\n`;
          for (const client of clients) if (!client.pending) client.reply.raw.write(frame);
        }),
      ),
    );

    // buildApp provides the settings store; a bare Fastify (a test's) streams orders only.
    const stopSettings = app.hasDecorator('shopSettings')
      ? app.shopSettings.onChange(({ version }) => {
          const frame = `event: ajustes\ndata: ${JSON.stringify({ version })}\n\n`;
          for (const client of clients) client.reply.raw.write(frame);
        })
      : () => {};

    const ping = setInterval(() => {
      void (async () => {
        for (const client of clients) {
          if (await options.stillAllowed(client.userId)) client.reply.raw.write(': ping\n\n');
          else client.reply.raw.end();
        }
      })().catch((error: unknown) => app.log.warn({ err: error }, `${options.label} ping failed`));
    }, pingMs);
    ping.unref();

    // A restarting instance tells each client to come back soon (to another instance, or to this
    // one restarted) and closes; the client's Last-Event-ID replays what it misses meanwhile.
    const closeAll = () => {
      for (const client of clients) client.reply.raw.end(`retry: ${STREAM_RETRY_MS}\n\n`);
      clients.clear();
    };
    // buildApp provides the lifecycle and metrics; a bare Fastify (a test's) streams without them.
    const stopOnDrain = app.hasDecorator('lifecycle') ? app.lifecycle.onDrain(closeAll) : () => {};
    const opened = (label: string) =>
      app.hasDecorator('metrics') ? app.metrics.streamOpened(label) : () => {};
    app.addHook('preClose', async () => {
      clearInterval(ping);
      stopSettings();
      stopOnDrain();
      closeAll();
      await unlisten();
      for (const stop of unlistenSide) await stop();
    });

    const route = { preValidation: options.preValidation, config: { stream: true } };
    app.get(options.url, route, async (request, reply) => {
      const header = request.headers['last-event-id'];
      const lastEventId = Number(Array.isArray(header) ? header[0] : header);
      const client: Client = {
        userId: options.userIdOf(request),
        reply,
        replayed: new Set(),
        pending: [],
      };
      reply.hijack();
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      reply.raw.write(': conectado\n\n');
      clients.add(client);
      const closed = opened(options.label);
      request.raw.on('close', () => {
        clients.delete(client);
        closed();
      });

      if (Number.isSafeInteger(lastEventId) && lastEventId > 0) {
        try {
          const missed = await database.db
            .select()
            .from(orderEvents)
            .where(and(gt(orderEvents.id, lastEventId), options.replayScope?.(client.userId)))
            .orderBy(asc(orderEvents.id))
            .limit(REPLAY_LIMIT);
          for (const row of missed) {
            const event = row.payload as OrderEvent | null;
            if (event && typeof event.pedido_id === 'number') send(client, { ...event, id: row.id });
            client.replayed.add(row.id);
          }
        } catch (error) {
          // The screen reconnects and reloads; a half-replayed stream would hide what it missed.
          request.log.warn({ err: error }, `${options.label} replay failed`);
          clients.delete(client);
          reply.raw.end();
          return;
        }
      }
      const pending = client.pending ?? [];
      client.pending = null;
      for (const event of pending) send(client, event);
    });
  };
}
