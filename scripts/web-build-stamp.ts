import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Whether `npm start` must build the web app (issue 27: a restart should not take a build when
 * nothing changed). The build records a hash of everything it reads (web/, domain/, the build and
 * TypeScript config, the dependency lock) beside its output; a start builds only when that hash
 * differs from the sources' or the output is missing.
 */

/** Beside dist/web, not in it: the server must not serve it. */
export const STAMP_FILE = join('dist', 'web-build.json');
/** The build's output the server needs. */
export const BUILD_OUTPUT = join('dist', 'web', 'index.html');

const SOURCE_DIRS = ['web', 'domain'];
const SOURCE_FILES = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Tests are never bundled: changing one does not call for a build. */
const NOT_BUILT = /(\.test\.tsx?$)|(^web[\\/]test[\\/])/;

function filesUnder(root: string, dir: string): string[] {
  const base = join(root, dir);
  if (!existsSync(base)) return [];
  return readdirSync(base, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(join(root, path)).isFile());
}

/** SHA-256 over the build's inputs under `root`: each file's path and bytes, in a fixed order. */
export function webSourceHash(root: string): string {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)),
    ...SOURCE_FILES.filter((file) => existsSync(join(root, file))),
  ]
    .filter((path) => !NOT_BUILT.test(path))
    .map((path) => relative(root, join(root, path)).split(sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export interface BuildState {
  /** The hash the last build recorded, or null when none was recorded. */
  recorded: string | null;
  /** The sources' hash now. */
  current: string;
  /** The build output exists. */
  outputExists: boolean;
}

/** The decision: build unless the output exists and was built from exactly these sources. */
export function needsWebBuild(state: BuildState): { build: boolean; reason: string } {
  if (!state.outputExists) return { build: true, reason: 'no build output' };
  if (state.recorded === null) return { build: true, reason: 'no record of what was built' };
  if (state.recorded !== state.current) return { build: true, reason: 'sources changed' };
  return { build: false, reason: 'build matches the sources' };
}

/** Reads the recorded hash (null when missing or unreadable). */
export function readStamp(root: string): string | null {
  try {
    const stamp = JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8')) as { sources?: unknown };
    return typeof stamp.sources === 'string' ? stamp.sources : null;
  } catch {
    return null;
  }
}
