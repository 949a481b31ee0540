import { asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AdminOrderEvent } from '../../../domain/admin-views';
import { normalizeOrderState } from '../../../domain/orders';
import type { Database } from '../../db/client';
import { orderEvents, users } from '../../db/schema';
import type { AuthGuard } from '../../http/auth-guard';
import { ORDER_EVENTS_CHANNEL, type OrderEvent, type PublishedOrderEvent } from '../orders/order-events';

export interface AdminEventDeps {
  database: Database;
  guard: AuthGuard;
  /** Comment ping interval (also when a demoted admin's stream is closed). Default 25 s. */
  pingMs?: number;
}

/** At most this many missed events are replayed; an older Last-Event-ID reloads the board anyway. */
const REPLAY_LIMIT = 1000;

interface Client {
  userId: number;
  reply: FastifyReply;
  /** Highest event id written; live events at or below it were replayed already. */
  lastId: number;
  /** Live events that arrive while the replay runs. */
  pending: PublishedOrderEvent[] | null;
}

function frame(id: number, event: Omit<OrderEvent, 'user_id'>): string {
  const data: AdminOrderEvent = {
    evento: event.evento === 'creado' ? 'nuevo' : 'estado',
    pedido_id: event.pedido_id,
    estado: normalizeOrderState(event.estado) ?? 'pendiente',
    torre: event.torre,
    total: event.total,
  };
  return `id: ${id}\nevent: pedido\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * GET /api/admin/eventos: server-sent events of every order change, for the live board. Fed by
 * the `pedidos` NOTIFY channel, so a write on any instance reaches every instance's streams.
 * Authenticated with the normal Bearer header (the web reads it with fetch, never EventSource).
 */
export function adminEventRoutes({ database, guard, pingMs = 25_000 }: AdminEventDeps) {
  return async (app: FastifyInstance) => {
    const clients = new Set<Client>();

    const send = (client: Client, event: PublishedOrderEvent) => {
      if (event.id <= client.lastId) return;
      client.lastId = event.id;
      client.reply.raw.write(frame(event.id, event));
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

    const ping = setInterval(() => {
      void (async () => {
        for (const client of clients) {
          // A demoted administrator's open stream ends at the next ping.
          const [row] = await database.db.select({ rol: users.rol }).from(users).where(eq(users.id, client.userId));
          if (row?.rol !== 'admin') client.reply.raw.end();
          else client.reply.raw.write(': ping\n\n');
        }
      })().catch((error: unknown) => app.log.warn({ err: error }, 'admin event ping failed'));
    }, pingMs);
    ping.unref();

    app.addHook('preClose', async () => {
      clearInterval(ping);
      for (const client of clients) client.reply.raw.end();
      clients.clear();
      await unlisten();
    });

    app.get('/api/admin/eventos', { preValidation: guard.requireAdmin }, async (request, reply) => {
      const header = request.headers['last-event-id'];
      const lastEventId = Number(Array.isArray(header) ? header[0] : header);
      const client: Client = {
        userId: guard.userOf(request).id,
        reply,
        lastId: 0,
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
      request.raw.on('close', () => clients.delete(client));

      if (Number.isSafeInteger(lastEventId) && lastEventId > 0) {
        try {
          const missed = await database.db
            .select()
            .from(orderEvents)
            .where(gt(orderEvents.id, lastEventId))
            .orderBy(asc(orderEvents.id))
            .limit(REPLAY_LIMIT);
          for (const row of missed) {
            const event = row.payload as OrderEvent | null;
            if (event && typeof event.pedido_id === 'number') send(client, { ...event, id: row.id });
          }
        } catch (error) {
          // The board reconnects and reloads; a half-replayed stream would hide what it missed.
          request.log.warn({ err: error }, 'admin event replay failed');
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
