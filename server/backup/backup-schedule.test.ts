import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { databaseTargets, postgresTestDatabaseUrl, resetDatabase } from '../test/db';
import { msUntilNextBackup, runNightlyBackup } from './backup-schedule';

describe('nightly backup time', () => {
  it.each([
    ['2026-11-25T07:59:00Z', 60_000], // 02:59 Bogotá
    ['2026-11-25T08:00:00Z', 86_400_000], // 03:00 exactly: the next one is tomorrow
    ['2026-11-25T20:00:00Z', 12 * 3_600_000], // 15:00 Bogotá
  ])('from %s waits %i ms', (now, ms) => {
    expect(msUntilNextBackup(new Date(now))).toBe(ms);
  });
});

describe.each(databaseTargets())('nightly backup on $name', (target) => {
  let database: Database;
  let dir: string;
  beforeAll(async () => {
    database = await target.open();
    await resetDatabase(database);
    dir = mkdtempSync(join(tmpdir(), 'sc-nightly-'));
  });
  afterAll(async () => {
    await target.release(database);
    rmSync(dir, { recursive: true, force: true });
  });

  it('is taken by one instance per night', async () => {
    const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    const deps = {
      database,
      databaseUrl: postgresTestDatabaseUrl(database),
      backupDir: dir,
      log,
      clock: () => new Date('2026-11-25T08:00:00Z'),
    };
    const results = await Promise.all([runNightlyBackup(deps), runNightlyBackup(deps)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
