import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONG_FILES, longRank } from './long-first-sequencer';
import { REPO_ROOT } from './server';

describe('the browser suite starts its long files first', () => {
  it('names files that exist', () => {
    for (const file of LONG_FILES) expect(existsSync(join(REPO_ROOT, file)), file).toBe(true);
  });

  it('ranks a long file by its place in the list, and any other file after them', () => {
    expect(longRank(join(REPO_ROOT, 'e2e/admin-money.e2e.ts'))).toBe(0);
    expect(longRank(join(REPO_ROOT, 'e2e/admin-panel.e2e.ts'))).toBe(1);
    expect(longRank(join(REPO_ROOT, 'e2e/http.e2e.ts'))).toBe(-1);
  });
});
