import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './server';

/** The deployment's memory settings the soak's server runs with, as deploy/ sets them. */
const MEMORY_SETTINGS = ['NODE_OPTIONS', 'OVERLOAD_MAX_HEAP_MB', 'MALLOC_ARENA_MAX'] as const;

/**
 * NODE_OPTIONS (the heap ceiling), OVERLOAD_MAX_HEAP_MB and MALLOC_ARENA_MAX as
 * `deploy/superconjunto.env` sets them: the memory budget (issue 42) is the deployed server's,
 * so the soak and the memory test measure that one (the soak: unless PEAK_SERVER_* says otherwise).
 */
export function deployedMemorySettings(
  file = join(REPO_ROOT, 'deploy', 'superconjunto.env'),
): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match && (MEMORY_SETTINGS as readonly string[]).includes(match[1]!) && match[2])
      settings[match[1]!] = match[2];
  }
  return settings;
}

/**
 * Issue 42's memory budget: the embedded-database server holds at most 400 MB resident 3 s after
 * it starts and at the end of the soak, with the deployment's heap ceiling. MB here are MiB, as
 * everywhere in the benches and tests (`rssMb`).
 */
export const EMBEDDED_RSS_BUDGET_MB = 400;

/** A process's resident memory in MiB (/proc's VmRSS in KiB ÷ 1024), or null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}
