import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Most web test files share their worker's jsdom (vitest.config.ts): each ends by dropping the
// modules it loaded, so the next file starts from fresh app modules and a module's state (a cached
// answer, a mounted toaster) never leaks into it. At the end, not the start: this file's own
// imports (cleanup) must be the ones the test file renders with.
afterAll(() => {
  vi.resetModules();
});

// findBy*/waitFor give up after 1 s by default; CI runs the whole suite on two busy cores, where a
// lazy chunk or a user-event sequence can take longer without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});
