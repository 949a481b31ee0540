import { describe, expect, it } from 'vitest';
import { needsIsolation, webTestsNeedingIsolation } from './web-test-isolation';

describe('web test isolation', () => {
  it('keeps a jsdom of its own for a file that mocks a module', () => {
    expect(needsIsolation("vi.mock('../ui/toast', () => ({}));")).toBe(true);
    expect(needsIsolation("vi.doMock('./x');")).toBe(true);
    expect(needsIsolation("vi.fn(); vi.stubGlobal('fetch', f);")).toBe(false);
  });

  it('keeps one for a file that renders on the server side', () => {
    expect(needsIsolation("import { renderPage } from './prerender';")).toBe(true);
    expect(needsIsolation("import { renderToString } from 'react-dom/server';")).toBe(true);
    expect(needsIsolation("import { render } from '@testing-library/react';")).toBe(false);
  });

  it('finds the repository files that mock modules, and only web tests', () => {
    const files = webTestsNeedingIsolation();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => /^web\/.+\.test\.tsx?$/.test(file))).toBe(true);
  });
});
