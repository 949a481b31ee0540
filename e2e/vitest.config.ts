import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import SlowestReporter from '../scripts/slowest-reporter.ts';

// Browser journeys against the built app and the real server (one for the whole run, started in
// global-setup). One file at a time: Chromium and PGlite share a 2-core machine with the server.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    reporters: ['default', new SlowestReporter('browser')],
  },
});
