import { describe, expect, it } from 'vitest';
import { needsIsolation, webTestsNeedingIsolation } from './web-test-isolation';

describe('web test isolation', () => {
  it('shares the jsdom with a file that mocks a module (web/test/setup.ts forgets the mocks)', () => {
    expect(needsIsolation("vi.mock('../ui/toast', () => ({}));")).toBe(false);
    expect(needsIsolation("vi.doMock('./x');")).toBe(false);
    expect(needsIsolation("vi.fn(); vi.stubGlobal('fetch', f);")).toBe(false);
  });

  it('keeps one for a file that renders on the server side', () => {
    expect(needsIsolation("import { renderPage } from './prerender';")).toBe(true);
    expect(needsIsolation("import { renderToString } from 'react-dom/server';")).toBe(true);
    expect(needsIsolation("import { render } from '@testing-library/react';")).toBe(false);
  });

  it('finds the repository files that render on the server side, and only web tests', () => {
    const files = webTestsNeedingIsolation();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => /^web\/.+\.test\.tsx?$/.test(file))).toBe(true);
  });
});
