import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsTowardLevel, lifetimeDelta } from '../../../domain/points-ledger';
import { LEDGER_KINDS, pointsLedger, type LedgerKind } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { balanceOf } from './points.test-helpers';

/**
 * Issue 40: one rule for what counts toward "Acumulados" and the level, in domain/ — and the
 * database trigger that keeps users.puntos_totales (migration 0001) applies exactly it, for
 * every kind of movement the ledger knows.
 */
const SAMPLE: Record<LedgerKind, { puntos: number; ajuste_totales?: number }> = {
  earned: { puntos: 120 },
  redeemed: { puntos: -50 },
  restored: { puntos: 50 },
  adjusted: { puntos: 70 },
  compensacion: { puntos: 50 },
  revertido: { puntos: -20, ajuste_totales: -20 },
  soporte: { puntos: 189 },
};

describe('the lifetime points rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts purchases and the owner’s adjustments, never the gifts', () => {
    expect(LEDGER_KINDS.filter(countsTowardLevel)).toEqual(['earned', 'adjusted']);
    expect(countsTowardLevel('compensacion')).toBe(false);
    expect(countsTowardLevel('soporte')).toBe(false);
  });

  it.each(LEDGER_KINDS)('moves the lifetime points of a %s row as the domain rule says', async (kind) => {
    const user = await createUser(t.database.db, {});
    // A balance to spend or take back from.
    await t.database.db.insert(pointsLedger).values({ user_id: user.id, kind: 'earned', puntos: 500 });
    const before = await balanceOf(t.database.db, user.id);
    const row = SAMPLE[kind];
    await t.database.db.insert(pointsLedger).values({ user_id: user.id, kind, ...row });
    const after = await balanceOf(t.database.db, user.id);
    expect(after.totales - before.totales).toBe(lifetimeDelta({ kind, ...row }));
    expect(after.disponibles - before.disponibles).toBe(row.puntos);
    expect(after.disponibles).toBe(after.ledgerSum);
  });
});
