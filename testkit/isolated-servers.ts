import { readdirSync } from 'node:fs';
import { BROWSER_SUITE_SERVER_ENV, SERVERS_SIDE_BY_SIDE_READY_MS } from './budgets';
import { isAbsolute, join, relative as relativePath } from 'node:path';
import {
  REPO_ROOT,
  startServer,
  waitForHealth,
  type RunningServer,
  type StartServerOptions,
} from './server';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The servers global-setup started for files that need one of their own: still booting
     * when the run begins (isolatedServer() waits for each).
     */
    isolatedServers: Partial<Record<IsolatedName, SpawnedServer>>;
  }
}

/**
 * The files that need a server of their own (a setting the run's shared server must not have),
 * and that server's settings. global-setup spawns the ones the run includes once the shared
 * servers answer, without waiting for them: they boot while the first files run (issue 28), and
 * each file waits for its own when it begins.
 */
/** The first-start server's JWT_SECRET, from which its setup code is derived. */
export const FIRST_START_SECRET = 'e2e-first-start-secret-e2e-first-start-secret-0123';

/**
 * A SERVICE_HOURS window (Bogotá, fixed UTC−5) that closed 10 minutes before `now` and opens
 * `opensIn` minutes after it, on a 5-minute mark: the store is closed now, and its first slot
 * (which starts at the opening) is far enough ahead for the 20-minute lead time.
 */
export function closedWindow(now: Date, opensIn = 50): string {
  const bogota = (ms: number) => {
    const d = new Date(ms - 5 * 3_600_000);
    return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  };
  const fiveMinutes = 5 * 60_000;
  const opens = Math.ceil((now.getTime() + opensIn * 60_000) / fiveMinutes) * fiveMinutes;
  return `${bogota(opens)}-${bogota(now.getTime() - 10 * 60_000)}`;
}

export const ISOLATED_SERVERS = {
  // TEST_CLOCK_ROUTES: a late delivery without waiting 20 minutes, away from the shared demo.
  live: {
    file: 'e2e/live-orders.e2e.ts',
    options: { label: 'superconjunto-live', env: { ...BROWSER_SUITE_SERVER_ENV, TEST_CLOCK_ROUTES: '1' } },
  },
  // No PUBLIC_URL: the gateway must send the resident back to the origin they came from.
  money: {
    file: 'e2e/money-hardened.e2e.ts',
    options: {
      label: 'superconjunto-money',
      env: { ...BROWSER_SUITE_SERVER_ENV, PUBLIC_URL: '', PAYMENTS_SANDBOX_SETTLE_MS: '3000' },
    },
  },
  // Issue 45: a store closed now that opens within the hour, with the test clock (the scheduled
  // order's preparation time comes without waiting) and a sandbox that settles in 2 s.
  scheduled: {
    file: 'e2e/scheduled-delivery.e2e.ts',
    options: {
      label: 'superconjunto-scheduled',
      env: {
        ...BROWSER_SUITE_SERVER_ENV,
        TEST_CLOCK_ROUTES: '1',
        SERVICE_HOURS: closedWindow(new Date()),
        PAYMENTS_SANDBOX_SETTLE_MS: '2000',
      },
    },
  },
  // SEED=none on an empty data dir: the shop's first start (issue 26). Its secret is known, so
  // the journey can type the setup code the server's log prints (issue 39).
  firstStart: {
    file: 'e2e/first-start.e2e.ts',
    options: { label: 'superconjunto-first-start', env: { ...BROWSER_SUITE_SERVER_ENV, SEED: 'none', JWT_SECRET: FIRST_START_SECRET } },
  },
} satisfies Record<string, { file: string; options: StartServerOptions }>;

export type IsolatedName = keyof typeof ISOLATED_SERVERS;
/** What a test file learns of a server global-setup spawned. */
export type SpawnedServer = Pick<RunningServer, 'baseUrl' | 'logFile' | 'pid'>;
export type IsolatedServer = Pick<RunningServer, 'baseUrl' | 'stop'>;

/**
 * The browser files a run includes. `filters` are the run's file filters (E2E_FILTERS, set by
 * e2e/run.ts): none means the whole suite; a filter picks the files whose path contains it.
 */
export function filesOfRun(filters: string[]): string[] {
  const files = readdirSync(join(REPO_ROOT, 'e2e'))
    .filter((name) => name.endsWith('.e2e.ts'))
    .map((name) => `e2e/${name}`);
  if (filters.length === 0) return files;
  const relative = filters.map((f) => (isAbsolute(f) ? relativePath(REPO_ROOT, f) : f));
  return files.filter((file) => relative.some((f) => file.includes(f)));
}

/** The isolated servers needed by these files. */
export function isolatedServersFor(files: string[]): IsolatedName[] {
  return (Object.keys(ISOLATED_SERVERS) as IsolatedName[]).filter((name) =>
    files.includes(ISOLATED_SERVERS[name].file),
  );
}

/**
 * The file's own server: the one global-setup spawned, once it is ready, or (a file run on its
 * own through plain `vitest`) a new one. stop() leaves a global-setup server to the global
 * teardown.
 */
export async function isolatedServer(name: IsolatedName): Promise<IsolatedServer> {
  const spawned = inject('isolatedServers')?.[name];
  if (!spawned) return startServer(ISOLATED_SERVERS[name].options);
  await waitForHealth(spawned.baseUrl, spawned.logFile, SERVERS_SIDE_BY_SIDE_READY_MS, () => {
    try {
      process.kill(spawned.pid, 0);
      return null;
    } catch {
      return 'gone';
    }
  });
  return { baseUrl: spawned.baseUrl, stop: async () => {} };
}
