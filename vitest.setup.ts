import { afterEach, beforeEach, vi } from 'vitest';

// A stray console.error is a bug the test did not see: fail the test that printed it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const first = errors[0]?.map(String).join(' ') ?? '';
    throw new Error(`console.error was called: ${first}`);
  }
});
