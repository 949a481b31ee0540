import type { TestProject } from 'vitest/node';
import {
  filesOfRun,
  ISOLATED_SERVERS,
  isolatedServersFor,
  type IsolatedName,
  type SpawnedServer,
} from '../testkit/isolated-servers';
import { BROWSER_SUITE_SERVER_ENV, SERVERS_SIDE_BY_SIDE_READY_MS } from '../testkit/budgets';
import { SANDBOX_HOLD_MS } from '../testkit/payments';
import { launchServer, type LaunchedServer } from '../testkit/server';
import '../testkit/base-url';

/**
 * Starts one shared server per test worker (files running side by side never meet on a server;
 * the files of one worker share it, one after another), side by side, and once they answer, the
 * isolated servers the run's files need. The run begins then; the isolated ones boot meanwhile
 * and their files wait for them (isolatedServer()). Stops them (by pid) at teardown. Each file
 * launches its own Chromium: a connected one could not give a download's path
 * (`download.path()` throws when remote).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  // E2E_FILTERS is set by e2e/run.ts; without it (plain `vitest`), each file starts its own.
  const filters =
    process.env.E2E_FILTERS === undefined
      ? undefined
      : (JSON.parse(process.env.E2E_FILTERS) as string[]);
  const files = filters === undefined ? undefined : filesOfRun(filters);
  const isolated = files === undefined ? [] : isolatedServersFor(files);
  const workers = project.config.maxWorkers ?? 1;
  // A run of a few files needs no more servers than files.
  const shared = Math.max(1, Math.min(workers, files?.length ?? workers));

  const stops: Array<() => Promise<void>> = [];
  const launch = (options: Parameters<typeof launchServer>[0]) =>
    launchServer({ ...options, readyTimeoutMs: SERVERS_SIDE_BY_SIDE_READY_MS }).then((server) => {
      stops.push(server.stop);
      return server;
    });
  const stopAll = async () => {
    await Promise.allSettled(stops.map((stop) => stop()));
  };
  try {
    const servers = await Promise.all(
      Array.from({ length: shared }, (_, i) =>
        launch({
          label: `superconjunto-e2e-${i + 1}`,
          // The sandbox holds every payment until the test settles it (testkit/payments.ts).
          env: {
            ...BROWSER_SUITE_SERVER_ENV,
            PAYMENTS_SANDBOX_SETTLE_MS: String(SANDBOX_HOLD_MS),
            TEST_PAYMENT_ROUTES: '1',
          },
        }),
      ),
    );
    await Promise.all(servers.map((server) => server.ready));
    // Spawned once the shared ones answer, so they do not slow the boot the whole run waits for.
    const extra = await Promise.all(isolated.map((name) => launch(ISOLATED_SERVERS[name].options)));
    const pids = (list: LaunchedServer[], names: readonly string[]) =>
      list.map((s, i) => `${names[i]} pid ${s.pid} at ${s.baseUrl}`);
    console.log(
      `[e2e] shared servers ready in ${Date.now() - started} ms: ` +
        [
          ...pids(
            servers,
            servers.map((_, i) => `shared ${i + 1}`),
          ),
          ...pids(
            extra,
            isolated.map((name) => `${name} (booting)`),
          ),
        ].join(', '),
    );
    project.provide(
      'baseUrls',
      servers.map((s) => s.baseUrl),
    );
    project.provide(
      'isolatedServers',
      Object.fromEntries(
        extra.map((s, i) => [isolated[i], { baseUrl: s.baseUrl, logFile: s.logFile, pid: s.pid }]),
      ) as Partial<Record<IsolatedName, SpawnedServer>>,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
