import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consents, loginAudit, orders, users } from '../../db/schema';
import { databaseTargets, resetDatabase } from '../../test/db';
import { createUser } from '../../test/factories';
import type { FastifyBaseLogger } from 'fastify';
import { applyRetention, startRetentionJob } from './retention.job';

const NOW = new Date('2026-11-21T15:00:00Z');
const ago = (years: number, days = 0) =>
  new Date(NOW.getTime() - years * 365.25 * 86_400_000 - days * 86_400_000);

async function orderFor(
  database: Database,
  userId: number,
  createdAt: Date,
  estado: 'pendiente' | 'entregado' = 'entregado',
) {
  await database.db.insert(orders).values({
    user_id: userId,
    estado,
    subtotal: 10_000,
    total: 10_000,
    metodo_pago: 'EFECTIVO',
    estado_pago: 'PENDIENTE_EFECTIVO',
    torre_entrega: 1,
    piso_entrega: 1,
    apartamento_entrega: '101',
    telefono_contacto: '3001112233',
    created_at: createdAt,
  });
}

describe.each(databaseTargets())('retention job on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => target.release(database));
  beforeEach(() => resetDatabase(database));

  it('removes technical data older than 2 years and anonymises accounts inactive 3 years, once', async () => {
    const db = database.db;
    const active = await createUser(db, { last_active_at: ago(0, 10) });
    const idle = await createUser(db, { nombre: 'Inactivo Total', last_active_at: ago(3, 5) });
    const idleWithRecentOrder = await createUser(db, { last_active_at: ago(4) });
    await orderFor(database, idleWithRecentOrder.id, ago(1));
    const idleWithPendingOrder = await createUser(db, { last_active_at: ago(4) });
    await orderFor(database, idleWithPendingOrder.id, ago(3, 30), 'pendiente');
    const idleAdmin = await createUser(db, { rol: 'admin', last_active_at: ago(5) });
    await orderFor(database, idle.id, ago(3, 100));

    await db.insert(loginAudit).values([
      { ip: '10.0.0.1', email: 'viejo@x.co', outcome: 'success', created_at: ago(2, 1) },
      { ip: '10.0.0.2', email: 'nuevo@x.co', outcome: 'success', created_at: ago(1) },
    ]);
    await db.insert(consents).values([
      {
        user_id: active.id,
        kind: 'privacy',
        accepted: true,
        policy_version: '2025-07',
        accepted_at: ago(2, 3),
        ip: '10.0.0.3',
      },
      {
        user_id: active.id,
        kind: 'marketing',
        accepted: true,
        policy_version: '2025-07',
        accepted_at: ago(0, 3),
        ip: '10.0.0.4',
      },
    ]);

    // Two instances at once: the lock and the conditional writes make the total the same.
    const [a, b] = await Promise.all([
      applyRetention(database, NOW),
      applyRetention(database, NOW),
    ]);
    const sum = (k: keyof typeof a) => a[k] + b[k];
    expect({
      login: sum('login_audit_removed'),
      ips: sum('consent_ips_cleared'),
      accounts: sum('accounts_anonymised'),
    }).toEqual({ login: 1, ips: 1, accounts: 1 });

    const after = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
    expect(await after(idle.id)).toMatchObject({
      nombre: 'Cuenta eliminada',
      email: `eliminada-${idle.id}@anonimo.invalid`,
    });
    expect((await after(idle.id)).deleted_at).not.toBeNull();
    for (const kept of [active, idleWithRecentOrder, idleWithPendingOrder, idleAdmin]) {
      expect((await after(kept.id)).deleted_at).toBeNull();
    }
    const [idleOrder] = await db.select().from(orders).where(eq(orders.user_id, idle.id));
    expect(idleOrder).toMatchObject({
      total: 10_000,
      telefono_contacto: '0000000000',
      apartamento_entrega: '-',
    });
    expect((await db.select().from(loginAudit)).map((r) => r.email)).toEqual(['nuevo@x.co']);
    expect((await db.select().from(consents).orderBy(consents.id)).map((c) => c.ip)).toEqual([
      null,
      '10.0.0.4',
    ]);

    expect(await applyRetention(database, NOW)).toEqual({
      login_audit_removed: 0,
      consent_ips_cleared: 0,
      accounts_anonymised: 0,
    });
  });

  it('logs each run with its counts', async () => {
    const lines: Array<[unknown, string]> = [];
    const log = {
      info: (obj: unknown, msg: string) => lines.push([obj, msg]),
      error: () => {},
    } as unknown as FastifyBaseLogger;
    const job = startRetentionJob({ database, clock: () => NOW, log, intervalMs: 3_600_000 });
    try {
      await job.runOnce();
    } finally {
      job.stop();
    }
    expect(lines).toEqual([
      [{ login_audit_removed: 0, consent_ips_cleared: 0, accounts_anonymised: 0 }, 'retention run'],
    ]);
  });
});
