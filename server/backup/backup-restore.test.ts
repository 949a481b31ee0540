import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { buildTestApp, type TestApp } from '../test/app';
import {
  databaseTargets,
  dropPostgresTestDatabase,
  getPostgresTestDatabase,
  postgresTestDatabaseUrl,
  resetDatabase,
} from '../test/db';
import { createProduct } from '../test/factories';
import {
  administrator,
  cashBody,
  customer,
  placeOrder,
  setState,
  type Customer,
} from '../modules/orders/orders.fixtures';
import { createBackup, rotateBackups } from './backup';
import { backupFileName } from './backup-files';
import { restoreBackup, RestoreRefused } from './restore';

/** What the shop answers for products, a resident's orders and points. */
async function answers(t: TestApp, who: Customer) {
  const get = async (url: string) =>
    (
      await t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } })
    ).json() as unknown;
  return {
    productos: await get('/productos-con-descuentos'),
    pedidos: await get('/orders'),
    puntos: await get('/api/puntos/mi-saldo'),
  };
}

describe.each(databaseTargets())('backup and restore on $name', (target) => {
  let source: Database;
  let t: TestApp;
  let resident: Customer;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sc-backup-'));
    source = await target.open();
    await resetDatabase(source);
    t = await buildTestApp({ database: source });
    const product = await createProduct(source.db, { stock: 30, precio: 25_000 });
    await createProduct(source.db, { nombre: 'Arroz', stock: 5 });
    resident = await customer(t);
    const admin = await administrator(t);
    const placed = await placeOrder(t, resident, cashBody([{ product, cantidad: 2 }]));
    expect(placed.statusCode).toBe(201);
    const [order] = (await (
      await t.app.inject({
        method: 'GET',
        url: '/orders',
        headers: { authorization: resident.authorization },
      })
    ).json()) as Array<{ id: number }>;
    expect((await setState(t, admin, order!.id, 'entregado')).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await target.release(source);
    rmSync(dir, { recursive: true, force: true });
  });

  // Copies, restores and reopens a whole embedded database: about 20 s alone, much more while the
  // rest of the suite fills both cores (the suite's 240 s hang detector covers it).
  it('restores a copy that answers exactly like the original, and refuses to overwrite data', async () => {
    const before = await answers(t, resident);
    expect((before.puntos as { puntos_disponibles: number }).puntos_disponibles).toBeGreaterThan(0);
    const backupDir = join(dir, 'backups');
    const made = await createBackup({
      database: source,
      databaseUrl: postgresTestDatabaseUrl(source),
      backupDir,
      now: new Date('2026-11-25T08:00:00Z'),
    });
    expect(made.bytes).toBeGreaterThan(0);
    expect(readdirSync(backupDir)).toEqual([made.file.split('/').pop()]);

    let restored: Database;
    if (target.name === 'pglite') {
      const dataDir = join(dir, 'restored');
      await restoreBackup(made.file, { dataDir });
      await expect(restoreBackup(made.file, { dataDir })).rejects.toBeInstanceOf(RestoreRefused);
      restored = await openDatabase({ dataDir });
    } else {
      // A migrated database already has tables: refused unless forced.
      restored = (await getPostgresTestDatabase())!;
      const url = postgresTestDatabaseUrl(restored)!;
      await expect(restoreBackup(made.file, { databaseUrl: url })).rejects.toBeInstanceOf(
        RestoreRefused,
      );
      await restoreBackup(made.file, { databaseUrl: url, force: true });
    }
    const copy = await buildTestApp({ database: restored, reset: false });
    try {
      expect(await answers(copy, resident)).toEqual(before);
    } finally {
      await copy.close();
      if (target.name === 'pglite') await restored.close();
      else await dropPostgresTestDatabase(restored);
    }
  });

  it('rotates old backups down to 7 daily and 4 weekly', () => {
    const backupDir = join(dir, 'rotation');
    mkdirSync(backupDir, { recursive: true });
    // The rotation reads only names: empty files stand for 40 daily backups and one stray file.
    for (let i = 0; i < 40; i++) {
      writeFileSync(
        join(
          backupDir,
          backupFileName(source.kind, new Date(Date.UTC(2026, 10, 25, 8) - i * 86_400_000)),
        ),
        '',
      );
    }
    writeFileSync(join(backupDir, 'LEEME.txt'), '');
    const removed = rotateBackups(backupDir);
    expect(removed).toHaveLength(29);
    expect(readdirSync(backupDir)).toHaveLength(12);
  });
});
