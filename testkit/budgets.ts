import { availableParallelism, loadavg } from 'node:os';

/**
 * How long tests may wait for real processes, in one place (issue 42). Every wait these bound is
 * a poll for a condition (GET /api/ready answering 200, a child process exiting) that returns as
 * soon as it holds, so a long budget costs nothing when things go well: it only decides how late
 * a real hang is reported. The budgets are sized for a 2-core machine shared by several test
 * runs: a server that boots in ~5 s alone took over 60 s in a loaded `npm test` (issue 42 lost
 * server/graceful-restart.test.ts to "server not ready after 60000 ms").
 */

/** One spawned server (`node --import tsx server/main.ts`), from spawn to GET /api/ready. */
export const SERVER_READY_MS = 240_000;

/**
 * Several servers booting side by side (the browser suite's global setup, its isolated servers),
 * each slower than alone.
 */
export const SERVERS_SIDE_BY_SIDE_READY_MS = 300_000;

/**
 * The environment of every server the browser suite starts: no load shedding on event-loop delay.
 * Several Chromiums and servers (and often other runs) share two cores there, where a mean
 * event-loop delay past 500 ms says the machine is busy, not the shop; the refusals it caused
 * (503 `OVERLOADED` to a journey's setup request or to the page itself) failed journeys that
 * have nothing to do with load. Shedding is checked where it is the subject: the overload
 * tests (server/http/overload.test.ts), the several-instances tests and the benchmarks.
 */
export const BROWSER_SUITE_SERVER_ENV = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' } as const;

/** A command-line tool run to its end (`npm run backup`, `admin reset-factor`, the move script). */
export const COMMAND_MS = 180_000;

/**
 * A test's or hook's timeout when it starts servers one after another (`servers`) or runs
 * commands (`commands`) before doing `workMs` of its own: the waits' budgets plus the work's.
 */
export function budgetFor({
  servers = 0,
  commands = 0,
  workMs,
}: {
  servers?: number;
  commands?: number;
  workMs: number;
}): number {
  return servers * SERVER_READY_MS + commands * COMMAND_MS + workMs;
}

/**
 * How oversubscribed the machine is right now: the 1-minute load average per core, between 1 (a
 * core to spare) and 8.
 */
function loadStretch(): number {
  const perCore = loadavg()[0]! / Math.max(1, availableParallelism());
  return Math.min(8, Math.max(1, perCore));
}

/**
 * A product promise a test checks with a clock ("within 2 s", "in under a second") as the test's
 * limit: the promise itself on a machine with a core to spare, stretched by how oversubscribed
 * the machine is when the test asks (the 1-minute load average per core, at most ×8). The issue 42
 * runs at load 17–34 on 2 cores saw 3.7–8 s for a 2-s promise while nothing was wrong; a quiet CI
 * run still holds the promise to the millisecond.
 */
export function promiseMs(ms: number): number {
  return Math.round(ms * loadStretch());
}

/**
 * The bound of one step of a browser journey (a heading appears, a sheet closes), read when the
 * step starts: the written bound on a machine with a core to spare, stretched like `promiseMs` on
 * a busy one. Every such wait is a poll that returns as soon as its condition holds, so the
 * stretch costs nothing when things go well; it keeps a journey that took 3 s alone from failing
 * at 15 s while two suites share two cores (issue 42's loaded runs, load 30+). Not for a wait
 * whose running out is an ordinary answer ("does the daily popup show?", "have the animations
 * stopped?"): stretched, it would cost its whole bound on every busy run; those stay fixed.
 */
export function stepMs(ms: number): number {
  return Math.round(ms * loadStretch());
}

/** Playwright's `{ timeout }` for one step, read when the step starts (`stepMs`). */
export function stepWait(ms: number): { readonly timeout: number } {
  return {
    get timeout() {
      return stepMs(ms);
    },
  };
}
