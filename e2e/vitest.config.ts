import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowestReporter from '../scripts/slowest-reporter.ts';

/**
 * Test files side by side (E2E_WORKERS, 2 by default): a file spends much of its time waiting on
 * the page or the server, so two keep a 2-core machine busy. Each worker has its own server
 * (global-setup), so files that run at the same time never meet on one.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

// Browser journeys against the built app and the real servers started in global-setup.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: workers,
    fileParallelism: workers > 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default', new SlowestReporter('browser')],
  },
});
