import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest (about 55–120 s each on a 2-core machine, three at a time),
 * longest first. Run first, they finish while shorter files fill the other workers; started
 * late, one of them is the whole run's tail.
 */
export const LONG_FILES = [
  'e2e/admin-money.e2e.ts',
  'e2e/admin-panel.e2e.ts',
  'e2e/layout-hardened.e2e.ts',
  'e2e/floating-buttons.e2e.ts',
  'e2e/payments.e2e.ts',
  'e2e/store.e2e.ts',
];

/** Where `file` (a path from the repository root) stands among the long files; -1 if not one. */
export function longRank(file: string): number {
  return LONG_FILES.findIndex((long) => file.endsWith(long));
}

/**
 * Vitest orders files by the durations it remembers from earlier runs (node_modules/.vite); with
 * none, as on a fresh clone in CI, it runs larger files first, and file size says little about
 * time (admin-panel is the 27th largest and the second longest). This sequencer starts the known
 * long files first and leaves the rest in Vitest's order.
 */
export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = longRank(spec.moduleId);
      return at === -1 ? LONG_FILES.length : at;
    };
    // Array.prototype.sort is stable: files that are not long keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
