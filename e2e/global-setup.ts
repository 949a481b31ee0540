import type { TestProject } from 'vitest/node';
import { launchBrowserServer, SHARED_BROWSER_ENV } from './support/browser';
import {
  ISOLATED_SERVERS,
  isolatedServersFor,
  type IsolatedName,
} from './support/isolated-servers';
import { startServer } from './support/server';
import './support/base-url';

/** The servers boot side by side, each slower than alone on a 2-core machine. */
const READY_TIMEOUT_MS = 180_000;

/**
 * Starts ONE server for the whole browser run, the isolated servers the run's files need and
 * ONE Chromium the files connect to, all at once; stops them (servers by their pid) at teardown.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  // E2E_FILTERS is set by e2e/run.ts; without it (plain `vitest`), each file starts its own.
  const filters = process.env.E2E_FILTERS;
  const isolated = filters === undefined ? [] : isolatedServersFor(JSON.parse(filters) as string[]);
  const stops: Array<() => Promise<void>> = [];
  const track = <T>(value: T, stop: () => Promise<void>): T => {
    stops.push(stop);
    return value;
  };
  const stopAll = async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
  try {
    const [server, browser, ...extra] = await Promise.all([
      startServer({
        label: 'superconjunto-e2e',
        // The sandbox gateway decides after 3 s, so the processing screens stay long enough to check.
        env: { PAYMENTS_SANDBOX_SETTLE_MS: '3000' },
        readyTimeoutMs: READY_TIMEOUT_MS,
      }).then((s) => track(s, s.stop)),
      launchBrowserServer().then((b) => track(b, () => b.close())),
      ...isolated.map((name) =>
        startServer({ ...ISOLATED_SERVERS[name].options, readyTimeoutMs: READY_TIMEOUT_MS }).then(
          (s) => track(s, s.stop),
        ),
      ),
    ]);
    console.log(
      `[e2e] server pid ${server.pid} ready at ${server.baseUrl}` +
        extra.map((s, i) => `, ${isolated[i]} pid ${s.pid}`).join('') +
        ` in ${Date.now() - started} ms`,
    );
    project.provide('baseUrl', server.baseUrl);
    project.provide(
      'isolatedServers',
      Object.fromEntries(extra.map((s, i) => [isolated[i], s.baseUrl])) as Partial<
        Record<IsolatedName, string>
      >,
    );
    // Read by launchBrowser() in the test workers, which start after this setup.
    process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint();
  } catch (error) {
    await stopAll();
    throw error;
  }
  return async () => {
    delete process.env[SHARED_BROWSER_ENV];
    await stopAll();
  };
}
