import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_READY_MS } from './budgets';

/** The repository root, whatever the current directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where test runs keep the empty PGlite cluster they copy (server/db/client.ts). */
export const PGLITE_INIT_CACHE = join(REPO_ROOT, 'node_modules', '.cache', 'pglite-init');

export interface RunningServer {
  baseUrl: string;
  pid: number;
  logFile: string;
  /** The server's DATA_DIR (its PGlite folder unless DATABASE_URL is given). */
  dataDir: string;
  /**
   * SIGTERM to the spawned process, SIGKILL after a grace period, then the temp data is removed
   * (kept with `keepData`, until `cleanup()`).
   */
  stop(): Promise<void>;
  /** Removes the temp folder (data and log); stop() calls it unless `keepData` was set. */
  cleanup(): void;
  /** Resolves when the process exits, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartServerOptions {
  /** Extra environment for the server (rate limits, BENCH_ROUTES …). */
  env?: Record<string, string>;
  /** Prefix of the temp folder, to tell runs apart. */
  label?: string;
  /** How long to wait for GET /api/ready (testkit/budgets.ts). */
  readyTimeoutMs?: number;
  /** stop() leaves the data folder in place so the caller can read the database afterwards. */
  keepData?: boolean;
  /** Extra node flags before the script (e.g. --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Another checkout to run the server from (an A/B benchmark); this repository by default. */
  root?: string;
}

/** Asks the OS for a free port on 127.0.0.1 by binding port 0 and releasing it. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** A server spawned but perhaps not ready yet (launchServer). */
export interface LaunchedServer extends RunningServer {
  /**
   * Resolves once GET /api/ready answers 200; otherwise stops the server and rejects (the
   * folder and its log stay until stop() or cleanup()).
   */
  ready: Promise<void>;
}

/**
 * Starts the real server (`node --import tsx server/main.ts`) on a fresh embedded database and
 * resolves once GET /api/ready answers 200 (database answering, migrated). The built SPA must exist in dist/web.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { ready, ...server } = await launchServer(options);
  try {
    await ready;
  } catch (error) {
    server.cleanup();
    throw error;
  }
  return server;
}

/**
 * Spawns the server and returns at once, with its address and a `ready` promise: global-setup
 * hands the address of a server that only some files use to those files while it still boots.
 */
export async function launchServer(options: StartServerOptions = {}): Promise<LaunchedServer> {
  const port = await freePort();
  const workDir = mkdtempSync(join(tmpdir(), `${options.label ?? 'superconjunto'}-`));
  const dataDir = join(workDir, 'data');
  const logFile = join(workDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'],
    {
      cwd: options.root ?? REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Every server of a run copies one empty cluster instead of running initdb (~5 s each).
        PGLITE_INIT_CACHE: process.env.PGLITE_INIT_CACHE ?? PGLITE_INIT_CACHE,
        SERVICE_HOURS: 'always',
        SEED: 'demo',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...options.env,
      },
      stdio: ['ignore', logFd, logFd],
    },
  );
  closeSync(logFd);
  if (child.pid === undefined) throw new Error('server process has no pid');
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const cleanup = () => rmSync(workDir, { recursive: true, force: true });
  const stop = () =>
    stopProcess(child).finally(() => {
      if (!options.keepData) cleanup();
    });
  const ready = waitForHealth(baseUrl, logFile, options.readyTimeoutMs ?? SERVER_READY_MS, () =>
    child.exitCode !== null || child.signalCode !== null
      ? String(child.exitCode ?? child.signalCode)
      : null,
  ).catch(async (error: unknown) => {
    // The folder (and its log) stays for stop(), or for startServer to remove.
    await stopProcess(child);
    throw error;
  });
  // Whoever awaits `ready` sees the failure; an unawaited one must not end the process.
  ready.catch(() => {});
  return { baseUrl, pid: child.pid, logFile, dataDir, stop, cleanup, exited, ready };
}

/**
 * Polls GET /api/ready until it answers 200 with `ready: true`. `exitedWith` says whether the
 * process is gone (its code or signal), for a server this process spawned; a server spawned by
 * another process (an isolated one, testkit/isolated-servers.ts) only has the deadline.
 */
export async function waitForHealth(
  baseUrl: string,
  logFile: string,
  timeoutMs: number,
  exitedWith: () => string | null = () => null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    const exit = exitedWith();
    if (exit !== null) {
      throw new Error(`server exited (${exit}) before it was ready:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json().catch(() => ({}))) as { ready?: unknown };
      if (response.status === 200 && body.ready === true) return;
      last = `status ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(`server not ready after ${timeoutMs} ms (last: ${last}):\n${tail(logFile)}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const graceful = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!graceful) {
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(5_000)]);
  }
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
