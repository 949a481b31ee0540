import { and, eq, isNull, lte, not } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CANJE_TTL_HOURS } from '../../../domain/points';
import type { Database, Db } from '../../db/client';
import { redemptions } from '../../db/schema';
import { IS_GIFT } from './gifts.service';
import { restoreRedemption } from './redemptions.service';

/** How often the running app looks for canjes left unused for 24 hours. */
export const CANJE_EXPIRY_INTERVAL_MS = 5 * 60_000;
const BATCH = 500;

/**
 * Restores every canje left unused (activo, no order) for CANJE_TTL_HOURS: estado expirado plus a
 * 'restored' ledger row, each in its own transaction with a conditional update, so two runs at
 * once (or two app instances) restore each canje exactly once. Returns how many it restored.
 */
export async function expireStaleCanjes(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CANJE_TTL_HOURS * 3_600_000);
  // A gift stays owed until a delivery hands it over (issue 41): it never expires.
  const stale = and(
    eq(redemptions.estado, 'activo'),
    isNull(redemptions.order_id),
    lte(redemptions.created_at, cutoff),
    not(IS_GIFT('redemptions')),
  );
  let restored = 0;
  for (;;) {
    const batch = await db.select({ id: redemptions.id }).from(redemptions).where(stale).orderBy(redemptions.id).limit(BATCH);
    let restoredInBatch = 0;
    for (const { id } of batch) {
      const canje = await db.transaction((tx) => restoreRedemption(tx, and(eq(redemptions.id, id), stale)!, 'expirado', now));
      if (canje) restoredInBatch++;
    }
    restored += restoredInBatch;
    // A batch where another run took everything also ends the loop, so it always terminates.
    if (batch.length < BATCH || restoredInBatch === 0) return restored;
  }
}

export interface CanjeExpiryJob {
  /** One pass now; a pass already running is joined rather than doubled. */
  runOnce(): Promise<number>;
  stop(): void;
}

/** Runs expireStaleCanjes every `intervalMs` on an unref'd timer; failures are logged, never thrown. */
export function startCanjeExpiryJob(deps: {
  database: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): CanjeExpiryJob {
  let running: Promise<number> | undefined;
  const runOnce = () => {
    running ??= expireStaleCanjes(deps.database.db, deps.clock())
      .then((count) => {
        if (count > 0) deps.log.info({ count }, 'expired unused canjes');
        return count;
      })
      .catch((err: unknown) => {
        deps.log.error({ err }, 'canje expiry failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runOnce(), deps.intervalMs ?? CANJE_EXPIRY_INTERVAL_MS);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
