import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { findChrome } from '../testkit/browser';
import { REPO_ROOT } from '../testkit/server';

/**
 * Entry of `npm run test:e2e` (after the build): runs the browser suite when a Chromium exists.
 * Without one the suite is skipped loudly, or fails when REQUIRE_E2E=1 (set by .ci/run), so a
 * CI machine can never pass without having run it.
 */
const wanted = process.env.CHROME_PATH || '/usr/bin/chromium';
const chrome = findChrome();

if (!chrome) {
  const bar = '!'.repeat(78);
  if (process.env.REQUIRE_E2E === '1') {
    console.error(
      [
        bar,
        `!! E2E FAILED: no browser at ${wanted} and REQUIRE_E2E=1.`,
        '!! Install it (apt-get install -y chromium fonts-liberation) or set CHROME_PATH.',
        bar,
      ].join('\n'),
    );
    process.exit(1);
  }
  console.warn(
    [
      bar,
      '!!',
      '!!   BROWSER TESTS SKIPPED — THE E2E SUITE DID NOT RUN.',
      `!!   No browser at ${wanted}.`,
      '!!   Install Chromium (apt-get install -y chromium fonts-liberation) or set CHROME_PATH,',
      '!!   then run `npm run test:e2e`. Set REQUIRE_E2E=1 to make this a failure.',
      '!!',
      bar,
    ].join('\n'),
  );
  process.exit(0);
}

const args = process.argv.slice(2);
// The file filters (none: the whole suite), so global-setup starts only the servers they need.
const filters = args.filter((arg) => !arg.startsWith('-'));
const child = spawn(
  join(REPO_ROOT, 'node_modules', '.bin', 'vitest'),
  ['run', '--config', 'e2e/vitest.config.ts', ...args],
  {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome, E2E_FILTERS: JSON.stringify(filters) },
  },
);
child.on('error', (error) => {
  console.error(`[e2e] could not start vitest: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
