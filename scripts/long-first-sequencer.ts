import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Where `file` (a path ending in one of `longFiles`) stands among them; -1 if not one. */
export function longRank(longFiles: readonly string[], file: string): number {
  return longFiles.findIndex((long) => file.endsWith(`/${long}`) || file === long);
}

/**
 * A sequencer that starts `longFiles` (paths from the repository root, longest first) before the
 * rest. Vitest orders files by the durations it remembers from earlier runs (node_modules/.vite);
 * with none, as on a fresh clone in CI, it runs larger files first, and a file's size says little
 * about its time (a test that boots servers is short to write): one long file started late is the
 * whole run's tail. The files that are not listed keep Vitest's order.
 */
export function longFirst(longFiles: readonly string[]): typeof BaseSequencer {
  return class LongFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (spec: TestSpecification) => {
        const at = longRank(longFiles, spec.moduleId);
        return at === -1 ? longFiles.length : at;
      };
      // Array.prototype.sort is stable: the files that are not long keep Vitest's order.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
