import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { needsWebBuild, readStamp, STAMP_FILE, webSourceHash } from './web-build-stamp';

describe('needsWebBuild', () => {
  it.each([
    [{ outputExists: false, recorded: 'a', current: 'a' }, true, 'no build output'],
    [{ outputExists: true, recorded: null, current: 'a' }, true, 'no record of what was built'],
    [{ outputExists: true, recorded: 'a', current: 'b' }, true, 'sources changed'],
    [{ outputExists: true, recorded: 'a', current: 'a' }, false, 'build matches the sources'],
  ])('decides %j → build %s', (state, build, reason) => {
    expect(needsWebBuild(state)).toEqual({ build, reason });
  });
});

describe('webSourceHash', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function project() {
    const root = mkdtempSync(join(tmpdir(), 'sc-stamp-'));
    roots.push(root);
    mkdirSync(join(root, 'web', 'app'), { recursive: true });
    mkdirSync(join(root, 'web', 'test'), { recursive: true });
    mkdirSync(join(root, 'domain'), { recursive: true });
    writeFileSync(join(root, 'web', 'app', 'router.tsx'), 'export const a = 1;\n');
    writeFileSync(join(root, 'web', 'test', 'setup.ts'), 'export {};\n');
    writeFileSync(join(root, 'domain', 'money.ts'), 'export const b = 2;\n');
    writeFileSync(join(root, 'vite.config.ts'), 'export default {};\n');
    writeFileSync(join(root, 'package-lock.json'), '{}\n');
    return root;
  }

  it('changes with a web or domain source, the build config or the dependency lock', () => {
    const root = project();
    const before = webSourceHash(root);
    expect(webSourceHash(root)).toBe(before);
    for (const [file, text] of [
      ['web/app/router.tsx', 'export const a = 3;\n'],
      ['domain/money.ts', 'export const b = 4;\n'],
      ['vite.config.ts', 'export default { base: "/" };\n'],
      ['package-lock.json', '{"v":2}\n'],
      ['web/app/new-screen.tsx', 'export {};\n'],
    ] as const) {
      const previous = webSourceHash(root);
      writeFileSync(join(root, file), text);
      expect(webSourceHash(root), file).not.toBe(previous);
    }
  });

  it('ignores tests, which are never bundled', () => {
    const root = project();
    const before = webSourceHash(root);
    writeFileSync(join(root, 'web', 'app', 'router.test.tsx'), 'it("x", () => {});\n');
    writeFileSync(join(root, 'domain', 'money.test.ts'), 'it("y", () => {});\n');
    writeFileSync(join(root, 'web', 'test', 'setup.ts'), 'export const changed = true;\n');
    expect(webSourceHash(root)).toBe(before);
  });

  it('reads the recorded hash, and null when there is none or it is unreadable', () => {
    const root = project();
    expect(readStamp(root)).toBeNull();
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, STAMP_FILE), 'no es json');
    expect(readStamp(root)).toBeNull();
    writeFileSync(join(root, STAMP_FILE), JSON.stringify({ sources: 'abc' }));
    expect(readStamp(root)).toBe('abc');
  });
});
