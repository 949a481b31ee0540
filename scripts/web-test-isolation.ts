import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** Reads `source` for what makes a web test unsafe to share a worker with other files. */
export function needsIsolation(source: string): boolean {
  // vi.mock replaces a module only for a file that loads it first; in a shared worker another
  // file may already have loaded the real one.
  if (/\bvi\.(mock|doMock)\(/.test(source)) return true;
  // React's server renderer keeps context values on the shared context objects (react-router's
  // location): after it, a later file's <MemoryRouter> found itself "inside another <Router>".
  return /from '(react-dom\/(server|static)|[./]*prerender)'/.test(source);
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The web test files (paths from the repository root) that run in a jsdom of their own. */
export function webTestsNeedingIsolation(root: string = ROOT): string[] {
  return testFiles(join(root, 'web'))
    .filter((file) => needsIsolation(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
    .sort();
}
