import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG_BROWSER_FILES } from '../testkit/long-browser-files';
import { LONG_UNIT_FILES } from '../vitest.config';
import { longRank } from './long-first-sequencer';

const ROOT = join(import.meta.dirname, '..');

describe('the test runs start their long files first', () => {
  it('names files that exist', () => {
    for (const file of [...LONG_BROWSER_FILES, ...LONG_UNIT_FILES])
      expect(existsSync(join(ROOT, file)), file).toBe(true);
  });

  it('ranks a long file by its place in the list, and any other file after them', () => {
    const list = ['e2e/admin-money.e2e.ts', 'e2e/admin-panel.e2e.ts'];
    expect(longRank(list, join(ROOT, 'e2e/admin-money.e2e.ts'))).toBe(0);
    expect(longRank(list, join(ROOT, 'e2e/admin-panel.e2e.ts'))).toBe(1);
    expect(longRank(list, join(ROOT, 'e2e/http.e2e.ts'))).toBe(-1);
    expect(longRank(list, join(ROOT, 'e2e/x-admin-money.e2e.ts'))).toBe(-1);
  });
});
