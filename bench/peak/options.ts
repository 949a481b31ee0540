import type { DbKind } from '../orders-postgres';

export interface PeakOptions {
  seconds: number;
  warmupS: number;
  /** Residents arrive one after another over this span (PEAK_RAMP_S, default ⅔ of the warm-up). */
  rampS: number;
  residents: number;
  trackers: number;
  admins: number;
  thinkMs: number;
  sampleS: number;
  logLevel: string;
  databases: DbKind[];
  /** A PostgreSQL database to use as it is (it must be empty: the checks read the whole shop). */
  databaseUrl?: string;
  /** Passed through to the server (PEAK_SERVER_* without the prefix), e.g. NODE_OPTIONS. */
  serverEnv: Record<string, string>;
  summary: Record<string, string | number>;
}

/** Upper bounds: the soak is a load test of this shop, never a flood of somebody else's. */
const MAX_SECONDS = 3_600;
const MAX_PEOPLE = 1_000;

/** "600", "600s", "10m" → seconds. */
export function parseDuration(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|min)?\s*$/i.exec(text);
  if (!match) throw new Error(`DURATION: "${text}" is not a duration (600, 600s, 10m)`);
  const value = Number(match[1]);
  return Math.round(match[2] && match[2].toLowerCase() !== 's' ? value * 60 : value);
}

function bounded(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name}: expected a whole number from 0 to ${max}, got "${raw}"`);
  return value;
}

/**
 * The soak's knobs, from the environment: PEAK_SECONDS (or DURATION: 600, 600s, 10m; default
 * 10 min), PEAK_RESIDENTS (200), PEAK_TRACKERS (50 of them with their live tracker open),
 * PEAK_ADMINS (2), PEAK_THINK_MS (mean pause between one person's actions, 500), PEAK_RAMP_S
 * (residents arrive one after another over it; default ⅔ of the warm-up), PEAK_DB
 * (pglite | postgres | both; default postgres when DATABASE_URL or TEST_DATABASE_URL is set,
 * else pglite), BENCH_LOG_LEVEL (the server's, default info as in production).
 */
export function peakOptions(
  env: NodeJS.ProcessEnv,
  /** The deployment's memory settings (deployment.ts), under any PEAK_SERVER_* given. */
  deployed: Record<string, string> = {},
): PeakOptions {
  const seconds = env.PEAK_SECONDS
    ? parseDuration(env.PEAK_SECONDS)
    : env.DURATION
      ? parseDuration(env.DURATION)
      : 600;
  if (seconds < 10 || seconds > MAX_SECONDS)
    throw new Error(`the soak lasts 10 to ${MAX_SECONDS} seconds, not ${seconds}`);
  const residents = bounded('PEAK_RESIDENTS', env.PEAK_RESIDENTS, 200, MAX_PEOPLE);
  const trackers = Math.min(residents, bounded('PEAK_TRACKERS', env.PEAK_TRACKERS, 50, MAX_PEOPLE));
  const admins = Math.max(1, bounded('PEAK_ADMINS', env.PEAK_ADMINS, 2, 10));
  const thinkMs = bounded('PEAK_THINK_MS', env.PEAK_THINK_MS, 500, 60_000);
  const databaseUrl = env.DATABASE_URL || undefined;
  const wanted = env.PEAK_DB || (databaseUrl || env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  const databases: DbKind[] =
    wanted === 'both' ? ['pglite', 'postgres'] : wanted === 'postgres' ? ['postgres'] : ['pglite'];
  // The first minute (at most 15 % of the run) warms the JIT, the caches and the pools.
  const warmupS = Math.max(5, Math.min(60, Math.round(seconds * 0.15)));
  const rampS = bounded('PEAK_RAMP_S', env.PEAK_RAMP_S, Math.round((warmupS * 2) / 3), MAX_SECONDS);
  const serverEnv: Record<string, string> = { ...deployed };
  for (const [key, value] of Object.entries(env))
    if (key.startsWith('PEAK_SERVER_') && value !== undefined)
      serverEnv[key.slice('PEAK_SERVER_'.length)] = value;
  const logLevel = env.BENCH_LOG_LEVEL || 'info';
  return {
    seconds,
    warmupS,
    rampS,
    residents,
    trackers,
    admins,
    thinkMs,
    sampleS: seconds >= 300 ? 10 : 5,
    logLevel,
    databases,
    ...(databaseUrl ? { databaseUrl } : {}),
    serverEnv,
    summary: {
      seconds,
      warmup_s: warmupS,
      ramp_s: rampS,
      residents,
      trackers,
      admins,
      think_ms: thinkMs,
      databases: databases.join(','),
      log_level: logLevel,
      server_node_options: serverEnv.NODE_OPTIONS ?? '',
      new_connections: env.PEAK_NEW_CONNECTIONS === '1' ? 1 : 0,
    },
  };
}
