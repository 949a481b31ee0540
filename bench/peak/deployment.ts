import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../testkit/server';

/** The deployment's memory settings the soak's server runs with, as deploy/ sets them. */
const MEMORY_SETTINGS = ['NODE_OPTIONS', 'OVERLOAD_MAX_HEAP_MB'] as const;

/**
 * NODE_OPTIONS (the heap ceiling) and OVERLOAD_MAX_HEAP_MB as `deploy/superconjunto.env` sets
 * them: the memory budget (issue 42) is the deployed server's, so the soak measures that one
 * unless PEAK_SERVER_* says otherwise.
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
