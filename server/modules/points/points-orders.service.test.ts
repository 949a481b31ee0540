import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { getTestDatabase, resetDatabase } from '../../test/db';
import { createUser } from '../../test/factories';
import { startCanjeExpiryJob } from './canje-expiry.job';
import {
  claimRedemption,
  creditOrderPoints,
  findUsableRedemption,
  restoreOrderRedemption,
} from './points-orders.service';
import { balanceOf, canjesOf, createOrder, givePoints, ledgerOf } from './points.test-helpers';
import { createRedemption } from './redemptions.service';

const NOW = new Date('2026-11-21T15:00:00Z');
const hoursLater = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('points for orders and the expiry job', () => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await getTestDatabase();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    userId = (await createUser(database.db)).id;
  });

  const newCanje = async (puntos = 100) => {
    await givePoints(database.db, userId, puntos);
    return (await createRedemption(database.db, { userId, puntos, valorDescuento: 1000, now: NOW })).canje;
  };

  it('credits a delivered order once at the customer level, however often it is called', async () => {
    await givePoints(database.db, userId, 1500, 'earned');
    const order = await createOrder(database.db, userId, { subtotal: 40_000, estado: 'entregado' });
    // ORO: floor(40 × 1.5) = 60, +50 from 40.000.
    expect(await creditOrderPoints(database.db, order.id, NOW)).toBe(110);
    expect(await creditOrderPoints(database.db, order.id, NOW)).toBe(110);
    expect((await ledgerOf(database.db, userId)).filter((r) => r.kind === 'earned' && r.order_id === order.id)).toHaveLength(1);
    expect(await balanceOf(database.db, userId)).toEqual({ disponibles: 1610, totales: 1610, ledgerSum: 1610 });
  });

  it('credits nothing to an order under 15.000 or one that used a canje', async () => {
    const small = await createOrder(database.db, userId, { subtotal: 14_000 });
    const canje = await newCanje();
    const withCanje = await createOrder(database.db, userId, { subtotal: 90_000 });
    await database.db.transaction((tx) => claimRedemption(tx, { userId, codigo: canje.codigo, orderId: withCanje.id, now: NOW }));
    expect(await creditOrderPoints(database.db, small.id, NOW)).toBe(0);
    expect(await creditOrderPoints(database.db, withCanje.id, NOW)).toBe(0);
    expect((await ledgerOf(database.db, userId)).filter((r) => r.kind === 'earned')).toHaveLength(0);
  });

  it('lets one order claim a canje and gives its points back once when that order is cancelled', async () => {
    const canje = await newCanje();
    expect((await findUsableRedemption(database.db, userId, canje.codigo.toLowerCase(), NOW)).id).toBe(canje.id);
    const a = await createOrder(database.db, userId);
    const b = await createOrder(database.db, userId);
    const claims = await Promise.allSettled([
      database.db.transaction((tx) => claimRedemption(tx, { userId, codigo: canje.codigo, orderId: a.id, now: NOW })),
      database.db.transaction((tx) => claimRedemption(tx, { userId, codigo: canje.codigo, orderId: b.id, now: NOW })),
    ]);
    expect(claims.map((c) => c.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await canjesOf(database.db, userId))[0]).toMatchObject({ estado: 'usado', order_id: a.id });

    expect(await restoreOrderRedemption(database.db, a.id, NOW)).toMatchObject({ estado: 'cancelado' });
    expect(await restoreOrderRedemption(database.db, a.id, NOW)).toBeNull();
    expect(await restoreOrderRedemption(database.db, b.id, NOW)).toBeNull();
    expect(await balanceOf(database.db, userId)).toEqual({ disponibles: 100, totales: 100, ledgerSum: 100 });
  });

  it('refuses a canje past its 24 hours or unknown to the caller', async () => {
    const canje = await newCanje();
    await expect(findUsableRedemption(database.db, userId, canje.codigo, hoursLater(24))).rejects.toMatchObject({
      code: 'POINTS_CANJE_NOT_ACTIVE',
      status: 409,
    });
    const stranger = await createUser(database.db);
    await expect(findUsableRedemption(database.db, stranger.id, canje.codigo, NOW)).rejects.toMatchObject({
      code: 'POINTS_CANJE_NOT_FOUND',
      status: 404,
    });
  });

  it('runs the expiry on its timer and logs a failure instead of throwing', async () => {
    const canje = await newCanje();
    const log = { info: vi.fn(), error: vi.fn() };
    const job = startCanjeExpiryJob({ database, clock: () => hoursLater(25), log: log as never, intervalMs: 10 });
    await vi.waitFor(async () => expect(await canjesOf(database.db, userId)).toMatchObject([{ id: canje.id, estado: 'expirado' }]));
    job.stop();
    expect(log.info).toHaveBeenCalledWith({ count: 1 }, 'expired unused canjes');

    const broken = { db: { select: () => { throw new Error('database down'); } } } as unknown as Database;
    const failing = startCanjeExpiryJob({ database: broken, clock: () => NOW, log: log as never, intervalMs: 60_000 });
    expect(await failing.runOnce()).toBe(0);
    failing.stop();
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'canje expiry failed');
  });
});
