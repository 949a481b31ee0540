import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { longFirst } from './scripts/long-first-sequencer.ts';
import SlowestReporter from './scripts/slowest-reporter.ts';
import { webTestsNeedingIsolation } from './scripts/web-test-isolation.ts';

const isolatedWebTests = webTestsNeedingIsolation();

/**
 * The longest unit files (10–45 s each on a fresh clone here: they boot servers, restart them or
 * copy databases), longest first, so none of them is the run's tail.
 */
export const LONG_UNIT_FILES = [
  'server/backup/backup-restore.test.ts',
  'server/graceful-restart.test.ts',
  'server/assistant/chat.routes.test.ts',
  'server/modules/admin-rewards/admin-rewards.routes.test.ts',
  'server/ops/two-instances.test.ts',
  'scripts/move-to-postgres.test.ts',
  'server/ops/graceful-failover.test.ts',
  'server/db/client.test.ts',
  'server/modules/admin-orders/admin-events.routes.test.ts',
  'server/ops/settings-two-instances.test.ts',
  'server/backup/backup-cli.test.ts',
];

// Pure/server code in Node; React components in jsdom, in two projects: the files share their
// worker's jsdom (a new one per file was 60 % of the web tests' time, issue 28; each file's mocks
// and modules are dropped when it ends, web/test/setup.ts), and the few that render on the server
// side keep their own (scripts/web-test-isolation.ts).
export default defineConfig({
  plugins: [react()],
  test: {
    // PGlite is heavy (~1 GB, seconds to boot): one per worker, two workers on this machine.
    pool: 'forks',
    maxWorkers: 2,
    // Hang detectors, not speed checks: on a loaded 2-core machine (issue 42) concurrency tests
    // (50 orders at once, a PGlite closed and reopened) passed 30 s with nothing wrong, and at load
    // 30 (a browser suite beside npm test) a set-up that opens, migrates and seeds a PGlite passed
    // 120 s.
    testTimeout: 240_000,
    hookTimeout: 300_000,
    // Tests that create PGlite folders (or start servers) copy one empty cluster instead of
    // running initdb each time (server/db/client.ts).
    env: { PGLITE_INIT_CACHE: join(import.meta.dirname, 'node_modules', '.cache', 'pglite-init') },
    // The usual summary, then the ten slowest tests (issue 28: the next slow test shows up at once).
    reporters: ['default', new SlowestReporter('unit, API and components')],
    sequence: { sequencer: longFirst(LONG_UNIT_FILES) },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // Test files share the worker's PGlite (cached on globalThis) instead of booting one each.
          isolate: false,
          include: [
            'domain/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'testkit/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
          // With TEST_DATABASE_URL: one migrated template that PostgreSQL test databases copy.
          globalSetup: ['./server/test/postgres-template.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: isolatedWebTests,
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts', './web/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          include: isolatedWebTests,
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts', './web/test/setup.ts'],
        },
      },
    ],
  },
});
