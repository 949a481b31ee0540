import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import SlowestReporter from './scripts/slowest-reporter.ts';
import { webTestsNeedingIsolation } from './scripts/web-test-isolation.ts';

const isolatedWebTests = webTestsNeedingIsolation();

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
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Tests that create PGlite folders (or start servers) copy one empty cluster instead of
    // running initdb each time (server/db/client.ts).
    env: { PGLITE_INIT_CACHE: join(import.meta.dirname, 'node_modules', '.cache', 'pglite-init') },
    // The usual summary, then the ten slowest tests (issue 28: the next slow test shows up at once).
    reporters: ['default', new SlowestReporter('unit, API and components')],
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
            'e2e/support/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['./vitest.setup.ts'],
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
