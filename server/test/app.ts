import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import type { PageRenderer } from '../http/public-pages';
import type { PaymentProvider } from '../payments/provider';
import { getTestDatabase, resetDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock (service hours, expiries) without waiting. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/**
 * Builds the app on the worker's shared, emptied PGlite with a settable clock and the sandbox
 * payment provider. Pass `database` to run the same test on another target (PostgreSQL).
 */
export async function buildTestApp(
  options: {
    config?: Partial<AppConfig>;
    database?: Database;
    now?: Date;
    reset?: boolean;
    paymentProvider?: PaymentProvider;
    longWaitMs?: number;
    gatewayCheckMs?: number;
    pageRenderer?: PageRenderer;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await getTestDatabase());
  if (options.reset !== false) await resetDatabase(database);
  let now = options.now ?? new Date('2026-11-21T15:00:00Z');
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock: () => now,
    paymentProvider: options.paymentProvider,
    // Tests drive the abandoned-payment job themselves.
    paymentTimings: {
      longWaitMs: options.longWaitMs,
      gatewayCheckMs: options.gatewayCheckMs,
      expiryIntervalMs: 0,
    },
    pushLateIntervalMs: 0,
    schedulerIntervalMs: 0,
    // Tests close missing-item questions themselves (expireQuestions).
    missingExpiryIntervalMs: 0,
    pageRenderer: options.pageRenderer,
  });
  await app.ready();
  return {
    app,
    database,
    setNow(date) {
      now = date;
    },
    close: () => app.close(),
  };
}
