import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Base URL of the one server started by e2e/global-setup.ts for this run. */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** An absolute URL on the test server. */
export function urlOf(path: string): string {
  return new URL(path, baseUrl()).toString();
}
