import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The inline script every page runs before its first paint (vite.config.ts inlines it): here,
// its second half, which fetches the app's script for a prerendered page.
const THEME_SCRIPT = readFileSync(join(import.meta.dirname, '..', 'public', 'theme.js'), 'utf8');
const ENTRY = '/assets/index-test.js';

const appScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src') === ENTRY);

function runThemeScript(readyState: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  document.documentElement.setAttribute('data-app-entry', ENTRY);
  new Function(THEME_SCRIPT)();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('data-app-entry');
  for (const script of appScripts()) script.remove();
});

describe('the prerendered page loader (web/public/theme.js)', () => {
  it('adds the app only once the page is parsed, never into a half-read #root', () => {
    vi.useFakeTimers();
    runThemeScript('loading');
    vi.advanceTimersByTime(3_000);
    expect(appScripts()).toHaveLength(0);

    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toHaveLength(1);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(appScripts()).toHaveLength(1);
  });

  it('adds it once after a few seconds at most when the page is already parsed', () => {
    vi.useFakeTimers();
    runThemeScript('complete');
    expect(appScripts()).toHaveLength(0);
    vi.advanceTimersByTime(3_000);
    expect(appScripts()).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(appScripts()).toHaveLength(1);
  });
});
