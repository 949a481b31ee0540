import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/** Vitest's module mocker: the registry of vi.mock calls (Vitest 4 keeps it on globalThis). */
interface ModuleMocker {
  reset(): void;
}

// Most web test files share their worker's jsdom (vitest.config.ts): each ends by forgetting the
// modules it replaced with vi.mock and dropping the modules it loaded, as Vitest does between
// files when each has a worker of its own, so the next file starts from fresh, real app modules
// and a module's state (a cached answer, a mounted toaster) or a mock never leaks into it. At the
// end, not the start: this file's own imports (cleanup) must be the ones the test file renders
// with.
afterAll(() => {
  const mocker = (globalThis as { __vitest_mocker__?: Partial<ModuleMocker> }).__vitest_mocker__;
  if (typeof mocker?.reset !== 'function') {
    // A Vitest that moved its mocker: the shared jsdom would leak one file's mocks into the next.
    throw new Error("web/test/setup.ts: Vitest's module mocker (__vitest_mocker__) was not found");
  }
  mocker.reset();
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
