import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds the database, the session secret and the push keys: only the server's
 * own user may read or write them (issue 46 found 968 files at 0666). New files follow the
 * process's umask, so the server and the CLIs set 077 before anything is written; folders and
 * files left by earlier versions are closed once at start.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/** Removes group and other permissions under `dir` (symlinks untouched); answers how many changed. */
export function closeToOthers(dir: string): number {
  if (!existsSync(dir)) return 0;
  let changed = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    const mode = stat.mode & 0o777;
    if (mode & 0o077) {
      chmodSync(path, mode & 0o700);
      changed += 1;
    }
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return changed;
}
