import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, PLAYWRIGHT_DISABLED_FEATURES } from './browser';

/** The `disabledFeatures = [ … ]` list in playwright-core's bundle, as the installed version has it. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1] ?? '';
  return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map((match) => match[1]!);
}

describe('Chromium flags', () => {
  it('keeps every feature Playwright disables (Chromium reads only the last --disable-features)', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs).toContain('PaintHolding');
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('passes one --disable-features holding Playwright’s list and the address-bar popup', () => {
    const flags = CHROMIUM_FLAGS.filter((flag) => flag.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const features = flags[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']),
    );
  });
});
