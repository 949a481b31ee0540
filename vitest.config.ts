import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import SlowestReporter from './scripts/slowest-reporter.ts';

// Two projects: pure/server code in Node, React components in jsdom.
export default defineConfig({
  plugins: [react()],
  test: {
    // PGlite is heavy (~1 GB, seconds to boot): one per worker, two workers on this machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
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
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts', './web/test/setup.ts'],
        },
      },
    ],
  },
});
