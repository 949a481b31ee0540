import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A PGlite folder belongs to one process. The server writes its pid beside the data, so the
 * backup and restore commands know not to open the folder themselves while it runs.
 */
const FILE = 'server.pid';

export function writeServerPid(dataDir: string): () => void {
  const path = join(dataDir, FILE);
  writeFileSync(path, String(process.pid));
  return () => rmSync(path, { force: true });
}

/** The pid of a live server on this folder, or null. */
export function runningServerPid(dataDir: string): number | null {
  const path = join(dataDir, FILE);
  if (!existsSync(path)) return null;
  const pid = Number(readFileSync(path, 'utf8').trim());
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}
