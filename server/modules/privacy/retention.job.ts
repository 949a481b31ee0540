import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS } from '../../../domain/business';
import type { Database } from '../../db/client';
import { consents, loginAudit, orders, payments, users } from '../../db/schema';
import { anonymiseAccount } from './anonymise.service';

/** How often the running app applies the retention policy (cheap when there is nothing to do). */
export const RETENTION_INTERVAL_MS = 6 * 3_600_000;
const FIRST_RUN_DELAY_MS = 60_000;
// Arbitrary constant shared by every instance: two instances never run the policy at once.
const RETENTION_LOCK_KEY = 727_014;
const BATCH = 200;

export interface RetentionCounts {
  login_audit_removed: number;
  consent_ips_cleared: number;
  accounts_anonymised: number;
}

function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}

/**
 * The privacy policy's retention (customer spec §9): technical data (login audit with IPs, the
 * IP kept with a consent) older than 2 years is removed; accounts inactive for 3 years (no login
 * and no order) are anonymised like a deletion, unless an order or payment is still open. Runs
 * under an advisory lock, and every step is a conditional write, so several instances (or a run
 * that overlaps the next) never double anything.
 */
export async function applyRetention(database: Database, now: Date): Promise<RetentionCounts> {
  const { technicalYears, inactiveAccountYears } = BUSINESS.legal.retention;
  const technicalCutoff = yearsBefore(now, technicalYears);
  const inactiveCutoff = yearsBefore(now, inactiveAccountYears);
  return database.exclusive(RETENTION_LOCK_KEY, async () => {
    const db = database.db;
    const removed = await db
      .delete(loginAudit)
      .where(lt(loginAudit.created_at, technicalCutoff))
      .returning({ id: loginAudit.id });
    const cleared = await db
      .update(consents)
      .set({ ip: null })
      .where(and(lt(consents.accepted_at, technicalCutoff), sql`${consents.ip} is not null`))
      .returning({ id: consents.id });

    const inactive = and(
      eq(users.rol, 'customer'),
      isNull(users.deleted_at),
      lt(users.last_active_at, inactiveCutoff),
      sql`not exists (select 1 from ${orders} o where o.user_id = ${users.id} and (o.created_at >= ${inactiveCutoff.toISOString()}::timestamptz or o.estado = 'pendiente'))`,
      sql`not exists (select 1 from ${payments} p where p.user_id = ${users.id} and p.status = 'PENDING')`,
    );
    let anonymised = 0;
    for (;;) {
      const batch = await db
        .select({ id: users.id })
        .from(users)
        .where(inactive)
        .orderBy(users.id)
        .limit(BATCH);
      for (const { id } of batch) {
        const done = await db.transaction(async (tx) => {
          // Re-checked under the row lock: a login or an order since the select keeps the account.
          const [still] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, id), inactive))
            .for('update');
          if (!still) return false;
          await anonymiseAccount(tx, id, now);
          return true;
        });
        if (done) anonymised++;
      }
      if (batch.length < BATCH) break;
    }
    return {
      login_audit_removed: removed.length,
      consent_ips_cleared: cleared.length,
      accounts_anonymised: anonymised,
    };
  });
}

export interface RetentionJob {
  runOnce(): Promise<RetentionCounts | null>;
  stop(): void;
}

/** Runs applyRetention a minute after start and then every `intervalMs`; each run is logged with its counts. */
export function startRetentionJob(deps: {
  database: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): RetentionJob {
  let running: Promise<RetentionCounts | null> | undefined;
  const runOnce = () => {
    running ??= applyRetention(deps.database, deps.clock())
      .then((counts) => {
        deps.log.info(counts, 'retention run');
        return counts;
      })
      .catch((err: unknown) => {
        deps.log.error({ err }, 'retention run failed');
        return null;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = setTimeout(() => void runOnce(), FIRST_RUN_DELAY_MS);
  const timer = setInterval(() => void runOnce(), deps.intervalMs ?? RETENTION_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    runOnce,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
