import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LAUNCH_DISCOUNT_REWARDS } from '../../../domain/rewards';
import { adminAudit, redemptions, rewards } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { databaseTargets, resetDatabase } from '../../test/db';
import { administrator, customer, type Customer } from '../orders/orders.fixtures';
import { balanceOf, canjesOf, givePoints } from '../points/points.test-helpers';

const NOW = new Date('2026-11-21T15:00:00Z');
const MIGRATION = readFileSync(
  new URL('../../db/migrations/0018_reward_admin.sql', import.meta.url),
  'utf8',
);

describe('migration 0018 as text', () => {
  it('inserts exactly the launch discount table', () => {
    const tuples = [...MIGRATION.matchAll(/\('([^']+)', '', (\d+), (\d+), (\d+)\)/g)].map((m) => ({
      nombre: m[1],
      descripcion: '',
      puntos_requeridos: Number(m[2]),
      valor: Number(m[3]),
      orden: Number(m[4]),
    }));
    expect(tuples).toEqual(LAUNCH_DISCOUNT_REWARDS);
  });
});

describe.each(databaseTargets())('Canjes admin API on $name', (target) => {
  let t: TestApp;
  let admin: Customer;
  let resident: Customer;
  let seeded: unknown[];
  beforeAll(async () => {
    const database = await target.open();
    // Before any reset: what the migration itself left (a fresh database on PostgreSQL).
    seeded = await database.db
      .select({
        nombre: rewards.nombre,
        descripcion: rewards.descripcion,
        puntos_requeridos: rewards.puntos_requeridos,
        valor: rewards.valor,
        orden: rewards.orden,
      })
      .from(rewards)
      .orderBy(asc(rewards.id));
    t = await buildTestApp({ database, now: NOW });
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
    admin = await administrator(t);
    resident = await customer(t);
  });
  afterAll(async () => {
    await t.close();
    await target.release(t.database);
  });

  const as = (
    who: Customer | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: who ? { authorization: who.authorization } : {},
    });
  const list = async () =>
    (await as(admin, 'GET', '/api/admin/recompensas')).json().recompensas as Array<
      Record<string, unknown>
    >;
  const options = async () =>
    (await as(resident, 'GET', '/api/puntos/usuario')).json().opciones_canje as Array<{
      puntos: number;
      valor: number;
    }>;
  const audits = () => t.database.db.select().from(adminAudit).orderBy(asc(adminAudit.id));

  it('starts with the launch table the migration seeds, so residents see what they saw before', async () => {
    expect(seeded).toEqual(LAUNCH_DISCOUNT_REWARDS);
    expect(await options()).toEqual([
      { id: 1, nombre: 'Descuento de $500', puntos: 50, valor: 500 },
      { id: 2, nombre: 'Descuento de $1.000', puntos: 100, valor: 1000 },
      { id: 3, nombre: 'Descuento de $2.200', puntos: 200, valor: 2200 },
      { id: 4, nombre: 'Descuento de $6.000', puntos: 500, valor: 6000 },
    ]);
  });

  it('links the discount canjes made before the migration to their reward (its UPDATE)', async () => {
    const [old] = await t.database.db
      .insert(redemptions)
      .values({
        codigo: 'CANJE-OLD001',
        user_id: resident.userId,
        puntos_usados: 200,
        valor_descuento: 2200,
        estado: 'usado',
      })
      .returning();
    const update = MIGRATION.slice(MIGRATION.indexOf('UPDATE "redemptions"'));
    await t.database.db.execute(sql.raw(update));
    const [row] = await t.database.db.select().from(redemptions).where(eq(redemptions.id, old!.id));
    expect(row).toMatchObject({ reward_id: 3, puntos_usados: 200, valor_descuento: 2200 });
  });

  it('lists every reward with how often it was redeemed, in all and in the last 30 days', async () => {
    const day = 86_400_000;
    await t.database.db.insert(redemptions).values([
      {
        codigo: 'CANJE-AAAAA1',
        user_id: resident.userId,
        puntos_usados: 100,
        valor_descuento: 1000,
        reward_id: 2,
        estado: 'usado',
        created_at: new Date(NOW.getTime() - 40 * day),
      },
      {
        codigo: 'CANJE-AAAAA2',
        user_id: resident.userId,
        puntos_usados: 100,
        valor_descuento: 1000,
        reward_id: 2,
        estado: 'expirado',
        created_at: new Date(NOW.getTime() - 3 * day),
      },
      {
        codigo: 'CANJE-AAAAA3',
        user_id: resident.userId,
        puntos_usados: 100,
        valor_descuento: 1000,
        reward_id: 2,
        created_at: new Date(NOW.getTime() - day),
      },
    ]);
    const rows = await list();
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatchObject({
      id: 2,
      tipo: 'descuento',
      puntos: 100,
      valor: 1000,
      activa: true,
      veces_canjeada: 3,
      canjes_30_dias: 2,
    });
    expect(rows[0]).toMatchObject({ id: 1, veces_canjeada: 0, canjes_30_dias: 0 });
  });

  it('creates a discount the resident can redeem at once, audited with the admin', async () => {
    const res = await as(admin, 'POST', '/api/admin/recompensas', {
      nombre: 'Descuento de $3.000',
      tipo: 'descuento',
      puntos: '300',
      valor: 3000,
      orden: 5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Recompensa creada',
      recompensa: {
        id: 5,
        tipo: 'descuento',
        puntos: 300,
        valor: 3000,
        activa: true,
        veces_canjeada: 0,
      },
    });
    expect((await options()).map((o) => o.puntos)).toEqual([50, 100, 200, 500, 300]);
    await givePoints(t.database.db, resident.userId, 300);
    const canje = await as(resident, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 300 });
    expect(canje.json()).toMatchObject({
      success: true,
      canje: { puntos_usados: 300, valor_descuento: 3000 },
    });
    expect(await audits()).toMatchObject([
      {
        admin_id: admin.userId,
        action: 'reward.create',
        entity: 'reward',
        entity_id: '5',
        after: { tipo: 'descuento', puntos: 300, valor: 3000, activa: true },
      },
    ]);
  });

  it('creates priority and gift rewards without a value; they list apart from the discounts', async () => {
    expect(
      (
        await as(admin, 'POST', '/api/admin/recompensas', {
          nombre: 'Domicilio prioritario',
          tipo: 'prioridad',
          puntos: 100,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as(admin, 'POST', '/api/admin/recompensas', {
          nombre: 'Taza',
          descripcion: 'De cerámica',
          tipo: 'obsequio',
          puntos: 400,
        })
      ).statusCode,
    ).toBe(201);
    const [priority] = await t.database.db
      .select()
      .from(rewards)
      .where(eq(rewards.nombre, 'Domicilio prioritario'));
    expect(priority).toMatchObject({ efecto: 'prioridad', valor: null });
    const others = (await as(resident, 'GET', '/api/recompensas/disponibles')).json();
    expect(others.map((r: { nombre: string }) => r.nombre)).toEqual([
      'Domicilio prioritario',
      'Taza',
    ]);
    expect(await options()).toHaveLength(4);
  });

  it.each([
    [{ tipo: 'descuento', puntos: 100 }, 'valor', 'Escribe el valor del descuento en pesos'],
    [
      { tipo: 'descuento', puntos: 100, valor: 5001 },
      'valor',
      'Un punto vale como máximo $\u00a050: por 100 puntos el descuento puede ser de hasta $\u00a05.000',
    ],
    [
      { tipo: 'descuento', puntos: 2000, valor: 20_001 },
      'valor',
      'El descuento no puede pasar de $\u00a020.000 (el pedido mínimo con pago digital)',
    ],
    [
      { tipo: 'descuento', puntos: 100, valor: 0 },
      'valor',
      'El valor del descuento debe ser un número entero de pesos mayor que 0',
    ],
    [
      { tipo: 'obsequio', puntos: 100, valor: 500 },
      'valor',
      'Solo un descuento lleva valor en pesos',
    ],
    [
      { tipo: 'descuento', puntos: 0, valor: 500 },
      'puntos',
      'Los puntos deben ser un número entero entre 1 y 100.000',
    ],
    [
      { tipo: 'obsequio', puntos: 100_001 },
      'puntos',
      'Los puntos deben ser un número entero entre 1 y 100.000',
    ],
    [
      { tipo: 'obsequio', puntos: 12.5 },
      'puntos',
      'Los puntos deben ser un número entero entre 1 y 100.000',
    ],
    [
      { tipo: 'regalo', puntos: 100 },
      'tipo',
      'Elige el tipo: descuento, domicilio prioritario u obsequio',
    ],
    [
      { nombre: '  ', tipo: 'obsequio', puntos: 100 },
      'nombre',
      'Escribe el nombre de la recompensa',
    ],
  ])('refuses %o with 400 on %s and creates nothing', async (body, field, message) => {
    const res = await as(admin, 'POST', '/api/admin/recompensas', { nombre: 'Premio', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    expect(await t.database.db.select().from(rewards)).toHaveLength(4);
    expect(await audits()).toHaveLength(0);
  });

  it('refuses a second active discount at the same points with 409', async () => {
    const res = await as(admin, 'POST', '/api/admin/recompensas', {
      nombre: 'Otro',
      tipo: 'descuento',
      puntos: 100,
      valor: 1500,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'REWARD_DUPLICATE',
      error: 'Ya hay un descuento activo por 100 puntos. Desactívalo o cambia los puntos.',
    });
    expect(await audits()).toHaveLength(0);
  });

  it('edits a reward; canjes already made keep their points and value; the kind stays', async () => {
    await givePoints(t.database.db, resident.userId, 500);
    await as(resident, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 100 });
    const res = await as(admin, 'PUT', '/api/admin/recompensas/2', {
      nombre: 'Descuento de $1.500',
      puntos: 120,
      valor: 1500,
      tipo: 'obsequio',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recompensa).toMatchObject({
      id: 2,
      tipo: 'descuento',
      puntos: 120,
      valor: 1500,
      veces_canjeada: 1,
    });
    expect(await canjesOf(t.database.db, resident.userId)).toMatchObject([
      { puntos_usados: 100, valor_descuento: 1000, reward_id: 2 },
    ]);
    expect((await options()).find((o) => o.puntos === 120)).toMatchObject({ valor: 1500 });
    expect(
      (await as(resident, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 100 })).json().code,
    ).toBe('POINTS_INVALID_OPTION');
    const [audit] = await audits();
    expect(audit).toMatchObject({
      action: 'reward.update',
      before: { puntos: 100, valor: 1000 },
      after: { puntos: 120, valor: 1500 },
    });
  });

  it('checks an edited value against the stored kind and answers 404 for an unknown reward', async () => {
    const tooMuch = await as(admin, 'PUT', '/api/admin/recompensas/1', {
      nombre: 'Descuento',
      puntos: 50,
      valor: 9000,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'VALIDATION',
      error:
        'Un punto vale como máximo $\u00a050: por 50 puntos el descuento puede ser de hasta $\u00a02.500',
    });
    const unknown = await as(admin, 'PUT', '/api/admin/recompensas/99', {
      nombre: 'X',
      puntos: 50,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'REWARD_NOT_FOUND',
      error: 'No encontramos esa recompensa',
    });
    expect((await t.database.db.select().from(rewards).where(eq(rewards.id, 1)))[0]).toMatchObject({
      valor: 500,
    });
  });

  it('deactivates a reward: residents stop seeing it and cannot redeem it; reactivating is audited too', async () => {
    await givePoints(t.database.db, resident.userId, 500);
    const off = await as(admin, 'PUT', '/api/admin/recompensas/2/activa', { activa: false });
    expect(off.json()).toMatchObject({
      message: 'Recompensa desactivada: los residentes ya no la ven',
      recompensa: { activa: false },
    });
    expect((await options()).map((o) => o.puntos)).toEqual([50, 200, 500]);
    const refused = await as(resident, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'REWARD_INACTIVE',
      error: 'Esta recompensa ya no está disponible. Actualiza la lista y elige otra.',
    });
    expect((await as(resident, 'POST', '/api/canjes/crear', { recompensa_id: 2 })).statusCode).toBe(
      409,
    );
    expect((await balanceOf(t.database.db, resident.userId)).disponibles).toBe(500);
    // A new discount may take the points while the old one rests; the old one cannot come back then.
    await as(admin, 'POST', '/api/admin/recompensas', {
      nombre: 'Nuevo',
      tipo: 'descuento',
      puntos: 100,
      valor: 1200,
    });
    const back = await as(admin, 'PUT', '/api/admin/recompensas/2/activa', { activa: true });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('REWARD_DUPLICATE');
    expect((await audits()).map((a) => a.action)).toEqual(['reward.deactivate', 'reward.create']);
  });

  it('deletes only a reward nobody redeemed', async () => {
    await givePoints(t.database.db, resident.userId, 100);
    await as(resident, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 50 });
    const refused = await as(admin, 'DELETE', '/api/admin/recompensas/1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Esta recompensa ya se canjeó: no se puede eliminar. Desactívala para que nadie más la vea.',
    );
    expect((await as(admin, 'DELETE', '/api/admin/recompensas/4')).json()).toEqual({
      success: true,
      message: 'Recompensa eliminada',
    });
    expect((await t.database.db.select().from(rewards)).map((r) => r.id)).toEqual([1, 2, 3]);
    expect((await audits()).map((a) => a.action)).toEqual(['reward.delete']);
  });

  it('closes the admin routes to residents', async () => {
    expect((await as(resident, 'GET', '/api/admin/recompensas')).statusCode).toBe(403);
    expect(
      (
        await as(resident, 'POST', '/api/admin/recompensas', {
          nombre: 'X',
          tipo: 'obsequio',
          puntos: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(undefined, 'PUT', '/api/admin/recompensas/1/activa', { activa: false })).statusCode,
    ).toBe(401);
  });

  it('keeps redemptions racing a deactivation consistent: each canje came before it, the rest are refused', async () => {
    for (let round = 0; round < 5; round++) {
      await resetDatabase(t.database);
      admin = await administrator(t);
      const a = await customer(t);
      const b = await customer(t);
      await givePoints(t.database.db, a.userId, 100);
      await givePoints(t.database.db, b.userId, 100);
      const [ra, off, rb] = await Promise.all([
        as(a, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 100 }),
        as(admin, 'PUT', '/api/admin/recompensas/2/activa', { activa: false }),
        as(b, 'POST', '/api/canjes/crear', { recompensa_id: 2, puntos_usados: 100 }),
      ]);
      expect(off.statusCode).toBe(200);
      let made = 0;
      for (const [who, res] of [
        [a, ra],
        [b, rb],
      ] as const) {
        expect([200, 409]).toContain(res.statusCode);
        const balance = await balanceOf(t.database.db, who.userId);
        if (res.statusCode === 200) {
          made++;
          expect(balance).toMatchObject({ disponibles: 0, ledgerSum: 0 });
        } else {
          expect(res.json().code).toBe('REWARD_INACTIVE');
          expect(balance).toMatchObject({ disponibles: 100, ledgerSum: 100 });
        }
      }
      // The deactivation's answer counts exactly the canjes that got in before it.
      expect(off.json().recompensa).toMatchObject({ activa: false, veces_canjeada: made });
      expect(
        await t.database.db.select().from(redemptions).where(eq(redemptions.reward_id, 2)),
      ).toHaveLength(made);
      expect(
        (await as(a, 'POST', '/api/puntos/canjear', { puntos_a_canjear: 100 })).statusCode,
      ).toBe(409);
    }
    // Five rounds of new accounts (an administrator with a second factor each time): past the
    // default 30 s on a loaded 2-core machine (issue 42), on both databases, with nothing wrong.
  });
});
