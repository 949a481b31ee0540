import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { expireQuestions } from './answer-missing.service';

/** Questions last minutes; a few seconds late on the deadline is within the countdown's rounding. */
export const MISSING_EXPIRY_INTERVAL_MS = 5_000;

/**
 * Runs expireQuestions on an unref'd timer on every instance (the conditional UPDATE closes each
 * question once whoever runs it); failures are logged, never thrown. Returns stop().
 */
export function startMissingExpiryJob(deps: {
  database: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireQuestions(deps.database, deps.clock())
      .catch((error: unknown) => deps.log.error({ err: error }, 'missing-item question expiry failed'))
      .finally(() => {
        running = false;
      });
  }, deps.intervalMs ?? MISSING_EXPIRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
