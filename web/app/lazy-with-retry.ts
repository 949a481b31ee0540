import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

export interface RetryOptions {
  /** Extra attempts after the first (default 2). */
  retries?: number;
  /** Wait before each extra attempt, in ms (default 400, then twice as long each time). */
  delayMs?: number;
  /** Injected in tests; a real timer by default. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `load` until it resolves, at most `retries` extra times with a growing pause: a chunk
 * that failed on a flaky connection often loads a moment later. Offline it gives up at once, so
 * the region's error boundary can say so without making the resident wait.
 */
export async function retryImport<T>(load: () => Promise<T>, options: RetryOptions = {}) {
  const { retries = 2, delayMs = 400, wait = sleep } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      if (attempt >= retries || offline) throw error;
      await wait(delayMs * 2 ** attempt);
    }
  }
}

// Bumped by an error boundary's "Reintentar": failed lazy components start afresh only then, not
// on React's own immediate re-render after an error (which would load again in a tight loop).
let retryEpoch = 0;

/** Lets every lazy component that failed to load try again on its next render. */
export function retryFailedImports(): void {
  retryEpoch += 1;
}

/**
 * `React.lazy` with retries, and a fresh start after a failure: React keeps a lazy component's
 * rejected promise for good, so after `retryFailedImports()` (the error boundary's "Reintentar")
 * a failed one is replaced by a new lazy component that loads the chunk again instead of
 * failing forever. Every lazy() of the app goes through here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyWithRetry<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
  options?: RetryOptions,
): ComponentType<ComponentProps<C>> {
  let failedAt: number | null = null;
  const fresh = () =>
    lazy(() =>
      retryImport(load, options).catch((error: unknown) => {
        failedAt = retryEpoch;
        throw error;
      }),
    );
  let current = fresh();
  function LazyWithRetry(props: ComponentProps<C>) {
    if (failedAt !== null && retryEpoch > failedAt) {
      failedAt = null;
      current = fresh();
    }
    return createElement(current, props);
  }
  return LazyWithRetry;
}
