import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowestReporter from '../scripts/slowest-reporter.ts';

/**
 * One file at a time by default: Chromium and PGlite share a 2-core machine with the server, and
 * under load the live journeys (pushed within 5 s) miss their marks with two files side by side.
 * E2E_WORKERS=2 runs two files at once on an otherwise idle machine; each worker then has its
 * own shared server (global-setup), so files that run at the same time never meet on one.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 1);

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
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default', new SlowestReporter('browser')],
  },
});
