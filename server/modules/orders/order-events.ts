import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { ApprovalState } from '../../../domain/order-approval';
import type { CaseNotice } from '../../../domain/support/notices';
import type { MissingEventFacts } from '../../../domain/missing-items/questions';
import type { Database, DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema';
import { orderEvents } from '../../db/schema';

/** The PostgreSQL channel every order creation and state change is published on. */
export const ORDER_EVENTS_CHANNEL = 'pedidos';

/** order_events rows older than this are pruned (a stream reconnecting later reloads the board). */
export const ORDER_EVENTS_KEEP_DAYS = 7;
/** Prune on one insert in this many (cheap: one indexed delete now and then). */
const PRUNE_EVERY = 200;
let insertsSincePrune = 0;

export interface OrderEvent {
  /**
   * 'caso': the shop acted on a support case of the order (issue 40); only its resident hears it.
   * 'programado': a scheduled order reached its preparation time and joined the pending lane,
   * told like a new order; 'franja': its resident moved it to another slot (issue 45);
   * 'faltante': a missing product marked, asked, answered or timed out (issue 44).
   */
  evento: 'creado' | 'estado' | 'etapa' | 'caso' | 'programado' | 'franja' | 'faltante';
  pedido_id: number;
  user_id: number;
  estado: string;
  total: number;
  torre: number;
  /** Live orders (issue 13): the step inside 'pendiente', when the order was placed, and the
   * late-delivery points. Older rows in order_events lack them: readers default. */
  etapa?: 'recibido' | 'en_camino';
  fecha?: string;
  puntos_compensacion?: number;
  puntos_ganados?: number;
  fecha_entrega?: string | null;
  /** Web Push (issue 24): the refund state, so "reembolso realizado" is told from "cancelado". */
  reembolso_estado?: string | null;
  /** Held for the owner's approval (issue 46): the tracker says so, a rejection says why. */
  aprobacion?: ApprovalState | null;
  /** The resident cancelled it themselves: nobody needs to tell them. */
  por_residente?: boolean;
  /** The shop's reason for a cancellation (issue 41): a reason of domain/cancel-reasons.ts. */
  cancelacion_motivo?: string | null;
  cancelacion_detalle?: string | null;
  /** evento 'caso': what the shop did on which case. */
  caso?: CaseNotice;
  /** A scheduled order's slot (issue 45), ISO instants; null or absent: lo antes posible. */
  entrega_programada?: { inicio: string; fin: string } | null;
  /** A scheduled order already in the pending lane. */
  programado_activo?: boolean;
  /** evento 'faltante' (issue 44): a line marked missing, a question opened, answered or closed. */
  faltante?: MissingEventFacts;
  /**
   * The process that made the change (EVENT_ORIGIN), added when the event is recorded: every
   * instance hears the NOTIFY, only this one sends the Web Push (server/push/push-dispatcher.ts).
   */
  origen?: string;
}

/** This process's mark on the order events it records (a new one per start). */
export const EVENT_ORIGIN = randomUUID();

const serialized = (event: OrderEvent) => JSON.stringify({ ...event, origen: EVENT_ORIGIN });

type OrderRow = typeof orders.$inferSelect;

/** The event of an order as it is now. */
export function orderEventOf(
  evento: OrderEvent['evento'],
  order: OrderRow,
  puntosCompensacion = 0,
  puntosGanados = 0,
): OrderEvent {
  return {
    evento,
    pedido_id: order.id,
    user_id: order.user_id,
    estado: order.estado,
    total: order.total,
    torre: order.torre_entrega,
    etapa: order.etapa,
    fecha: order.created_at.toISOString(),
    puntos_compensacion: puntosCompensacion,
    puntos_ganados: puntosGanados,
    fecha_entrega: order.fecha_entrega?.toISOString() ?? null,
    reembolso_estado: order.reembolso_estado ?? null,
    aprobacion: order.aprobacion ?? null,
    cancelacion_motivo: order.cancelacion_motivo ?? null,
    cancelacion_detalle: order.cancelacion_detalle ?? null,
    ...scheduledEventFields(order),
  };
}

/** The slot fields of an order's event (issue 45): present only on a scheduled order. */
function scheduledEventFields(order: OrderRow): Pick<OrderEvent, 'entrega_programada' | 'programado_activo'> {
  const { entrega_programada_inicio: inicio, entrega_programada_fin: fin } = order;
  if (!inicio || !fin) return {};
  return {
    entrega_programada: { inicio: inicio.toISOString(), fin: fin.toISOString() },
    programado_activo: order.programado_activado_at !== null,
  };
}

/**
 * What travels on the channel: the event plus its order_events id (the stream's event id), as
 * JSON (built by PostgreSQL: keys in its order, parse it rather than compare the text).
 */
export interface PublishedOrderEvent extends OrderEvent {
  id: number;
}

/**
 * Publishes an order change after its transaction committed, so other instances and live admin
 * screens can react: the order_events row (for Last-Event-ID replay) and a NOTIFY carrying its
 * id. The order already exists: a failure is logged, never reported as a failed order.
 */
export async function publishOrderEvent(
  database: Database,
  event: OrderEvent,
  log?: FastifyBaseLogger,
): Promise<void> {
  try {
    await recordOrderEvent(database.db, event);
  } catch (error) {
    log?.warn({ err: error, pedido_id: event.pedido_id }, 'order event not published');
  }
  await pruneNowAndThen(database, log);
}

/**
 * The order_events row and the NOTIFY carrying its id, in one statement. Inside a transaction
 * (a new cash order) both take effect at its COMMIT, or never: PostgreSQL delivers a
 * notification only when its transaction commits.
 */
export async function recordOrderEvent(db: DbOrTx, event: OrderEvent): Promise<void> {
  const payload = serialized(event);
  const { rows } = await db.execute<{ id: number | string }>(sql`
    with e as (
      insert into ${orderEvents} (order_id, user_id, kind, payload)
      values (${event.pedido_id}, ${event.user_id}, ${event.evento}, ${payload}::jsonb)
      returning id
    )
    select e.id, pg_notify(${ORDER_EVENTS_CHANNEL}, (${payload}::jsonb || jsonb_build_object('id', e.id))::text)
    from e`);
  if (!rows[0]) throw new Error('order_events insert returned no row');
}

/**
 * recordOrderEvent as plain SQL text with its values inlined, for a multi-statement message that
 * takes no parameters (the cash order's last message on PostgreSQL, takeStockLast): the event
 * travels with the stock and the COMMIT instead of costing a round trip of its own (issue 16).
 */
export function orderEventStatement(event: OrderEvent): string {
  const payload = pg.escapeLiteral(serialized(event));
  for (const n of [event.pedido_id, event.user_id]) {
    if (!Number.isSafeInteger(n)) throw new Error(`invalid order event ids: ${n}`);
  }
  return `with e as (
      insert into order_events (order_id, user_id, kind, payload)
      values (${event.pedido_id}, ${event.user_id}, ${pg.escapeLiteral(event.evento)}, ${payload}::jsonb)
      returning id
    )
    select e.id, pg_notify('${ORDER_EVENTS_CHANNEL}', (${payload}::jsonb || jsonb_build_object('id', e.id))::text)
    from e`;
}

/** Prunes old order_events on one call in PRUNE_EVERY (after an order event was recorded). */
export async function pruneNowAndThen(database: Database, log?: FastifyBaseLogger): Promise<void> {
  if (++insertsSincePrune < PRUNE_EVERY) return;
  insertsSincePrune = 0;
  try {
    await pruneOrderEvents(database);
  } catch (error) {
    log?.warn({ err: error }, 'order events not pruned');
  }
}

/** Deletes order_events rows older than ORDER_EVENTS_KEEP_DAYS. */
export async function pruneOrderEvents(database: Database): Promise<void> {
  await database.db
    .delete(orderEvents)
    .where(
      lt(orderEvents.created_at, sql`now() - make_interval(days => ${ORDER_EVENTS_KEEP_DAYS})`),
    );
}
