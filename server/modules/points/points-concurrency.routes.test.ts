import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { registerResident, validRegistration } from '../../test/auth-fixtures';
import { databaseTargets, resetDatabase } from '../../test/db';
import { expireStaleCanjes } from './canje-expiry.job';
import { balanceOf, call, canjesOf, givePoints, ledgerOf } from './points.test-helpers';

describe.each(databaseTargets())('points under concurrency on $name', (target) => {
  let t: TestApp;
  let auth: string;
  let userId: number;
  beforeAll(async () => {
    t = await buildTestApp({ database: await target.open() });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    ({ authorization: auth, userId } = await registerResident(t));
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const redeem = (puntos: number) => call(t, auth, 'POST', '/api/puntos/canjear', { puntos_a_canjear: puntos });
  const cancel = (codigo: string) => call(t, auth, 'POST', '/api/puntos/cancelar-canje', { codigo_canje: codigo });

  // Sessions last 24 hours, so tests that move the clock a day sign in again.
  const signInAgain = async () => {
    const { email, cedula, telefono } = validRegistration();
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, cedula, telefono } });
    auth = `Bearer ${res.json().token}`;
  };

  it('lets exactly 3 of 20 simultaneous 100-point redemptions through a 300 balance', async () => {
    await givePoints(t.database.db, userId, 300, 'earned');
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(100)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(17).fill(422)]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json()).toEqual({ code: 'POINTS_INSUFFICIENT', error: 'No tienes suficientes puntos para este canje' });
    }
    const canjes = await canjesOf(t.database.db, userId);
    expect(canjes).toHaveLength(3);
    expect(new Set(canjes.map((c) => c.codigo)).size).toBe(3);
    expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 0, totales: 300, ledgerSum: 0 });
    const summary = (await call(t, auth, 'GET', '/api/puntos/usuario')).json();
    expect(summary).toMatchObject({ puntos_disponibles: 0, puntos_totales: 300, nivel: 'BRONCE' });
  });

  it('restores a canje once when it is cancelled twice at the same moment', async () => {
    await givePoints(t.database.db, userId, 200);
    const { canje } = (await redeem(200)).json();
    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(canje.codigo)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const restored = (await ledgerOf(t.database.db, userId)).filter((r) => r.kind === 'restored');
    expect(restored).toHaveLength(1);
    expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 200, totales: 200, ledgerSum: 200 });
  });

  it('expires only canjes unused for 24 hours, once, however often the job runs', async () => {
    await givePoints(t.database.db, userId, 1000);
    const old = (await redeem(500)).json().canje;
    t.setNow(new Date('2026-11-21T20:00:00Z'));
    const recent = (await redeem(100)).json().canje;
    const keep = (await redeem(50)).json().canje;
    expect((await cancel(keep.codigo)).statusCode).toBe(200);

    const justBefore = new Date('2026-11-22T14:59:59Z');
    expect(await expireStaleCanjes(t.database.db, justBefore)).toBe(0);

    const dayAfter = new Date('2026-11-22T15:00:00Z');
    const runs = await Promise.all([expireStaleCanjes(t.database.db, dayAfter), expireStaleCanjes(t.database.db, dayAfter)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await expireStaleCanjes(t.database.db, dayAfter)).toBe(0);

    const byCode = new Map((await canjesOf(t.database.db, userId)).map((c) => [c.codigo, c.estado]));
    expect(byCode.get(old.codigo)).toBe('expirado');
    expect(byCode.get(recent.codigo)).toBe('activo');
    expect(byCode.get(keep.codigo)).toBe('cancelado');
    expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 900, totales: 1000, ledgerSum: 900 });

    t.setNow(dayAfter);
    await signInAgain();
    const late = await cancel(old.codigo);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('POINTS_CANJE_NOT_ACTIVE');

    const later = new Date('2026-11-23T20:00:00Z');
    await Promise.all([expireStaleCanjes(t.database.db, later), cancel(recent.codigo)]);
    const restored = (await ledgerOf(t.database.db, userId)).filter((r) => r.kind === 'restored');
    expect(restored).toHaveLength(3);
    expect(await balanceOf(t.database.db, userId)).toEqual({ disponibles: 1000, totales: 1000, ledgerSum: 1000 });
  });
});
