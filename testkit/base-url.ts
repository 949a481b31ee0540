import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per test worker, started by e2e/global-setup.ts. */
    baseUrls: string[];
  }
}

/**
 * Base URL of this worker's shared server (e2e/global-setup.ts starts one per worker; files that
 * run side by side use different ones, the files of one worker share theirs, one at a time).
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID) || 1;
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('no e2e server: run through e2e/vitest.config.ts (global-setup)');
  return url;
}

/** An absolute URL on the test server. */
export function urlOf(path: string): string {
  return new URL(path, baseUrl()).toString();
}
