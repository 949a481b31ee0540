import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/**
 * Reads `source` for what makes a web test unsafe to share a worker with other files. A file that
 * replaces modules with vi.mock shares one: web/test/setup.ts forgets its mocks and the modules
 * it loaded when it ends, as a worker of its own would.
 */
export function needsIsolation(source: string): boolean {
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
