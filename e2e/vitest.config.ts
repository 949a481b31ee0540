import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowestReporter from '../scripts/slowest-reporter.ts';
import { longFirst } from '../scripts/long-first-sequencer.ts';
import { LONG_BROWSER_FILES } from '../testkit/long-browser-files';

/**
 * Three files at once by default (issue 28): a browser journey often waits (for the server, a
 * stream, a transition), and two at a time still left this 2-core machine a fifth idle (whole
 * suite 433 s with two, 369 s with three). Each worker has its own shared server
 * (global-setup), so files that run at the same time never meet on one. E2E_WORKERS=1 runs one
 * file at a time (a busy machine, or to rule out a neighbour).
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 3);

/**
 * A browser journey that fails gets one more try (E2E_RETRY=0 turns it off). Three Chromiums and
 * three servers on two cores sometimes push one wait past its bound: two CI runs in a row each
 * lost a different journey that way (a PSE payment at 60 s, a promo code at 10 s) while both
 * passed alone and in the runs before. A test that passes only on its second try is listed at
 * the end of the run (scripts/slowest-reporter.ts), so flakiness is seen, not hidden.
 */
const retry = Math.max(0, Number(process.env.E2E_RETRY ?? 1) || 0);

// Browser journeys against the built app and the real servers started in global-setup.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    // The files of a worker run in one process, one after another: playwright-core, axe-core and
    // the helpers are imported once per worker instead of once per file (issue 28). Each file
    // still launches and closes its own Chromium and keeps its state in its own module.
    isolate: false,
    maxWorkers: workers,
    fileParallelism: workers > 1,
    retry,
    // Hang detectors, not speed checks: each step of a journey has its own bound, stretched by
    // the machine's load (testkit/budgets.ts, stepMs), and a journey of 20 s alone took over a
    // minute while a second suite shared the two cores (issue 42's loaded runs).
    testTimeout: 240_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    reporters: ['default', new SlowestReporter('browser')],
    // The longest files first, also on a fresh clone with no remembered durations.
    sequence: { sequencer: longFirst(LONG_BROWSER_FILES) },
  },
});
