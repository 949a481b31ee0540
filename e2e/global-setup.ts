import type { TestProject } from 'vitest/node';
import { startServer } from './support/server';
import './support/base-url';

/** Starts ONE server for the whole browser run and stops it (by its pid) at teardown. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const server = await startServer({
    label: 'superconjunto-e2e',
    // The sandbox gateway decides after 3 s, so the processing screens stay long enough to check.
    env: { PAYMENTS_SANDBOX_SETTLE_MS: '3000' },
  });
  console.log(
    `[e2e] server pid ${server.pid} ready at ${server.baseUrl} in ${Date.now() - started} ms`,
  );
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
