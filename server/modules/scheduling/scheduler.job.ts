import { and, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SchedulingSettings } from '../../../domain/settings';
import type { Database } from '../../db/client';
import { orders, type OrderState } from '../../db/schema';
import { orderEventOf, pruneNowAndThen, recordOrderEvent } from '../orders/order-events';

/** How often each instance looks for scheduled orders whose preparation starts (issue 45). */
export const SCHEDULER_INTERVAL_MS = 15_000;

const PENDING_STORED = ['pendiente', 'pendiente_efectivo'] as OrderState[];

export interface SchedulerDeps {
  database: Database;
  clock: () => Date;
  /** The settings in force when each pass runs (the lead time may change in Ajustes). */
  settings: () => SchedulingSettings;
  log: FastifyBaseLogger;
}

export interface Scheduler {
  /** One pass: moves every due order, answers how many this call moved. */
  runOnce(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): void;
}

/**
 * Moves scheduled orders to the pending lane when their preparation starts (slot start −
 * `minutos_antes`), each exactly once however many instances run it and whenever they restart
 * (decision 0026): one conditional UPDATE marks `programado_activado_at` only where it is still
 * null and RETURNS the rows it marked, and their 'programado' events are recorded in the same
 * transaction, so an event exists exactly for the instance whose UPDATE won. Nothing is kept in
 * memory: an order placed before a restart is found by the next pass. Orders whose time passed
 * while no instance ran are moved by the first pass after.
 */
export function createScheduler({ database, clock, settings, log }: SchedulerDeps): Scheduler {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function pass(): Promise<number> {
    const now = clock();
    // isScheduleDue (domain/scheduling/rules.ts) in SQL: now ≥ inicio − minutos_antes.
    const dueUpTo = new Date(now.getTime() + settings().minutos_antes * 60_000);
    const moved = await database.db.transaction(async (tx) => {
      const rows = await tx
        .update(orders)
        .set({ programado_activado_at: now, updated_at: now })
        .where(
          and(
            isNotNull(orders.entrega_programada_inicio),
            isNull(orders.programado_activado_at),
            lte(orders.entrega_programada_inicio, dueUpTo),
            inArray(orders.estado, PENDING_STORED),
          ),
        )
        .returning();
      for (const row of rows) await recordOrderEvent(tx, orderEventOf('programado', row));
      return rows.length;
    });
    if (moved > 0) await pruneNowAndThen(database, log);
    return moved;
  }

  const scheduler: Scheduler = {
    runOnce() {
      // One pass at a time in this process; a call during a pass waits for it and runs again.
      const next = (running ?? Promise.resolve(0)).catch(() => 0).then(pass);
      running = next;
      void next.finally(() => {
        if (running === next) running = null;
      }).catch(() => {});
      return next;
    },
    start(intervalMs = SCHEDULER_INTERVAL_MS) {
      if (timer || intervalMs <= 0) return;
      const tick = () => {
        scheduler.runOnce().catch((error: unknown) => log.error({ err: error }, 'scheduled orders pass failed'));
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return scheduler;
}
