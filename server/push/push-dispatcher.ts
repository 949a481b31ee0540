import { and, eq, gt, sql } from 'drizzle-orm';
import { pastPromiseSql } from '../modules/scheduling/promise.sql';
import type { FastifyBaseLogger } from 'fastify';
import {
  latePushMessage,
  pushMessagesFor,
  pushPayloadOf,
  type PushMessage,
} from '../../domain/push';
import { DEFAULT_SETTINGS, type DeliveryRules } from '../../domain/settings';
import type { Database } from '../db/client';
import { jobRuns, orders } from '../db/schema';
import {
  EVENT_ORIGIN,
  ORDER_EVENTS_CHANNEL,
  type PublishedOrderEvent,
} from '../modules/orders/order-events';
import type { PushSender, StoredSubscription } from './push-sender';
import { adminSubscriptions, forgetEndpoint, subscriptionsOf } from './push-subscriptions.service';
import { ACCESS_CHANNEL } from '../db/channels';

export interface PushDispatcherDeps {
  database: Database;
  sender: PushSender;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The current delivery promise (the settings' `entrega`, issue 26); the defaults when absent. */
  delivery?: () => DeliveryRules;
  /** How often pending orders are checked for lateness; 0 leaves the timer off (tests). */
  lateIntervalMs?: number;
}

export interface PushDispatcher {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Sends one message to its audience's devices; resolves when every send ended. */
  deliver(message: PushMessage): Promise<void>;
  /** One lateness check (the timer's body): announces orders that passed the promise. */
  checkLate(): Promise<number>;
  /** Resolves once every push started so far has ended (tests, benchmarks). */
  idle(): Promise<void>;
}

/** Sends to this many devices at a time: quick for 100 admins, gentle on the push service. */
const PARALLEL_SENDS = 16;
/** Older than this, a still-pending order was announced long ago or is a leftover: no push. */
const LATE_WINDOW_MS = 3 * 60 * 60_000;
const LATE_JOB = 'push-atraso';
/** Published by the database when the administrators' devices may have changed (migration 0020). */
export const PUSH_AUDIENCE_CHANNEL = ACCESS_CHANNEL;
export const LATE_CHECK_MS = 30_000;

/**
 * Web Push of order changes (issue 24, decision 0012). Hooked once, on the `pedidos` channel
 * every change is published on (order-events.ts): every instance hears every NOTIFY, and only the
 * instance whose process recorded the event (`origen` = EVENT_ORIGIN) sends, after the commit and
 * outside the request — an order never waits for, or fails because of, a push. Lateness has no
 * event: a timer looks for orders past the promise and the instance that records
 * ('push-atraso', order) in job_runs first sends that one.
 */
export function createPushDispatcher({
  database,
  sender,
  clock,
  log,
  delivery = () => DEFAULT_SETTINGS.entrega,
  lateIntervalMs = LATE_CHECK_MS,
}: PushDispatcherDeps): PushDispatcher {
  const inFlight = new Set<Promise<unknown>>();
  let unlisten: (() => Promise<void>) | undefined;
  let unlistenAudience: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let checking = false;

  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((error: unknown) => log.warn({ err: error }, 'web push failed'));
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  };

  async function sendAll(subscriptions: StoredSubscription[], message: PushMessage) {
    const payload = pushPayloadOf(message);
    let next = 0;
    const worker = async () => {
      while (next < subscriptions.length) {
        const subscription = subscriptions[next++];
        if (!subscription) continue;
        const outcome = await sender.send(subscription, payload);
        if (outcome === 'gone') await forgetEndpoint(database.db, subscription.endpoint);
        else if (outcome === 'failed')
          log.warn({ tag: message.tag }, 'web push not accepted by the push service');
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_SENDS, subscriptions.length) }, worker),
    );
  }

  // The administrators' devices, read once and kept until 'push_audiencia' says they changed
  // (migration 0020): every new order goes to them, and reading them per order was one more
  // query per order on the embedded database. A read that started before a change is not kept.
  let admins: { generation: number; list: Promise<StoredSubscription[]> } | undefined;
  let audienceGeneration = 0;
  const adminDevices = () => {
    if (admins?.generation !== audienceGeneration) {
      const mine = { generation: audienceGeneration, list: adminSubscriptions(database.db) };
      admins = mine;
      mine.list.catch(() => {
        if (admins === mine) admins = undefined;
      });
    }
    return admins.list;
  };
  const audienceChanged = () => {
    audienceGeneration += 1;
    admins = undefined;
  };

  async function deliver(message: PushMessage): Promise<void> {
    const subscriptions =
      message.audience === 'admins'
        ? await adminDevices()
        : message.userId !== undefined
          ? await subscriptionsOf(database.db, message.userId)
          : [];
    if (subscriptions.length > 0) await sendAll(subscriptions, message);
  }

  function onOrderEvent(payload: string) {
    let event: PublishedOrderEvent;
    try {
      event = JSON.parse(payload) as PublishedOrderEvent;
    } catch {
      return;
    }
    // Another instance made this change: it sends.
    if (event.origen !== EVENT_ORIGIN) return;
    for (const message of pushMessagesFor(event)) track(deliver(message));
  }

  async function checkLate(): Promise<number> {
    const now = clock();
    const late = await database.db
      .select({
        id: orders.id,
        torre: orders.torre_entrega,
        created_at: orders.created_at,
        fin: orders.entrega_programada_fin,
      })
      .from(orders)
      .where(
        and(
          eq(orders.estado, 'pendiente'),
          // Past the promise: creation + the promise, or a scheduled order's slot end (issue 45).
          pastPromiseSql(now, delivery()),
          gt(
            sql`coalesce(${orders.entrega_programada_fin}, ${orders.created_at})`,
            new Date(now.getTime() - LATE_WINDOW_MS),
          ),
        ),
      );
    if (late.length === 0) return 0;
    // One instance announces each order: the one whose insert lands.
    const claimed = await database.db
      .insert(jobRuns)
      .values(late.map((o) => ({ job: LATE_JOB, run_key: String(o.id), created_at: now })))
      .onConflictDoNothing()
      .returning({ key: jobRuns.run_key });
    const mine = new Set(claimed.map((c) => c.key));
    const sends = late
      .filter((o) => mine.has(String(o.id)))
      .map((o) =>
        deliver(latePushMessage({ id: o.id, torre: o.torre, createdAt: o.created_at, now, slotEnd: o.fin })),
      );
    sends.forEach(track);
    await Promise.allSettled(sends);
    return sends.length;
  }

  return {
    async start() {
      unlistenAudience = await database.listen(PUSH_AUDIENCE_CHANNEL, audienceChanged);
      unlisten = await database.listen(ORDER_EVENTS_CHANNEL, onOrderEvent);
      if (lateIntervalMs > 0) {
        timer = setInterval(() => {
          if (checking) return;
          checking = true;
          checkLate()
            .catch((error: unknown) => log.warn({ err: error }, 'late order check failed'))
            .finally(() => (checking = false));
        }, lateIntervalMs);
        timer.unref();
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      await unlisten?.();
      await unlistenAudience?.();
      await Promise.allSettled([...inFlight]);
      sender.close?.();
    },
    deliver,
    checkLate,
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
